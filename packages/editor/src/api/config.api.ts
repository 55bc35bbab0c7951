import type { PageDocument } from '@atelier/domain';
import type { DomainDetailsJson, MenuItemJson } from '@atelier/server/api-types';
import type { ConfigSite, Draft, HeaderFooter, Navigation, PageSummary, Revision } from './api-types';
import { api } from './client';

const pagePath = (id: string) => `/api/config/pages/${encodeURIComponent(id)}`;

/** The site, the signed-in role and what that role may change (docs/permissions.md). */
export async function fetchSite(): Promise<{ site: ConfigSite; role: unknown; permissions?: string[] }> {
  return api.get('/api/config/site');
}

export type SiteChanges = Partial<
  Pick<ConfigSite, 'title' | 'developerMode' | 'cloneable' | 'useEscapeKeyToLogin' | 'memberAccounts'>
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
  /** Puts the page in a member area (only its members see it); null: everyone sees it. */
  memberAreaId?: string | null;
  /** Makes the page the site's 404 page (or an ordinary page again). */
  notFoundPage?: boolean;
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

/** A domain of the site, with what the owner publishes to prove it is theirs. */
export type DomainDetails = DomainDetailsJson;

export async function listDomains(): Promise<DomainDetails[]> {
  return (await api.get<{ details: DomainDetails[] }>('/api/config/domains')).details;
}

/** Claims a domain; answers the name as stored (lower case, no scheme or path) and every domain. */
export async function addDomain(hostname: string): Promise<{ hostname: string; details: DomainDetails[] }> {
  return api.post('/api/config/domains', { hostname });
}

/** Looks for the proof now; fails with the field error when it is not published yet. */
export async function verifyDomain(hostname: string): Promise<DomainDetails[]> {
  return (
    await api.post<{ details: DomainDetails[] }>(`/api/config/domains/${encodeURIComponent(hostname)}/verify`)
  ).details;
}

export async function setPrimaryDomain(hostname: string | null): Promise<DomainDetails[]> {
  return (await api.put<{ details: DomainDetails[] }>('/api/config/domains-primary', { hostname })).details;
}

export async function removeDomain(hostname: string): Promise<DomainDetails[]> {
  return (
    await api.delete<{ details: DomainDetails[] }>(`/api/config/domains/${encodeURIComponent(hostname)}`)
  ).details;
}

export type MenuItem = MenuItemJson;

export async function fetchMenu(): Promise<MenuItem[]> {
  return (await api.get<{ items: MenuItem[] }>('/api/config/navigation')).items;
}

export async function saveMenuOrder(items: { id: string; parentId: string | null }[]): Promise<MenuItem[]> {
  return (await api.put<{ items: MenuItem[] }>('/api/config/navigation', { items })).items;
}

export async function addMenuLink(link: {
  title: string;
  url: string;
  newWindow: boolean;
}): Promise<MenuItem[]> {
  return (await api.post<{ items: MenuItem[] }>('/api/config/navigation/links', link)).items;
}

/** Changes a link; `translations` replaces all its languages' titles (left out, they stay). */
export async function updateMenuLink(
  id: string,
  patch: Partial<{ title: string; url: string; newWindow: boolean; translations: MenuItem['translations'] }>,
): Promise<MenuItem[]> {
  return (
    await api.patch<{ items: MenuItem[] }>(`/api/config/navigation/links/${encodeURIComponent(id)}`, patch)
  ).items;
}

export async function removeMenuLink(id: string): Promise<MenuItem[]> {
  return (await api.delete<{ items: MenuItem[] }>(`/api/config/navigation/links/${encodeURIComponent(id)}`))
    .items;
}
