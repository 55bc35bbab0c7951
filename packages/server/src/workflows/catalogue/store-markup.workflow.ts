import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';

type Listener = (siteId: string) => void;

const listeners = new WeakMap<Kysely<DB>, Listener>();

/** Who hears, for one database handle, that a site's cached store pages went stale. */
export function listenForStoreMarkup(db: Kysely<DB>, listener: Listener): void {
  listeners.set(db, listener);
}

/**
 * A change that alters the store's markup (a product, a price, a variant's stock crossing zero):
 * the site's catalogue generation moves on, so its cached store and product pages and pages with a
 * Product block are never served again (other pages stay), and the site directory here and in the other processes learns the new generation.
 */
export async function storeMarkupChanged(db: Kysely<DB>, siteId: string): Promise<void> {
  await bumpRenderGeneration(db, siteId, undefined, 'catalogue');
  listeners.get(db)?.(siteId);
}

/** Tells this process's listener that a site's store pages went stale (the generation already moved on). */
export function storeMarkupNotify(db: Kysely<DB>, siteId: string): void {
  listeners.get(db)?.(siteId);
}
