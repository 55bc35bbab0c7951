import type { Kysely } from 'kysely';
import { repointProductImages } from '#modules/catalogue/catalogue.queries';
import { type MediaRow, replaceItemFile } from '#modules/media/media.queries';
import type { Ingested, MediaService } from '#modules/media/media.service';
import type { DB } from '#platform/db/schema';

/**
 * Replaces a library item's file. Pages refer to the item's id and follow at once; product
 * pictures name a derived file of it, so in the same transaction that stores the new file
 * (media) they are pointed at the new one (catalogue), before the old bytes may be purged. Then
 * the quota difference goes back, cached pages start a new generation and unused bytes go (media).
 */
export async function replaceMediaFile(
  db: Kysely<DB>,
  media: MediaService,
  siteId: string,
  row: MediaRow,
  uploadedName: string,
  file: Ingested,
): Promise<MediaRow> {
  await media.storeReplacement(siteId, row, uploadedName, file, (replacement) =>
    db.transaction().execute(async (trx) => {
      await replaceItemFile(trx, siteId, row.id, replacement);
      await repointProductImages(trx, siteId, row.id, row.hash, replacement.hash);
    }),
  );
  return media.finishReplacement(siteId, row, file);
}
