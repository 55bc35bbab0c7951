import { BlockType, type PageDocument } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { PagesErrors } from './pages.errors';
import { BLOG_COLLECTION_TYPE } from './pages.queries';

type Db = Kysely<DB> | Transaction<DB>;

/** Content item type event 12 (spec 001 §3): a generic collection of events is an Events page. */
const EVENT_ITEM_TYPE = 12;
const MESSAGE = 'Choose an Events page of this site.';

/**
 * Refuses a draft whose Calendar block (type 26) names a page that is not an Events page of this
 * site (another site's, a plain page, a deleted one), with a 400 naming the block's `pageId`. A
 * block with no page chosen yet is allowed: it shows nothing until one is.
 */
export async function checkCalendarPages(db: Db, siteId: string, document: PageDocument): Promise<void> {
  const named: { field: string; pageId: string }[] = [];
  document.sections.forEach((section, s) => {
    section.blocks.forEach((block, b) => {
      const pageId = block.settings.pageId;
      if (block.type !== BlockType.calendar || typeof pageId !== 'string' || pageId === '') return;
      named.push({ field: `document.sections.${s}.blocks.${b}.settings.pageId`, pageId });
    });
  });
  if (named.length === 0) return;
  const found = new Set(
    (
      await db
        .selectFrom('collections')
        .select('id')
        .where('website_id', '=', siteId)
        .where('collection_type', '=', BLOG_COLLECTION_TYPE)
        .where('item_type', '=', EVENT_ITEM_TYPE)
        .where(
          'id',
          'in',
          named.map((entry) => entry.pageId),
        )
        .execute()
    ).map((row) => row.id),
  );
  const fields = Object.fromEntries(
    named.filter((entry) => !found.has(entry.pageId)).map((entry) => [entry.field, MESSAGE]),
  );
  const bad = Object.keys(fields);
  if (bad.length > 0)
    throw PagesErrors.invalidInput(fields, `Invalid input. ${bad.map((f) => `${f}: ${MESSAGE}`).join('; ')}`);
}
