import { defaultStoreSettings, type StoreSettings } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import { precompiled } from '#platform/db/precompiled';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

// Read on every cart, checkout and payment: built and compiled once (db/precompiled.ts).
const settingsQuery = precompiled<[string], { settings: string }>(1, (db, siteId) =>
  db.selectFrom('store_configs').select('settings').where('website_id', '=', siteId),
);

/** The site's store settings; the defaults (USD, imperial, no shipping or tax) until saved. */
export async function readStoreSettings(db: Db, siteId: string): Promise<StoreSettings> {
  const row = (await settingsQuery(db, siteId)).rows[0];
  return row ? { ...defaultStoreSettings(), ...JSON.parse(row.settings) } : defaultStoreSettings();
}

export async function saveStoreSettings(
  db: Kysely<DB>,
  siteId: string,
  settings: StoreSettings,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store_configs')
      .values({
        website_id: siteId,
        settings: JSON.stringify(settings),
        next_order_number: 1001,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('website_id').doUpdateSet({ settings: JSON.stringify(settings), updated_at: now }),
      )
      .execute();
    // The site context carries the measurement standard to every page (spec 001 §3).
    const site = await trx
      .selectFrom('websites')
      .select('store_settings')
      .where('id', '=', siteId)
      .executeTakeFirst();
    if (site) {
      const context = {
        ...JSON.parse(site.store_settings),
        measurementStandard: settings.measurementStandard,
      };
      await trx
        .updateTable('websites')
        .set((eb) => ({
          store_settings: JSON.stringify(context),
          render_generation: eb('render_generation', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', siteId)
        .execute();
    }
  });
}
