import type { StoreSelection } from '@atelier/domain';
import type { Navigation, PageSummary } from '../api/api-types';
import { api } from '../api/client';
import type { MenuItem } from '../api/config.api';

/** A page of blocks or a store page, by kind (POST /api/config/pages). */
export async function createPageOfKind(input: {
  kind: 'page' | 'store' | 'blog' | 'events';
  title: string;
  navigation: Navigation;
  /** A member page: made in this area (only its members see it). */
  memberAreaId?: string;
}): Promise<PageSummary> {
  return (await api.post<{ page: PageSummary }>('/api/config/pages', input)).page;
}

/** A link in the main menu to another address, made from Add page (kind `link`). */
export async function createMenuLink(input: {
  title: string;
  url: string;
  newWindow: boolean;
}): Promise<MenuItem | undefined> {
  return (await api.post<{ link?: MenuItem }>('/api/config/pages', { kind: 'link', ...input })).link;
}

/** Saves which products a store page shows; visitors see the change at once once it is published. */
export async function saveStoreSelection(pageId: string, store: StoreSelection): Promise<PageSummary> {
  return (
    await api.patch<{ page: PageSummary }>(`/api/config/pages/${encodeURIComponent(pageId)}`, { store })
  ).page;
}
