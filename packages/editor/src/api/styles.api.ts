import type { SiteStyles } from '@atelier/domain';
import type { FontFamilyJson, StylesJson, TemplateStylesJson } from '@atelier/server/api-types';
import { api } from './client';

export type StylesState = StylesJson;

/** A starter template's look, which the Design panel may take. */
export type TemplateStyles = TemplateStylesJson;

/** A family the site's font service serves, for the font picker. */
export type FontFamily = FontFamilyJson;

export const fetchStyles = () => api.get<StylesState>('/api/config/styles');

export const saveStyles = (styles: SiteStyles, revision: number) =>
  api.put<StylesState>('/api/config/styles', { styles, revision });

export async function fetchTemplateStyles(): Promise<TemplateStyles[]> {
  return (await api.get<{ templates: TemplateStyles[] }>('/api/config/templates')).templates;
}

export async function fetchFontFamilies(): Promise<FontFamily[]> {
  return (await api.get<{ families: FontFamily[] }>('/fonts/families')).families;
}
