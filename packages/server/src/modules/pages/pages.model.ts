import type { PageDocument } from '@atelier/domain';
import type { CollectionsTable } from '#platform/db/schema';

export interface PageSummary {
  id: string;
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
}

export const HOME_SLUG = 'home';
export const pagePath = (slug: string): string => (slug === HOME_SLUG ? '/' : `/${slug}`);

export function rowToPageSummary(row: CollectionsTable): PageSummary {
  return {
    id: row.id,
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
  };
}

export const parseDocument = (json: string): PageDocument => JSON.parse(json) as PageDocument;
