import type { PageDocument, StyleGroup } from '@atelier/domain';
import { api } from './client';

export interface PageRef {
  id: string;
  title: string;
  path: string;
}

export interface PublishReview {
  added: PageRef[];
  changed: (PageRef & { what: ('content' | 'title')[] })[];
  removed: PageRef[];
  navigation: { changed: boolean; before: string[]; after: string[] };
  /** The site's look: which groups of the Design panel changed. */
  styles?: { changed: boolean; what: StyleGroup[] };
  hasChanges: boolean;
}

export interface SiteVersionSummary {
  number: number;
  publishedAt: string;
  note: string;
  pages: number;
}

export interface SiteVersion {
  number: number;
  publishedAt: string;
  note: string;
  pages: (PageRef & { navigation: string; position: number; locked: boolean; document: PageDocument })[];
}

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
