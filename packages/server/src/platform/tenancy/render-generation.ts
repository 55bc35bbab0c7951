import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Which cached pages a change reaches:
 * - `site`: what every page shows alike (styles, menu, header and footer, search defaults, the
 *   cookie banner, a page's title or address, a page added or removed): every page of the site;
 * - `catalogue`: the store's markup (a product, a price, stock crossing zero): the pages that show
 *   products (store pages, product pages, pages with a Product block);
 * - `pages`: published content of some pages, whose own published versions moved on with it: those
 *   pages only (the site directory reads each page's version, see pageStamp in render/).
 * Every reach moves `render_generation` on, which what is kept per site as a whole keys on (forms
 * of published pages, public media, the public products list).
 */
export type RenderReach = 'site' | 'catalogue' | 'pages';

/**
 * Moves a site's render generations on for a change of the given reach, so no page it alters is
 * served from the cache again. `changedAt` also dates the change as the site's last edit
 * (`websites.updated_at`); a change nobody made in the editor (a product going live, stock crossing
 * zero, a media file replaced) leaves that date alone. Callers tell the site directory
 * (`app.sites.invalidate`) once their transaction committed.
 */
export async function bumpRenderGeneration(
  db: Db,
  siteId: string,
  changedAt?: string,
  reach: RenderReach = 'site',
): Promise<void> {
  // Each column named (table-ownership.test.ts reads them); updated_at keeps its value when not given.
  await db
    .updateTable('websites')
    .set((eb) => ({
      render_generation: eb('render_generation', '+', 1),
      shell_generation: eb('shell_generation', '+', reach === 'site' ? 1 : 0),
      catalogue_generation: eb('catalogue_generation', '+', reach === 'catalogue' ? 1 : 0),
      updated_at: changedAt ?? eb.ref('updated_at'),
    }))
    .where('id', '=', siteId)
    .execute();
}

/**
 * Holds the site's row until the transaction ends: a no-op update locks it on PostgreSQL and takes
 * SQLite's single write lock, so checks of a site's totals (pages per site) run one after another.
 */
export const lockSite = (db: Db, siteId: string) =>
  db
    .updateTable('websites')
    .set((eb) => ({ render_generation: eb.ref('render_generation') }))
    .where('id', '=', siteId)
    .execute();
