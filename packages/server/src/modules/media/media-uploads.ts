import type { Kysely } from 'kysely';
import type { DB, MediaUploadsTable } from '#platform/db/schema';
import type { BlobStore } from '#platform/storage/blob-store';
import { releaseUploadReservation } from './media-quota';

/** Expired uploads handled per query; the sweep goes on until none is left. */
const SWEEP_BATCH = 100;

export const partKey = (uploadId: string, part: number) =>
  `uploads/${uploadId}/${String(part).padStart(6, '0')}`;

export const partCount = (size: number, partSize: number) => Math.max(1, Math.ceil(size / partSize));

/**
 * Ends an unfinished upload: its quota reservation goes back to the site, its parts leave the blob
 * store, and its rows are deleted (the parts' with it). Safe to run twice or from two processes at
 * once: the reservation is given back once, the rest is idempotent.
 */
export async function discardUpload(
  db: Kysely<DB>,
  blobs: BlobStore,
  upload: Pick<MediaUploadsTable, 'id' | 'size' | 'part_size'>,
): Promise<void> {
  await releaseUploadReservation(db, upload.id);
  const count = partCount(Number(upload.size), upload.part_size);
  // Every part an upload may have: one can be stored without its row if a process died in between.
  for (let part = 0; part < count; part += 1) await blobs.delete(partKey(upload.id, part));
  await db.deleteFrom('media_uploads').where('id', '=', upload.id).execute();
}

/**
 * Deletes uploads that expired before `now` (UPLOAD_TTL_MS after they started, never completed):
 * their parts, their rows, and the quota they reserved. Returns how many were deleted. The job
 * runner runs it as the expired-uploads job (media-sweeper.ts, src/jobs.ts); tests pass a moved clock.
 */
export async function sweepExpiredUploads(
  db: Kysely<DB>,
  blobs: BlobStore,
  now = new Date(),
): Promise<number> {
  let swept = 0;
  for (;;) {
    const expired = await db
      .selectFrom('media_uploads')
      .select(['id', 'size', 'part_size'])
      .where('expires_at', '<=', now.toISOString())
      .orderBy('expires_at')
      .limit(SWEEP_BATCH)
      .execute();
    for (const upload of expired) await discardUpload(db, blobs, upload);
    swept += expired.length;
    if (expired.length < SWEEP_BATCH) return swept;
  }
}
