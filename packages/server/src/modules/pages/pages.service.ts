import { defaultStoreSelection, emptyDocument, newId, type PageDocument } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { CollectionsTable, DB } from '#platform/db/schema';
import { hashPassword } from '#platform/security/password';
import { lockSite } from '#platform/tenancy/render-generation';
import { PagesErrors } from './pages.errors';
import {
  HOME_SLUG,
  kindOf,
  type PageSummary,
  parseDocument,
  rowToPageSummary,
  rowToStorePage,
  type StorePage,
} from './pages.model';
import * as q from './pages.queries';
import { type CreatePage, type ReorderPages, STORE_SLUG, slugify, type UpdatePage } from './pages.schemas';

type Db = Kysely<DB> | Transaction<DB>;

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

async function mustFind(db: Db, siteId: string, pageId: string) {
  const row = await q.findPage(db, siteId, pageId);
  if (!row) throw PagesErrors.notFound();
  return row;
}

export async function listPages(db: Db, siteId: string): Promise<PageSummary[]> {
  const [rows, translated] = await Promise.all([
    q.listPages(db, siteId),
    db
      .selectFrom('page_translations')
      .select(['page_id', 'language', 'slug'])
      .where('website_id', '=', siteId)
      .where('slug', 'is not', null)
      .execute(),
  ]);
  const addresses = new Map<string, Record<string, string>>();
  for (const row of translated) {
    if (!row.slug) continue;
    addresses.set(row.page_id, { ...addresses.get(row.page_id), [row.language]: row.slug });
  }
  return rows.map((row) => {
    const summary = rowToPageSummary(row);
    const own = addresses.get(row.id);
    return own ? { ...summary, addresses: own } : summary;
  });
}

/**
 * The first of wanted, wanted-2, wanted-3, ... not among the site's slugs: one read of the slugs
 * that could clash (a site has at most a few hundred pages), not one query per candidate.
 */
async function freeSlug(db: Db, siteId: string, wanted: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom('collections')
        .select('slug')
        .where('website_id', '=', siteId)
        // Slugs are a-z, 0-9 and -: nothing in them is special to LIKE.
        .where((eb) => eb.or([eb('slug', '=', wanted), eb('slug', 'like', `${wanted}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/**
 * Inserts a page under a free slug made from its title. The unique key (website_id, slug) takes the
 * slug, so two pages made at once with one title both succeed: the one that lost reads the slugs
 * again and takes the next. Ends with a random suffix should the slugs keep moving.
 */
async function insertWithFreeSlug(db: Db, row: CollectionsTable, wanted: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = await freeSlug(db, row.website_id, wanted);
    if (await insertIfSlugFree(db, { ...row, slug })) return slug;
  }
  const slug = `${wanted}-${newId().slice(0, 6)}`;
  if (await insertIfSlugFree(db, { ...row, slug })) return slug;
  throw PagesErrors.slugTaken({ slug: 'Another page already uses this address.' });
}

/** False when the slug is taken (nothing inserted): the conflict is the unique key's, not an error. */
async function insertIfSlugFree(db: Db, row: CollectionsTable): Promise<boolean> {
  const result = await db
    .insertInto('collections')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'slug']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function createPage(
  db: Db,
  siteId: string,
  input: CreatePage,
  document: PageDocument = emptyDocument(),
): Promise<PageSummary> {
  const store = input.kind === 'store';
  const now = new Date().toISOString();
  const row: CollectionsTable = {
    id: newId(),
    website_id: siteId,
    collection_type: store
      ? q.STORE_COLLECTION_TYPE
      : input.kind === 'blog' || input.kind === 'events'
        ? q.BLOG_COLLECTION_TYPE
        : q.PAGE_COLLECTION_TYPE,
    page_type: q.PAGE_TYPE_PAGE,
    title: input.title,
    slug: input.slug ?? '',
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
    store_selection: store ? JSON.stringify(input.store ?? defaultStoreSelection()) : null,
    member_area_id:
      !store && input.kind !== 'blog' && 'memberAreaId' in input ? (input.memberAreaId ?? null) : null,
    // An Events page's entries are events (content item type 12, modules/events).
    ...(input.kind === 'events' ? { item_type: 12 } : {}),
  };
  if (input.slug === undefined) {
    row.slug = await insertWithFreeSlug(db, row, slugify(input.title, store ? 'store' : 'page'));
    return rowToPageSummary(row);
  }
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

/** The title of a copy, within a title's 200 characters. */
export const copyTitle = (title: string): string => `Copy of ${title}`.slice(0, 200);

/**
 * A new draft page holding another page's draft document: "Copy of …" at a free address (the
 * original's with -copy, -copy-2, ...), not linked from the menu until the owner puts it there. A
 * store page's copy lists the same products; a locked page's copy keeps the lock, so duplicating
 * never shows what the lock hides; the copy is never the not-found page. Counted against
 * `maxPages` under the site lock, as a new page is.
 */
export async function duplicatePage(
  db: Kysely<DB>,
  siteId: string,
  pageId: string,
  maxPages: number,
): Promise<PageSummary> {
  return db.transaction().execute(async (trx) => {
    await lockSite(trx, siteId);
    const source = await mustFind(trx, siteId, pageId);
    if ((await q.countPages(trx, siteId)) >= maxPages) {
      throw PagesErrors.tooManyPages(
        undefined,
        `This site has reached its limit of ${maxPages} pages. Delete a page to add another.`,
      );
    }
    const now = new Date().toISOString();
    const navigation = '_hidden';
    const row = {
      ...source,
      id: newId(),
      page_type: q.PAGE_TYPE_PAGE,
      title: copyTitle(source.title),
      slug: await freeSlug(trx, siteId, `${source.slug.slice(0, 90).replace(/-+$/, '')}-copy`),
      navigation,
      position: await q.nextPosition(trx, siteId, navigation),
      publication_status: q.STATUS_DRAFT,
      draft_revision: 1,
      published_version: null,
      published_revision: null,
      published_at: null,
      created_at: now,
      updated_at: now,
    };
    await q.insertPage(trx, row);
    return rowToPageSummary(row);
  });
}

export async function updatePage(
  db: Db,
  siteId: string,
  pageId: string,
  input: UpdatePage,
): Promise<PageSummary> {
  const row = await mustFind(db, siteId, pageId);
  const store = kindOf(row) === 'store';
  refuseForKind(store, input);
  const patch: Parameters<typeof q.updatePage>[3] = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.slug !== undefined && input.slug !== row.slug) {
    if (row.slug === HOME_SLUG)
      throw PagesErrors.lastHomePage({ slug: 'The home page keeps the address home.' });
    patch.slug = input.slug;
  }
  if (input.store !== undefined) patch.store_selection = JSON.stringify(input.store);
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
  if (input.memberAreaId !== undefined) {
    // The home page and the not-found page are where every visitor arrives.
    if (input.memberAreaId !== null && (row.slug === HOME_SLUG || row.page_type === q.PAGE_TYPE_NOT_FOUND))
      throw PagesErrors.invalidInput(
        { memberAreaId: 'The home page and the not-found page are open to every visitor.' },
        'Invalid input. memberAreaId: The home page and the not-found page are open to every visitor.',
      );
    patch.member_area_id = input.memberAreaId;
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

/** What only one kind of page has: a store page chooses products, a page of blocks may be locked. */
function refuseForKind(store: boolean, input: UpdatePage): void {
  const invalid = (field: string, message: string) =>
    PagesErrors.invalidInput({ [field]: message }, `Invalid input. ${field}: ${message}`);
  if (!store && input.slug === STORE_SLUG) throw invalid('slug', 'This address is reserved.');
  if (!store && input.store !== undefined)
    throw invalid('store', 'Only a store page chooses which products it shows.');
  // The store and its product pages are open to every visitor; a lock would hide nothing.
  if (store && typeof input.password === 'string')
    throw invalid('password', 'A store page cannot be locked with a password.');
  if (store && input.notFoundPage === true)
    throw invalid('notFoundPage', 'A store page cannot be the not-found page.');
  // Only pages of blocks go in member areas: the store and its products are for every visitor.
  if (store && typeof input.memberAreaId === 'string')
    throw invalid('memberAreaId', 'A store page is open to every visitor.');
}

/**
 * The store page at an address, for the storefront: published ones only, unless `preview` (an
 * owner looking at the site in the editor, who sees a new store page before it is published).
 */
export async function storePageAt(
  db: Db,
  siteId: string,
  slug: string,
  preview = false,
): Promise<StorePage | null> {
  const row = await q.findStorePage(db, siteId, slug);
  if (!row || (row.published_version === null && !preview)) return null;
  return rowToStorePage(row);
}

/** The site's published store pages, the first of the menu first. */
export async function publishedStorePages(db: Db, siteId: string): Promise<StorePage[]> {
  return (await q.publishedStorePages(db, siteId)).map(rowToStorePage);
}

/** A published store page by id (the visitor's product list of one collection). */
export async function publishedStorePageById(db: Db, siteId: string, id: string): Promise<StorePage | null> {
  const row = await q.findStorePageById(db, siteId, id);
  return row && row.published_version !== null ? rowToStorePage(row) : null;
}

/** Deletes a page; says whether visitors could see it (it was published). */
export async function deletePage(db: Db, siteId: string, pageId: string): Promise<{ wasPublished: boolean }> {
  const row = await mustFind(db, siteId, pageId);
  if (row.slug === HOME_SLUG) throw PagesErrors.lastHomePage();
  await q.deletePage(db, siteId, pageId);
  return { wasPublished: row.published_version !== null };
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
