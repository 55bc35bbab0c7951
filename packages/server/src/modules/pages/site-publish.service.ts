import { documentText } from '@atelier/site';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { clearPageLanguages, writePageLanguages } from './page-translations.queries';
import { PagesErrors } from './pages.errors';
import { pagePath, parseDocument } from './pages.model';
import * as q from './pages.queries';
import {
  liveSnapshot,
  needsPublishing,
  type PublishReview,
  reviewChanges,
  type SiteSnapshot,
} from './site-snapshot';
import * as v from './site-versions.queries';

type Trx = Transaction<DB>;

export interface SiteVersionSummary {
  number: number;
  publishedAt: string;
  note: string;
  pages: number;
}

const parseSnapshot = (json: string): SiteSnapshot => JSON.parse(json) as SiteSnapshot;

/**
 * What other features publish together with the pages (the site's styles): made live in the same
 * transaction, kept in each site version under `parts`, and put back when a version is restored.
 */
export interface SiteParts {
  /** Makes the drafts live; returns what is live now, by part name. */
  publish(trx: Trx, siteId: string): Promise<Record<string, unknown>>;
  /** What is live now, without publishing anything (one page was published). */
  live(trx: Trx, siteId: string): Promise<Record<string, unknown>>;
  /** Puts a version's parts back; parts the version does not hold stay as they are. */
  restore(trx: Trx, siteId: string, parts: Record<string, unknown>): Promise<void>;
}

export async function reviewSitePublish(db: Kysely<DB>, siteId: string): Promise<PublishReview> {
  const [rows, last] = await Promise.all([
    v.pagesWithLiveVersion(db, siteId),
    v.latestSiteVersion(db, siteId),
  ]);
  return reviewChanges(rows, last ? parseSnapshot(last.snapshot) : null);
}

/**
 * Whether publishing this page changes what other pages show: a page going live for the first time
 * (the menu, links to it) or a new title (the menu). A change of content alone reaches the page
 * itself only: its published version moves on, which its cached copies compare.
 */
const reachesEveryPage = (row: v.PageWithLiveVersion): boolean =>
  row.published_version === null || row.live_title !== row.title;

/**
 * Freezes one page's draft as its next live version, inside the caller's transaction. True when its
 * title or address in another language changed, which every page's menu shows.
 */
async function publishRow(trx: Trx, siteId: string, row: v.PageWithLiveVersion, now: string) {
  const version = (row.published_version ?? 0) + 1;
  await q.insertVersion(trx, {
    pageId: row.id,
    version,
    title: row.title,
    document: row.draft_document,
    text: documentText(parseDocument(row.draft_document)),
    publishedAt: now,
  });
  await q.updatePage(trx, siteId, row.id, {
    published_version: version,
    published_revision: row.draft_revision,
    published_at: now,
    publication_status: q.STATUS_PUBLISHED,
  });
  return writePageLanguages(trx, siteId, row.id, row.draft_document);
}

/** Records what is live now as the site's next version, keeping the newest few. */
async function recordVersion(
  trx: Trx,
  siteId: string,
  accountId: string | null,
  note: string,
  now: string,
  parts: Record<string, unknown> = {},
) {
  const snapshot: SiteSnapshot = { ...liveSnapshot(await v.pagesWithLiveVersion(trx, siteId)), parts };
  const last = await v.latestSiteVersion(trx, siteId);
  const number = (last?.number ?? 0) + 1;
  await v.insertSiteVersion(trx, {
    website_id: siteId,
    number,
    published_at: now,
    published_by: accountId,
    note,
    snapshot: JSON.stringify(snapshot),
  });
  return number;
}

/** Publishes every page whose draft differs from what visitors see, in one transaction. */
export async function publishSite(
  db: Kysely<DB>,
  siteId: string,
  accountId: string | null,
  note = 'Whole site',
  parts?: SiteParts,
) {
  return db.transaction().execute(async (trx) => {
    await v.lockSiteForPublish(trx, siteId);
    const now = new Date().toISOString();
    const rows = await v.pagesWithLiveVersion(trx, siteId);
    const due = rows.filter(needsPublishing);
    let languagesChanged = false;
    for (const row of due) languagesChanged = (await publishRow(trx, siteId, row, now)) || languagesChanged;
    const before = parts ? JSON.stringify(await parts.live(trx, siteId)) : '';
    const live = parts ? await parts.publish(trx, siteId) : {};
    if (languagesChanged || due.some(reachesEveryPage) || (parts && JSON.stringify(live) !== before))
      await v.shellChanged(trx, siteId);
    const version = await recordVersion(trx, siteId, accountId, note, now, live);
    return {
      version,
      published: due.map((row) => ({ id: row.id, title: row.title, path: pagePath(row.slug) })),
    };
  });
}

/**
 * Publishes the given pages, already live, as one version of the site (the demo's languages step,
 * which changes every page at once: one publish a page would fill the history a newcomer reads).
 */
export async function publishLivePages(
  db: Kysely<DB>,
  siteId: string,
  pageIds: readonly string[],
  accountId: string | null,
  note: string,
) {
  return db.transaction().execute(async (trx) => {
    await v.lockSiteForPublish(trx, siteId);
    const now = new Date().toISOString();
    const wanted = new Set(pageIds);
    const due = (await v.pagesWithLiveVersion(trx, siteId)).filter(
      (row) => wanted.has(row.id) && row.published_version !== null,
    );
    let languagesChanged = false;
    for (const row of due) languagesChanged = (await publishRow(trx, siteId, row, now)) || languagesChanged;
    if (languagesChanged || due.some(reachesEveryPage)) await v.shellChanged(trx, siteId);
    return recordVersion(trx, siteId, accountId, note, now, {});
  });
}

/** Publishes one page only; the rest of the site stays as visitors see it. */
export async function publishOnePage(
  db: Kysely<DB>,
  siteId: string,
  pageId: string,
  accountId: string | null,
  parts?: SiteParts,
) {
  return db.transaction().execute(async (trx) => {
    await v.lockSiteForPublish(trx, siteId);
    const now = new Date().toISOString();
    const row = (await v.pagesWithLiveVersion(trx, siteId)).find((r) => r.id === pageId);
    if (!row) throw PagesErrors.notFound();
    const languagesChanged = await publishRow(trx, siteId, row, now);
    if (languagesChanged || reachesEveryPage(row)) await v.shellChanged(trx, siteId);
    const live = parts ? await parts.live(trx, siteId) : {};
    const version = await recordVersion(trx, siteId, accountId, `Page: ${row.title}`, now, live);
    return {
      publishedVersion: (row.published_version ?? 0) + 1,
      siteVersion: version,
      url: pagePath(row.slug),
    };
  });
}

export async function listVersions(db: Kysely<DB>, siteId: string): Promise<SiteVersionSummary[]> {
  const rows = await db
    .selectFrom('site_versions')
    .select(['number', 'published_at', 'note', 'snapshot'])
    .where('website_id', '=', siteId)
    .orderBy('number', 'desc')
    .execute();
  return rows.map((row) => ({
    number: row.number,
    publishedAt: row.published_at,
    note: row.note,
    pages: parseSnapshot(row.snapshot).pages.length,
  }));
}

export async function readVersion(db: Kysely<DB>, siteId: string, number: number) {
  const row = await v.findSiteVersion(db, siteId, number);
  if (!row) throw PagesErrors.versionNotFound();
  const snapshot = parseSnapshot(row.snapshot);
  return {
    number: row.number,
    publishedAt: row.published_at,
    note: row.note,
    pages: snapshot.pages.map((p) => ({
      id: p.id,
      title: p.title,
      path: pagePath(p.slug),
      navigation: p.navigation,
      position: p.position,
      locked: p.passwordHash !== null,
      document: p.document,
    })),
  };
}

/**
 * Makes a past version live again: its pages come back with their content, titles, addresses and
 * menu places (deleted ones are recreated), and pages it did not have go offline as drafts, so no
 * content is lost. The result is published as a new version, so the restore can itself be undone.
 */
export async function restoreVersion(
  db: Kysely<DB>,
  siteId: string,
  number: number,
  accountId: string | null,
  parts?: SiteParts,
) {
  const found = await v.findSiteVersion(db, siteId, number);
  if (!found) throw PagesErrors.versionNotFound();
  const snapshot = parseSnapshot(found.snapshot);
  await db.transaction().execute(async (trx) => {
    await v.lockSiteForPublish(trx, siteId);
    const now = new Date().toISOString();
    const rows = await v.pagesWithLiveVersion(trx, siteId);
    const kept = new Set(snapshot.pages.map((p) => p.id));
    for (const row of rows) {
      if (kept.has(row.id)) continue;
      await q.updatePage(trx, siteId, row.id, {
        published_version: null,
        published_revision: null,
        published_at: null,
        publication_status: q.STATUS_DRAFT,
      });
      await clearPageLanguages(trx, row.id);
    }
    // Addresses are freed first, so pages that swapped addresses since can take theirs back.
    for (const page of snapshot.pages) {
      if (rows.some((r) => r.id === page.id)) {
        await q.updatePage(trx, siteId, page.id, { slug: `restoring-${page.id}` });
      }
    }
    for (const page of snapshot.pages) {
      const holder = await q.findPageBySlug(trx, siteId, page.slug);
      const slug = holder && holder.id !== page.id ? `${page.slug}-${page.id.slice(0, 6)}` : page.slug;
      const existing = rows.find((r) => r.id === page.id);
      const document = JSON.stringify(page.document);
      if (existing) {
        await q.updatePage(trx, siteId, page.id, {
          title: page.title,
          slug,
          navigation: page.navigation,
          position: page.position,
          password_hash: page.passwordHash,
          draft_document: document,
          draft_revision: existing.draft_revision + 1,
          ...(page.storeSelection !== undefined ? { store_selection: page.storeSelection } : {}),
        });
      } else {
        await q.insertPage(trx, {
          id: page.id,
          website_id: siteId,
          collection_type: page.collectionType ?? q.PAGE_COLLECTION_TYPE,
          page_type: q.PAGE_TYPE_PAGE,
          title: page.title,
          slug,
          navigation: page.navigation,
          position: page.position,
          publication_status: q.STATUS_DRAFT,
          password_hash: page.passwordHash,
          draft_document: document,
          draft_revision: 1,
          published_version: null,
          published_revision: null,
          published_at: null,
          created_at: now,
          updated_at: now,
          store_selection: page.storeSelection ?? null,
        });
      }
    }
    for (const row of (await v.pagesWithLiveVersion(trx, siteId)).filter((r) => kept.has(r.id))) {
      if (needsPublishing(row)) await publishRow(trx, siteId, row, now);
    }
    if (parts) await parts.restore(trx, siteId, snapshot.parts ?? {});
    // Titles, addresses, menu places and the look may all come back: every page is stale.
    await v.shellChanged(trx, siteId);
    const live = parts ? await parts.live(trx, siteId) : {};
    await recordVersion(trx, siteId, accountId, `Restored version ${number}`, now, live);
  });
  return listVersions(db, siteId);
}
