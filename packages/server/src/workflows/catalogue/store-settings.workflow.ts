import type { StoreSettings } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { upsertStoreSettings } from '#modules/catalogue/store-settings.service';
import { setContextMeasurementStandard } from '#modules/sites/sites.queries';
import type { DB } from '#platform/db/schema';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';

/**
 * Saves the store's settings (catalogue) and, in the same transaction, the measurement standard
 * the site context carries to every page (sites, spec 001 §3), with a new render generation.
 */
export async function saveStoreSettings(
  db: Kysely<DB>,
  siteId: string,
  settings: StoreSettings,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await upsertStoreSettings(trx, siteId, settings, now);
    if (await setContextMeasurementStandard(trx, siteId, settings.measurementStandard))
      await bumpRenderGeneration(trx, siteId, now);
  });
}
