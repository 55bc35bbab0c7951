import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const findStyles = (db: Db, siteId: string) =>
  db.selectFrom('site_styles').selectAll().where('website_id', '=', siteId).executeTakeFirst();

/**
 * Saves the draft when it is still at `expected` (any revision when undefined); returns the new
 * revision, or null when another save got there first.
 */
export async function writeDraft(
  db: Db,
  siteId: string,
  draft: string,
  expected: number | undefined,
): Promise<number | null> {
  const now = new Date().toISOString();
  const current = await findStyles(db, siteId);
  if (!current) {
    if (expected !== undefined && expected !== 0) return null;
    const inserted = await db
      .insertInto('site_styles')
      .values({
        website_id: siteId,
        draft,
        draft_revision: 1,
        live: null,
        live_revision: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('website_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 1 : null;
  }
  const from = expected ?? current.draft_revision;
  const updated = await db
    .updateTable('site_styles')
    .set({ draft, draft_revision: from + 1, updated_at: now })
    .where('website_id', '=', siteId)
    .where('draft_revision', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? from + 1 : null;
}

/** Makes the draft what visitors see; returns the JSON now live, or null for a site with no styles. */
export async function publishDraft(db: Db, siteId: string): Promise<string | null> {
  const row = await findStyles(db, siteId);
  if (!row) return null;
  if (row.live_revision !== row.draft_revision || row.live !== row.draft) {
    await db
      .updateTable('site_styles')
      .set({ live: row.draft, live_revision: row.draft_revision })
      .where('website_id', '=', siteId)
      .execute();
  }
  return row.draft;
}

/** Puts styles back as both draft and live (restoring a past site version). */
export async function restoreStyles(db: Db, siteId: string, json: string): Promise<void> {
  const row = await findStyles(db, siteId);
  const now = new Date().toISOString();
  if (!row) {
    await db
      .insertInto('site_styles')
      .values({
        website_id: siteId,
        draft: json,
        draft_revision: 1,
        live: json,
        live_revision: 1,
        updated_at: now,
      })
      .execute();
    return;
  }
  const revision = row.draft_revision + 1;
  await db
    .updateTable('site_styles')
    .set({ draft: json, draft_revision: revision, live: json, live_revision: revision, updated_at: now })
    .where('website_id', '=', siteId)
    .execute();
}
