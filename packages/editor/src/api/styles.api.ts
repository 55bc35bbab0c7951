import type { ContrastCheck, SiteStyles } from '@atelier/domain';
import { api } from './client';

export interface StylesState {
  styles: SiteStyles;
  revision: number;
  unpublished: boolean;
  contrast: ContrastCheck[];
}

export interface TemplateStyles {
  id: string;
  name: string;
  description: string;
  styles: SiteStyles;
}

export interface FontFamily {
  name: string;
  slug: string;
  category: 'sans-serif' | 'serif' | 'monospace' | 'display';
}

export const fetchStyles = () => api.get<StylesState>('/api/config/styles');

export const saveStyles = (styles: SiteStyles, revision: number) =>
  api.put<StylesState>('/api/config/styles', { styles, revision });

export async function fetchTemplateStyles(): Promise<TemplateStyles[]> {
  return (await api.get<{ templates: TemplateStyles[] }>('/api/config/templates')).templates;
}

export async function fetchFontFamilies(): Promise<FontFamily[]> {
  return (await api.get<{ families: FontFamily[] }>('/fonts/families')).families;
}
