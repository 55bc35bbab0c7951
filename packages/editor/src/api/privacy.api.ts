import type { CookieBannerServerSettings } from '@atelier/domain';
import type { ConsentEntryJson, ConsentLogPageJson } from '@atelier/server/api-types';
import type { Refine } from './api-types';
import { api } from './client';

const SETTINGS_PATH = '/api/config/cookie-banner';
const CONSENT_LOG_PATH = '/api/config/consent-log';

export async function fetchCookieBannerSettings(): Promise<CookieBannerServerSettings> {
  return (await api.get<{ settings: CookieBannerServerSettings }>(SETTINGS_PATH)).settings;
}

/** Saves the settings; answers them as stored. A 400 names bad fields as `settings.<field>`. */
export async function saveCookieBannerSettings(
  settings: Partial<CookieBannerServerSettings>,
): Promise<CookieBannerServerSettings> {
  return (await api.put<{ settings: CookieBannerServerSettings }>(SETTINGS_PATH, { settings })).settings;
}

export type ConsentChoice = 'accepted' | 'declined';
export type ConsentMethod = 'accept-button' | 'decline-button' | 'keyboard' | 'close';

/**
 * One visitor's answer to the cookie banner, as the consent log keeps it (the server stores the
 * choice and method as text; the banner only ever sends these).
 */
export type ConsentEntry = Refine<ConsentEntryJson, { choice: ConsentChoice; method: ConsentMethod }>;

/** A page of the log; `total`, `accepted` and `declined` count the whole range, not only this page. */
export type ConsentLogPage = Refine<ConsentLogPageJson, { entries: ConsentEntry[] }>;

export interface ConsentLogQuery {
  /** Inclusive days as YYYY-MM-DD; empty means unbounded. */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function fetchConsentLog(options: ConsentLogQuery): Promise<ConsentLogPage> {
  return api.get<ConsentLogPage>(`${CONSENT_LOG_PATH}${query({ ...options })}`);
}

/** The download address of the log in a range, for a plain link (the session cookie goes along). */
export function consentLogCsvUrl(range: { from?: string; to?: string }): string {
  return `${CONSENT_LOG_PATH}.csv${query({ from: range.from, to: range.to })}`;
}
