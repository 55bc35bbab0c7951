import { emptyDocument, newId, type PageDocument } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { hashPassword } from '#platform/security/password';
import { lockSite } from '#platform/tenancy/render-generation';
import { PagesErrors } from './pages.errors';
import { HOME_SLUG, type PageSummary, parseDocument, rowToPageSummary } from './pages.model';
import * as q from './pages.queries';
import { type CreatePage, type ReorderPages, slugify, type UpdatePage } from './pages.schemas';

type Db = Kysely<DB> | Transaction<DB>;

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

async function mustFind(db: Db, siteId: string, pageId: string) {
  const row = await q.findPage(db, siteId, pageId);
  if (!row) throw PagesErrors.notFound();
  return row;
}

export async function listPages(db: Db, siteId: string): Promise<PageSummary[]> {
  return (await q.listPages(db, siteId)).map(rowToPageSummary);
}

/** A free slug: the wanted one, else the wanted one with -2, -3, ... */
async function freeSlug(db: Db, siteId: string, wanted: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await q.findPageBySlug(db, siteId, slug))) return slug;
  }
  return `${wanted}-${newId().slice(0, 6)}`;
}

export async function createPage(
  db: Db,
  siteId: string,
  input: CreatePage,
  document: PageDocument = emptyDocument(),
): Promise<PageSummary> {
  const slug = input.slug ?? (await freeSlug(db, siteId, slugify(input.title)));
  const now = new Date().toISOString();
  const row = {
    id: newId(),
    website_id: siteId,
    collection_type: q.PAGE_COLLECTION_TYPE,
    page_type: q.PAGE_TYPE_PAGE,
    title: input.title,
    slug,
    navigation: input.navigation,
    position: await q.nextPosition(db, siteId, input.navigation),
    publication_status: q.STATUS_DRAFT,
    password_hash: null,
    draft_document: JSON.stringify(document),
    draft_revision: 1,
    published_version: null,
    published_revision: null,
    published_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await q.insertPage(db, row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw PagesErrors.slugTaken({ slug: 'Another page already uses this address.' });
    throw error;
  }
  return rowToPageSummary(row);
}

/** Creates a page unless the site already holds `maxPages`; parallel requests are counted in turn. */
export async function createPageWithinLimit(
  db: Kysely<DB>,
  siteId: string,
  input: CreatePage,
  maxPages: number,
): Promise<PageSummary> {
  return db.transaction().execute(async (trx) => {
    await lockSite(trx, siteId);
    if ((await q.countPages(trx, siteId)) >= maxPages) {
      throw PagesErrors.tooManyPages(
        undefined,
        `This site has reached its limit of ${maxPages} pages. Delete a page to add another.`,
      );
    }
    return createPage(trx, siteId, input);
  });
}

export async function updatePage(
  db: Db,
  siteId: string,
  pageId: string,
  input: UpdatePage,
): Promise<PageSummary> {
  const row = await mustFind(db, siteId, pageId);
  const patch: Parameters<typeof q.updatePage>[3] = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.slug !== undefined && input.slug !== row.slug) {
    if (row.slug === HOME_SLUG)
      throw PagesErrors.lastHomePage({ slug: 'The home page keeps the address home.' });
    patch.slug = input.slug;
  }
  if (input.navigation !== undefined && input.navigation !== row.navigation) {
    patch.navigation = input.navigation;
    patch.position = await q.nextPosition(db, siteId, input.navigation);
  }
  if (input.notFoundPage === true) {
    if (row.slug === HOME_SLUG)
      throw PagesErrors.homeNotFoundPage({ notFoundPage: 'The home page cannot be the not-found page.' });
    await q.clearNotFoundPage(db, siteId);
    patch.page_type = q.PAGE_TYPE_NOT_FOUND;
    // Visitors meet it only at wrong addresses, never in the menu.
    if ((patch.navigation ?? row.navigation) === 'main') {
      patch.navigation = '_hidden';
      patch.position = await q.nextPosition(db, siteId, '_hidden');
    }
  } else if (input.notFoundPage === false && row.page_type === q.PAGE_TYPE_NOT_FOUND) {
    patch.page_type = q.PAGE_TYPE_PAGE;
  }
  if (input.password !== undefined)
    patch.password_hash = input.password === null ? null : await hashPassword(input.password);
  try {
    await q.updatePage(db, siteId, pageId, patch);
  } catch (error) {
    if (isUniqueViolation(error))
      throw PagesErrors.slugTaken({ slug: 'Another page already uses this address.' });
    throw error;
  }
  if (patch.slug && row.published_version !== null)
    await q.recordMove(db, siteId, pageId, row.slug, patch.slug);
  return rowToPageSummary(await mustFind(db, siteId, pageId));
}

export async function deletePage(db: Db, siteId: string, pageId: string): Promise<void> {
  const row = await mustFind(db, siteId, pageId);
  if (row.slug === HOME_SLUG) throw PagesErrors.lastHomePage();
  await q.deletePage(db, siteId, pageId);
}

/**
 * The pages of one navigation as they are, with their places, when the owner's new order lists
 * exactly those pages; refuses any other list. Numbering them (with the menu's links, in the main
 * navigation) is workflows/navigation/menu-order.workflow.ts.
 */
export async function checkPageOrder(
  db: Db,
  siteId: string,
  input: ReorderPages,
): Promise<{ id: string; position: number }[]> {
  const current = (await q.listPages(db, siteId)).filter((p) => p.navigation === input.navigation);
  const wanted = new Set(input.ids);
  if (
    wanted.size !== input.ids.length ||
    wanted.size !== current.length ||
    current.some((p) => !wanted.has(p.id))
  ) {
    throw PagesErrors.badOrder();
  }
  return current.map((p) => ({ id: p.id, position: p.position }));
}

export async function readDraft(db: Db, siteId: string, pageId: string) {
  const row = await mustFind(db, siteId, pageId);
  return { pageId, document: parseDocument(row.draft_document), revision: row.draft_revision };
}

export async function saveDraft(
  db: Db,
  siteId: string,
  pageId: string,
  document: PageDocument,
  revision: number,
) {
  await mustFind(db, siteId, pageId);
  if (!(await q.saveDraft(db, siteId, pageId, JSON.stringify(document), revision)))
    throw PagesErrors.staleRevision();
  return { revision: revision + 1 };
}
