import type { PlatformSite, Template } from './api-types';
import { api } from './client';

export async function listTemplates(): Promise<Template[]> {
  return (await api.get<{ templates: Template[] }>('/api/platform/templates')).templates;
}

export async function listSites(): Promise<PlatformSite[]> {
  return (await api.get<{ sites: PlatformSite[] }>('/api/platform/sites')).sites;
}

export interface NewSite {
  title: string;
  identifier: string;
  templateId: string;
}

export async function createSite(input: NewSite): Promise<PlatformSite> {
  return (await api.post<{ site: PlatformSite }>('/api/platform/sites', input)).site;
}

/** The site's `/config/?handoff=TOKEN` address: a single-use sign-in on the site's own host. */
export async function requestHandoff(siteId: string): Promise<string> {
  const answer = await api.post<{ url: string }>(`/api/platform/sites/${encodeURIComponent(siteId)}/handoff`);
  return answer.url;
}
