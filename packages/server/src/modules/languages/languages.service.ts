import {
  languageName,
  languagePrefix,
  MAX_SITE_LANGUAGES,
  normaliseLanguageTag,
  type SiteLanguage,
} from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { LanguagesErrors } from './languages.errors';
import * as q from './languages.queries';
import type { ConnectionInput, LanguagesInput } from './languages.schemas';
import { ProviderUnavailable } from './providers/provider-errors';
import type { ProviderHttpOptions } from './providers/provider-http';
import {
  type ProviderSettings,
  providerEndpoint,
  providerFor,
  type TranslationProvider,
} from './providers/translation-provider';

type Db = Kysely<DB> | Transaction<DB>;

/** One language as the editor shows it (`Language` of docs/languages.md). */
export interface LanguageJson {
  tag: string;
  /** The language's own name for itself (`Français`). */
  name: string;
  primary: boolean;
  published: boolean;
  /** Its address segment (`fr`, `pt-br`); '' for the primary language, whose pages have none. */
  prefix: string;
}

/** The connected translation service, never with its key. */
export interface ProviderJson {
  connected: boolean;
  provider?: ProviderSettings['provider'];
  endpoint?: string;
  connectedAt?: string;
}

/** `GET /api/multilingual/settings`. */
export interface LanguageSettingsJson {
  primary: LanguageJson;
  languages: LanguageJson[];
  provider: ProviderJson;
}

export const languageToJson = (language: SiteLanguage): LanguageJson => ({
  tag: language.tag,
  name: languageName(language.tag),
  primary: language.primary,
  published: language.primary || language.published,
  prefix: language.primary ? '' : languagePrefix(language.tag),
});

export async function readProvider(db: Db, siteId: string): Promise<ProviderJson> {
  const row = await q.findConnection(db, siteId);
  if (!row) return { connected: false };
  return {
    connected: true,
    provider: row.provider as ProviderSettings['provider'],
    endpoint: row.endpoint,
    connectedAt: row.connected_at,
  };
}

export async function readSettings(
  db: Db,
  siteId: string,
  primaryTag: string,
): Promise<LanguageSettingsJson> {
  const [others, provider] = await Promise.all([q.otherSiteLanguages(db, siteId), readProvider(db, siteId)]);
  return {
    primary: languageToJson({ tag: primaryTag, primary: true, published: true }),
    languages: others.map(languageToJson),
    provider,
  };
}

/** The owner's new languages, checked and canonical: a changed primary tag, and the others in order. */
export interface CheckedLanguages {
  /** The new primary tag, or null when it stays. */
  primary: string | null;
  languages: { tag: string; published: boolean }[];
}

/**
 * Checks the owner's languages against the site's: every tag a site can use (each bad one named,
 * `languages.invalid_tag`), none twice nor equal to the primary one (`languages.repeated_tag`), at
 * most MAX_SITE_LANGUAGES with the primary one; a new primary language that is one of the other
 * languages now must leave them in the same call (`languages.primary_in_use`).
 */
export function checkLanguages(
  input: LanguagesInput,
  current: { primary: string; others: readonly SiteLanguage[] },
): CheckedLanguages {
  const bad: Record<string, string> = {};
  let primary = current.primary;
  if (input.primary !== undefined) {
    const tag = normaliseLanguageTag(input.primary);
    if (tag) primary = tag;
    else bad.primary = `${JSON.stringify(input.primary)} is not a language tag.`;
  }
  const tags = input.languages.map((language, i) => {
    const tag = normaliseLanguageTag(language.tag);
    if (!tag) bad[`languages.${i}.tag`] = `${JSON.stringify(language.tag)} is not a language tag.`;
    return tag;
  });
  if (Object.keys(bad).length > 0) {
    throw LanguagesErrors.invalidTag(
      bad,
      `Use language tags such as fr, de or pt-BR: ${Object.values(bad).join(' ')}`,
    );
  }
  const changed = primary !== current.primary;
  if (changed && current.others.some((l) => l.tag === primary) && tags.includes(primary)) {
    throw LanguagesErrors.primaryInUse({ primary: `${primary} is one of the site’s other languages.` });
  }
  const seen = new Set<string>([primary]);
  const repeated: Record<string, string> = {};
  tags.forEach((tag, i) => {
    if (seen.has(tag!))
      repeated[`languages.${i}.tag`] =
        tag === primary ? `${tag} is the primary language.` : `${tag} appears twice.`;
    seen.add(tag!);
  });
  if (Object.keys(repeated).length > 0) throw LanguagesErrors.repeatedTag(repeated);
  if (tags.length + 1 > MAX_SITE_LANGUAGES) {
    throw LanguagesErrors.tooMany(
      { languages: `A site has at most ${MAX_SITE_LANGUAGES} languages, the primary one included.` },
      `A site has at most ${MAX_SITE_LANGUAGES} languages, the primary one included.`,
    );
  }
  return {
    primary: changed ? primary : null,
    languages: input.languages.map((language, i) => ({ tag: tags[i]!, published: language.published })),
  };
}

/**
 * An owner's address for a translation service: http(s), no user name or password in it, and
 * https unless private addresses are allowed (a service on this machine in tests). '' keeps the
 * provider's own address.
 */
export function checkEndpoint(endpoint: string, options: ProviderHttpOptions): string {
  if (endpoint === '') return '';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw LanguagesErrors.invalidEndpoint({ endpoint: 'Enter a full address starting with https://.' });
  }
  const secure = url.protocol === 'https:' || (options.allowPrivateAddresses && url.protocol === 'http:');
  if (!secure || url.username || url.password || url.search || url.hash) {
    throw LanguagesErrors.invalidEndpoint({ endpoint: 'Enter a full address starting with https://.' });
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Connects a translation service: asks it once whether it takes the key (nothing is stored when it
 * refuses or cannot be reached), then keeps it, replacing any connection before.
 */
export async function connect(
  db: Db,
  siteId: string,
  input: ConnectionInput,
  options: ProviderHttpOptions,
  now: string,
): Promise<void> {
  const endpoint = checkEndpoint(input.endpoint, options);
  const settings: ProviderSettings = { provider: input.provider, endpoint, apiKey: input.apiKey };
  try {
    await providerFor(settings, options).check();
  } catch (error) {
    if (error instanceof ProviderUnavailable && error.refusedAddress) {
      throw LanguagesErrors.invalidEndpoint({
        endpoint: 'This address is not a public web address the service can be reached at.',
      });
    }
    throw error;
  }
  await q.saveConnection(db, {
    website_id: siteId,
    provider: input.provider,
    // Kept as called, so the owner sees which address the key was checked at.
    endpoint: providerEndpoint(settings),
    api_key: input.apiKey,
    connected_at: now,
  });
}

export const disconnect = (db: Db, siteId: string) => q.deleteConnection(db, siteId);

/** The site's connected service, ready to call, or `languages.not_connected`. */
export async function connectedProvider(
  db: Db,
  siteId: string,
  options: ProviderHttpOptions,
): Promise<TranslationProvider> {
  const row = await q.findConnection(db, siteId);
  if (!row) throw LanguagesErrors.notConnected();
  return providerFor(
    { provider: row.provider as ProviderSettings['provider'], endpoint: row.endpoint, apiKey: row.api_key },
    options,
  );
}

/** A tag the owner named as one of the site's other languages, canonical; else `not_a_site_language`. */
export async function siteLanguage(db: Db, siteId: string, tag: string): Promise<SiteLanguage> {
  const canonical = normaliseLanguageTag(tag);
  const language = canonical && (await q.otherSiteLanguages(db, siteId)).find((l) => l.tag === canonical);
  if (!language) throw LanguagesErrors.notASiteLanguage({ language: 'Add this language to the site first.' });
  return language;
}
