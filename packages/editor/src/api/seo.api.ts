import type { SiteSeo } from '@atelier/domain';
import { api } from './client';

export async function fetchSiteSeo(): Promise<SiteSeo> {
  return (await api.get<{ seo: SiteSeo }>('/api/config/seo')).seo;
}

export async function saveSiteSeo(seo: SiteSeo): Promise<SiteSeo> {
  return (await api.put<{ seo: SiteSeo }>('/api/config/seo', seo)).seo;
}
