import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB, MediaUploadsTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A refusal inside a transaction, so that its earlier steps are undone. */
class NoRoom extends Error {}

/** A site's row, made on first use from the items it already has. */
async function ensureRow(db: Db, siteId: string): Promise<void> {
  await sql`insert into media_usage (website_id, used_bytes)
    select cast(${siteId} as text), coalesce(sum(size), 0) from media_items where website_id = ${siteId}
    on conflict (website_id) do nothing`.execute(db);
}

/**
 * Takes an unfinished upload's reservation off it: only one caller gets it (a conditional update
 * checked by its affected rows), however many cancel, complete or sweep it at once. 0 when none.
 */
async function takeReservation(trx: Db, uploadId: string): Promise<{ siteId: string; bytes: number }> {
  const row = await trx
    .selectFrom('media_uploads')
    .select(['website_id', 'reserved_bytes'])
    .where('id', '=', uploadId)
    .executeTakeFirst();
  const bytes = Number(row?.reserved_bytes ?? 0);
  if (!row || bytes <= 0) return { siteId: row?.website_id ?? '', bytes: 0 };
  const taken = await trx
    .updateTable('media_uploads')
    .set({ reserved_bytes: 0 })
    .where('id', '=', uploadId)
    .where('reserved_bytes', '=', bytes)
    .executeTakeFirst();
  return { siteId: row.website_id, bytes: Number(taken.numUpdatedRows) === 1 ? bytes : 0 };
}

/** Gives an unfinished upload's reservation back to its site (cancel, expiry, a failed completion). */
export async function releaseUploadReservation(db: Kysely<DB>, uploadId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { siteId, bytes } = await takeReservation(trx, uploadId);
    if (bytes <= 0) return;
    await trx
      .updateTable('media_usage')
      .set((eb) => ({ reserved_bytes: eb('reserved_bytes', '-', bytes) }))
      .where('website_id', '=', siteId)
      .execute();
  });
}

/**
 * A site's media storage against its quota, kept in one row per site (media_usage): the bytes its
 * files hold, and the bytes its unfinished resumable uploads reserved when they started. Both are
 * taken with a conditional update checked by its affected rows, whose WHERE counts used + reserved,
 * so uploads starting or finishing at the same moment, on any number of server processes, cannot
 * together pass the quota; a reservation whose file is not stored after all is released.
 */
export function mediaQuota(db: Kysely<DB>, quotaBytes: number) {
  const fits = (bytes: number, freed = 0) =>
    sql<boolean>`used_bytes + reserved_bytes - ${freed} + ${bytes} <= ${quotaBytes}`;

  /** Bytes the site's files hold, and bytes its unfinished uploads reserved. */
  async function usage(siteId: string): Promise<{ used: number; reserved: number }> {
    await ensureRow(db, siteId);
    const row = await db
      .selectFrom('media_usage')
      .select(['used_bytes', 'reserved_bytes'])
      .where('website_id', '=', siteId)
      .executeTakeFirst();
    return { used: Number(row?.used_bytes ?? 0), reserved: Number(row?.reserved_bytes ?? 0) };
  }

  return {
    /**
     * Takes `bytes` of the quota for a file being stored; false, with nothing taken, when they do not
     * fit. `fromUpload` names the resumable upload the file comes from: its reservation becomes the
     * file's bytes in the same statement, so the room it held cannot be taken in between.
     */
    async reserve(siteId: string, bytes: number, fromUpload?: string): Promise<boolean> {
      if (!fromUpload && bytes <= 0) return true;
      await ensureRow(db, siteId);
      if (!fromUpload) {
        const result = await db
          .updateTable('media_usage')
          .set((eb) => ({ used_bytes: eb('used_bytes', '+', bytes) }))
          .where('website_id', '=', siteId)
          .where(fits(bytes))
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      }
      const taking = Math.max(0, bytes);
      try {
        await db.transaction().execute(async (trx) => {
          const held = await takeReservation(trx, fromUpload);
          const result = await trx
            .updateTable('media_usage')
            .set((eb) => ({
              used_bytes: eb('used_bytes', '+', taking),
              reserved_bytes: eb('reserved_bytes', '-', held.bytes),
            }))
            .where('website_id', '=', siteId)
            .where(fits(taking, held.bytes))
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) throw new NoRoom();
        });
        return true;
      } catch (error) {
        if (error instanceof NoRoom) return false;
        throw error;
      }
    },

    /**
     * Starts a resumable upload holding `bytes` of the quota: the reservation and the upload's row
     * are written together, or neither when the bytes do not fit (false).
     */
    async startUpload(upload: Omit<MediaUploadsTable, 'reserved_bytes'>, bytes: number): Promise<boolean> {
      await ensureRow(db, upload.website_id);
      const reserved = Math.max(0, bytes);
      try {
        await db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('media_usage')
            .set((eb) => ({ reserved_bytes: eb('reserved_bytes', '+', reserved) }))
            .where('website_id', '=', upload.website_id)
            .where(fits(reserved))
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) throw new NoRoom();
          await trx
            .insertInto('media_uploads')
            .values({ ...upload, reserved_bytes: reserved })
            .execute();
        });
        return true;
      } catch (error) {
        if (error instanceof NoRoom) return false;
        throw error;
      }
    },

    /** Gives bytes back: a failed store, a deleted item, a smaller replacement. */
    async release(siteId: string, bytes: number): Promise<void> {
      if (bytes <= 0) return;
      await db
        .updateTable('media_usage')
        .set((eb) => ({ used_bytes: eb('used_bytes', '-', bytes) }))
        .where('website_id', '=', siteId)
        .execute();
    },

    /** Bytes the site's files hold. */
    used: async (siteId: string): Promise<number> => (await usage(siteId)).used,

    usage,
  };
}

export type MediaQuota = ReturnType<typeof mediaQuota>;
