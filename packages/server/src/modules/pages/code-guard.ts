import { addedOrChangedCode, can, codeBlocksOf, type PageDocument } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { PagesErrors } from './pages.errors';
import { parseDocument } from './pages.model';
import * as q from './pages.queries';

/** What the owner reads when a save is refused (403), in the editor and in the answer. */
export const CODE_FORBIDDEN_MESSAGE =
  'Only an admin can add a Code block or change its HTML: a script on the site’s pages acts for the site. You can still move or remove it, and change everything else on the page.';

/** The page's published document, or null before its first publish. */
async function publishedDocument(
  db: Kysely<DB>,
  siteId: string,
  pageId: string,
): Promise<PageDocument | null> {
  const row = await db
    .selectFrom('collections')
    .innerJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select('page_versions.document')
    .where('collections.website_id', '=', siteId)
    .where('collections.id', '=', pageId)
    .executeTakeFirst();
  return row ? parseDocument(row.document) : null;
}

/**
 * Refuses (403) a draft that adds a Code block or changes a Code block's HTML when the role lacks
 * the `code` permission. A Code block as the page's draft holds it, or as its published version
 * does (a block removed, then put back by undo), is no change: moving it, removing it, changing its
 * title or height or anything else on the page needs `pages` only. A page that does not exist is
 * left to the save to answer.
 */
export async function checkCodeChanges(
  db: Kysely<DB>,
  siteId: string,
  pageId: string,
  /** The role of whoever saves, asked only when the document holds a Code block. */
  role: () => Promise<number | null>,
  document: PageDocument,
): Promise<void> {
  if (codeBlocksOf(document).size === 0 || can(await role(), 'code')) return;
  const page = await q.findPage(db, siteId, pageId);
  if (!page) return;
  const draft = parseDocument(page.draft_document);
  if (addedOrChangedCode(document, draft).length === 0) return;
  if (addedOrChangedCode(document, draft, await publishedDocument(db, siteId, pageId)).length === 0) return;
  throw PagesErrors.codeForbidden({ document: CODE_FORBIDDEN_MESSAGE }, CODE_FORBIDDEN_MESSAGE);
}
