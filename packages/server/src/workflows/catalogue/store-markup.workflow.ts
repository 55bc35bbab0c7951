import type { Kysely } from 'kysely';
import { precompiledWithList } from '#platform/db/precompiled';
import type { DB } from '#platform/db/schema';

type Listener = (siteId: string) => void;

// Every checkout asks (db/precompiled.ts): compiled once.
const soldOutQuery = precompiledWithList<{ id: string }, number>((db, none, ids) =>
  db
    .selectFrom('product_variants')
    .select('id')
    .where('id', 'in', ids)
    .where('unlimited', '=', none)
    .where('qty_in_stock', '<=', none)
    .limit(1),
);
const listeners = new WeakMap<Kysely<DB>, Listener>();

/** Who hears, for one database handle, that a site's cached store pages went stale. */
export function listenForStoreMarkup(db: Kysely<DB>, listener: Listener): void {
  listeners.set(db, listener);
}

/**
 * A change that alters the store's markup (a product, a price, a variant's stock crossing zero):
 * the site's render generation moves on, so its cached store and product pages are never served
 * again, and the site directory here and in the other processes learns the new generation.
 */
export async function storeMarkupChanged(db: Kysely<DB>, siteId: string): Promise<void> {
  await db
    .updateTable('websites')
    .set((eb) => ({ render_generation: eb('render_generation', '+', 1) }))
    .where('id', '=', siteId)
    .execute();
  listeners.get(db)?.(siteId);
}

/** Tells this process's listener that a site's store pages went stale (the generation already moved on). */
export function storeMarkupNotify(db: Kysely<DB>, siteId: string): void {
  listeners.get(db)?.(siteId);
}

/** Whether any of these variants is now sold out (after stock was taken). */
export async function anySoldOut(db: Kysely<DB>, variantIds: string[]): Promise<boolean> {
  if (variantIds.length === 0) return false;
  return (await soldOutQuery(db, 0, variantIds)).rows.length > 0;
}
