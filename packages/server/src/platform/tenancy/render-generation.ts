import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Moves a site's render generation on. The HTML cache keys every page by it, so nothing cached
 * before is served again. `changedAt` also dates the change as the site's last edit
 * (`websites.updated_at`); a change nobody made in the editor (a product going live, stock crossing
 * zero, a media file replaced) leaves that date alone. Callers tell the site directory
 * (`app.sites.invalidate`) once their transaction committed.
 */
export async function bumpRenderGeneration(db: Db, siteId: string, changedAt?: string): Promise<void> {
  if (changedAt === undefined) {
    await db
      .updateTable('websites')
      .set((eb) => ({ render_generation: eb('render_generation', '+', 1) }))
      .where('id', '=', siteId)
      .execute();
    return;
  }
  await db
    .updateTable('websites')
    .set((eb) => ({ render_generation: eb('render_generation', '+', 1), updated_at: changedAt }))
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
