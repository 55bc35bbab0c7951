import { type PageDocument, readStoreSelection, type StoreSelection } from '@atelier/domain';
import type { CollectionsTable } from '#platform/db/schema';

/**
 * What a page of the editor's list is: a page of blocks, or a store page (a collection of products,
 * spec 001 §3 collection type 13) that lists the store's products it chooses.
 */
export type PageKind = 'page' | 'store' | 'blog' | 'events';

export interface PageSummary {
  id: string;
  kind: PageKind;
  title: string;
  slug: string;
  path: string;
  navigation: string;
  position: number;
  pageType: number;
  publicationStatus: number;
  hasPassword: boolean;
  hasUnpublishedChanges: boolean;
  publishedVersion: number | null;
  updatedAt: string;
  /** A store page's choice of products; null for a page of blocks. */
  store: StoreSelection | null;
  /** The member area the page is in (modules/members): only its members see it. Null: everyone. */
  memberAreaId: string | null;
  /**
   * The page's published addresses in the site's other languages, by tag (`{ fr: 'a-propos' }`),
   * where its translation gives it one: the editor knows the page again at `/fr/a-propos`.
   */
  addresses?: Record<string, string>;
}

export const HOME_SLUG = 'home';
export const pagePath = (slug: string): string => (slug === HOME_SLUG ? '/' : `/${slug}`);

const STORE_COLLECTION_TYPE = 13;

const BLOG_COLLECTION_TYPE = 1; // collection type "generic": a blog (modules/blog)

/** Content item type event 12 (spec 001 §3): a generic collection of events is an Events page (modules/events). */
const EVENT_ITEM_TYPE = 12;

export const kindOf = (row: Pick<CollectionsTable, 'collection_type' | 'item_type'>): PageKind =>
  row.item_type === EVENT_ITEM_TYPE
    ? 'events'
    : row.collection_type === STORE_COLLECTION_TYPE
      ? 'store'
      : row.collection_type === BLOG_COLLECTION_TYPE
        ? 'blog'
        : 'page';

/** A stored choice of products (JSON), with a default for anything missing. */
export const parseStoreSelection = (json: string | null): StoreSelection =>
  readStoreSelection(json ? JSON.parse(json) : null);

export function rowToPageSummary(row: CollectionsTable): PageSummary {
  const kind = kindOf(row);
  return {
    id: row.id,
    kind,
    title: row.title,
    slug: row.slug,
    path: pagePath(row.slug),
    navigation: row.navigation,
    position: row.position,
    pageType: row.page_type,
    publicationStatus: row.publication_status,
    hasPassword: row.password_hash !== null,
    hasUnpublishedChanges: row.published_revision !== row.draft_revision,
    publishedVersion: row.published_version,
    updatedAt: row.updated_at,
    store: kind === 'store' ? parseStoreSelection(row.store_selection) : null,
    memberAreaId: row.member_area_id ?? null,
  };
}

/** A store page as the storefront serves it. */
export interface StorePage {
  id: string;
  title: string;
  slug: string;
  path: string;
  published: boolean;
  selection: StoreSelection;
}

export const rowToStorePage = (row: {
  id: string;
  title: string;
  slug: string;
  published_version: number | null;
  store_selection: string | null;
}): StorePage => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  path: pagePath(row.slug),
  published: row.published_version !== null,
  selection: parseStoreSelection(row.store_selection),
});

export const parseDocument = (json: string): PageDocument => JSON.parse(json) as PageDocument;
