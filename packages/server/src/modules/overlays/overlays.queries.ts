import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredOverlays {
  announcementBar: unknown;
  popupOverlay: unknown;
}

const parse = (json: string | undefined): unknown => {
  try {
    return json ? JSON.parse(json) : {};
  } catch {
    return {};
  }
};

/** The site's stored settings as written; `{}` each for a site that never set them. */
export async function storedOverlays(db: Db, siteId: string): Promise<StoredOverlays> {
  const row = await db
    .selectFrom('site_overlays')
    .select(['announcement_bar', 'popup_overlay'])
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  return { announcementBar: parse(row?.announcement_bar), popupOverlay: parse(row?.popup_overlay) };
}

/** Writes one of the two (the other keeps its value): a row is made the first time. */
export async function storeOverlay(
  db: Db,
  siteId: string,
  column: 'announcement_bar' | 'popup_overlay',
  settings: object,
  now: string,
): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto('site_overlays')
    .values({
      website_id: siteId,
      announcement_bar: column === 'announcement_bar' ? json : '{}',
      popup_overlay: column === 'popup_overlay' ? json : '{}',
      updated_at: now,
    })
    .onConflict((oc) => oc.column('website_id').doUpdateSet({ [column]: json, updated_at: now }))
    .execute();
}
