import type { PageDocument } from '@atelier/domain';
import type { ConfigSite, Draft, HeaderFooter, Navigation, PageSummary, Revision } from './api-types';
import { api } from './client';

const pagePath = (id: string) => `/api/config/pages/${encodeURIComponent(id)}`;

export async function fetchSite(): Promise<{ site: ConfigSite; role: unknown }> {
  return api.get('/api/config/site');
}

export type SiteChanges = Partial<
  Pick<ConfigSite, 'title' | 'developerMode' | 'cloneable' | 'useEscapeKeyToLogin'>
>;

export async function updateSite(changes: SiteChanges): Promise<ConfigSite> {
  return (await api.patch<{ site: ConfigSite }>('/api/config/site', changes)).site;
}

export async function listPages(): Promise<PageSummary[]> {
  return (await api.get<{ pages: PageSummary[] }>('/api/config/pages')).pages;
}

export async function createPage(input: { title: string; navigation?: Navigation }): Promise<PageSummary> {
  return (await api.post<{ page: PageSummary }>('/api/config/pages', input)).page;
}

export interface PageChanges {
  title?: string;
  slug?: string;
  navigation?: Navigation;
  /** A new password locks the page; null removes the lock. */
  password?: string | null;
}

export async function updatePage(id: string, changes: PageChanges): Promise<PageSummary> {
  return (await api.patch<{ page: PageSummary }>(pagePath(id), changes)).page;
}

export async function deletePage(id: string): Promise<void> {
  await api.delete(pagePath(id));
}

export async function reorderPages(navigation: Navigation, ids: string[]): Promise<PageSummary[]> {
  return (await api.put<{ pages: PageSummary[] }>('/api/config/pages-order', { navigation, ids })).pages;
}

export async function fetchDraft(pageId: string): Promise<Draft> {
  return api.get<Draft>(`${pagePath(pageId)}/draft`);
}

export async function saveDraft(
  pageId: string,
  document: PageDocument,
  revision: Revision,
): Promise<Revision> {
  return (await api.put<{ revision: Revision }>(`${pagePath(pageId)}/draft`, { document, revision }))
    .revision;
}

export async function publishPage(pageId: string): Promise<{ publishedVersion: number; url: string }> {
  return api.post(`${pagePath(pageId)}/publish`);
}

export async function fetchHeaderFooter(): Promise<HeaderFooter> {
  return api.get<HeaderFooter>('/api/site-header-footer');
}

export async function saveHeaderFooter(value: HeaderFooter): Promise<HeaderFooter> {
  return api.put<HeaderFooter>('/api/site-header-footer', value);
}

export async function listDomains(): Promise<string[]> {
  return (await api.get<{ domains: string[] }>('/api/config/domains')).domains;
}

/** Connects a domain; answers the list and the name as stored (lower case, no scheme or path). */
export async function addDomain(hostname: string): Promise<{ hostname: string; domains: string[] }> {
  return api.post('/api/config/domains', { hostname });
}

export async function removeDomain(hostname: string): Promise<string[]> {
  return (await api.delete<{ domains: string[] }>(`/api/config/domains/${encodeURIComponent(hostname)}`))
    .domains;
}
