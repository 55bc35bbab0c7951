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

/**
 * Stores the store's settings (the first save makes the site's row, which also numbers its
 * orders). The site context's copy of the measurement standard is kept in step by
 * workflows/catalogue/store-settings.workflow.ts.
 */
export async function upsertStoreSettings(db: Db, siteId: string, settings: StoreSettings, now: string) {
  await db
    .insertInto('store_configs')
    .values({
      website_id: siteId,
      settings: JSON.stringify(settings),
      next_order_number: FIRST_ORDER_NUMBER,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet({ settings: JSON.stringify(settings), updated_at: now }),
    )
    .execute();
}

const FIRST_ORDER_NUMBER = 1001;

// Every checkout takes a number (db/precompiled.ts): compiled once.
const orderNumberQuery = precompiled<[string], { next_order_number: number }>(1, (db, siteId) =>
  db
    .updateTable('store_configs')
    .set((eb) => ({ next_order_number: eb('next_order_number', '+', 1) }))
    .where('website_id', '=', siteId)
    .returning('next_order_number'),
);

/** The next order number of the site, taken under the row's lock so two orders never share one. */
export async function nextOrderNumber(db: Db, siteId: string): Promise<number> {
  const take = async () => (await orderNumberQuery(db, siteId)).rows[0];
  // The row exists once a store has settings or an order: the insert is for a site's first order.
  let row = await take();
  if (!row) {
    await db
      .insertInto('store_configs')
      .values({
        website_id: siteId,
        settings: JSON.stringify(defaultStoreSettings()),
        next_order_number: FIRST_ORDER_NUMBER,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('website_id').doNothing())
      .execute();
    row = await take();
  }
  if (!row) throw new Error(`no store settings row for site ${siteId}`);
  return row.next_order_number - 1;
}
