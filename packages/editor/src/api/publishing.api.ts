import type { StyleGroup } from '@atelier/domain';
import type {
  MenuChange,
  MenuReview,
  PageRef,
  PagesPublishReview,
  ReviewMenuItem,
  SiteVersionJson,
  SiteVersionSummaryJson,
} from '@atelier/server/api-types';
import { api } from './client';

export type { MenuChange, MenuReview, PageRef, ReviewMenuItem };

export interface PublishReview extends PagesPublishReview {
  navigation: MenuReview;
  /** The site's look: which groups of the Design panel changed. */
  styles?: { changed: boolean; what: StyleGroup[] };
}

export type SiteVersionSummary = SiteVersionSummaryJson;

/** One publish of the whole site with each page's content then. */
export type SiteVersion = SiteVersionJson;

export async function fetchPublishReview(): Promise<PublishReview> {
  return (await api.get<{ review: PublishReview }>('/api/config/publish')).review;
}

export async function publishSite(): Promise<{ version: number; published: PageRef[] }> {
  return api.post('/api/config/publish');
}

export async function listSiteVersions(): Promise<SiteVersionSummary[]> {
  return (await api.get<{ versions: SiteVersionSummary[] }>('/api/config/site-versions')).versions;
}

export async function fetchSiteVersion(number: number): Promise<SiteVersion> {
  return (await api.get<{ version: SiteVersion }>(`/api/config/site-versions/${number}`)).version;
}

export async function restoreSiteVersion(number: number): Promise<SiteVersionSummary[]> {
  return (await api.post<{ versions: SiteVersionSummary[] }>(`/api/config/site-versions/${number}/restore`))
    .versions;
}
