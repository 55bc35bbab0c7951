import type { LanguageTexts } from '@atelier/domain';
import type {
  ConnectionBody,
  FillBody,
  FillJson,
  LanguageJson,
  LanguageSettingsJson,
  LanguageStatusJson,
  LanguagesBody,
  ProviderJson,
  SiteTextsBody,
  SiteTextsJson,
  SubjectStatusJson,
  TranslationStatusJson,
} from '@atelier/server/api-types';
import type { SameFields } from '../api/api-types';
import { api } from '../api/client';

/**
 * The owner's multilingual calls (docs/languages.md, "Calls"; spec 001 §7), on the site's host.
 * Every change answers with the settings as they now are.
 */

/** One language of the site as the settings call names it (`prefix` is '' for the primary one). */
export type Language = LanguageJson;

export type ProviderName = NonNullable<ProviderJson['provider']>;

export type ProviderConnection = ProviderJson;

/** The primary language, the other languages in the owner's order, and the provider connection. */
export type LanguageSettings = LanguageSettingsJson;

export type SubjectKind = SubjectStatusJson['kind'];

/** How far one page, product, the menu or the site's texts is translated. */
export type SubjectStatus = SubjectStatusJson;

export type LanguageStatus = LanguageStatusJson;

/** What the owner sends to set the languages: the primary one, and the others in order. */
export interface LanguagesInput {
  primary?: string;
  languages: { tag: string; published: boolean }[];
}

export interface ConnectionInput {
  provider: ProviderName;
  /** Empty: the provider's own service. */
  endpoint: string;
  apiKey: string;
}

/** One subject's missing texts, filled by the provider: a page, a product, the menu or the site's texts. */
export interface FillInput {
  language: string;
  pageId?: string;
  productId?: string;
  subject?: 'menu' | 'site';
}

const base = '/api/multilingual';

export const fetchLanguageSettings = () => api.get<LanguageSettings>(`${base}/settings`);

export const fetchTranslationStatus = () =>
  api.get<TranslationStatusJson>(`${base}/status`).then((r) => r.languages);

export const saveLanguages = (input: LanguagesInput) =>
  api.put<LanguageSettings>(`${base}/languages`, input satisfies SameFields<LanguagesInput, LanguagesBody>);

export const connectProvider = (input: ConnectionInput) =>
  api.put<LanguageSettings>(
    `${base}/connection`,
    input satisfies SameFields<ConnectionInput, ConnectionBody>,
  );

export const disconnectProvider = () => api.delete<LanguageSettings>(`${base}/connection`);

/** How many texts the provider filled (machine drafts); a page's draft moves on to `revision`. */
export const fillTranslations = (input: FillInput) =>
  api.post<FillJson>(`${base}/fill`, input satisfies SameFields<FillInput, FillBody>);

/** The site's own texts (title, header, footer, cookie banner) translated into a language. */
export const readSiteTexts = (language: string) =>
  api
    .get<SiteTextsJson>(`${base}/site-texts?language=${encodeURIComponent(language)}`)
    .then((r): LanguageTexts => r.texts);

/** Sets (a text) or clears (null) the site's own texts in a language; answers that language's texts. */
export const saveSiteTexts = (language: string, texts: Record<string, string | null>) =>
  api
    .patch<SiteTextsJson>(`${base}/site-texts`, { language, texts } satisfies SiteTextsBody)
    .then((r): LanguageTexts => r.texts);

/** The provider's name as the owner knows it. */
export const providerLabel = (provider: ProviderName | undefined): string =>
  provider === 'deepl' ? 'DeepL' : provider === 'libretranslate' ? 'LibreTranslate' : '';
