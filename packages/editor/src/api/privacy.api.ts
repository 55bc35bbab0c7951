import type { CookieBannerServerSettings } from '@atelier/domain';
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

/** One visitor's answer to the cookie banner, as the consent log keeps it. */
export interface ConsentEntry {
  id: string;
  createdAt: string;
  bannerVersion: number;
  revision: string;
  choice: ConsentChoice;
  method: ConsentMethod;
}

export interface ConsentLogPage {
  entries: ConsentEntry[];
  /** Entries in the whole range, not only on this page. */
  total: number;
  accepted: number;
  declined: number;
}

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
