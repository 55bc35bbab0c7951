import { SITE_CONTEXT_SCRIPT_ID } from '@atelier/domain';
import type { Browser, BrowserContext, Cookie, Locator, Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser';
import { api } from './owner';

/** Page loads and the banner's chunk can be slow on a busy machine. */
export const slow = { timeout: 30_000 };

/** The choice cookie and its lifetime, as spec 000 §3 and §9 name them. */
export const CHOICE_COOKIE = 'ss_cookieAllowed';
export const CHOICE_LIFETIME_S = 30 * 24 * 60 * 60;

/** What the restrictive policy clears (spec 000 §9). */
export const RESTRICTIVE_COOKIES = [
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
];

/** Every cookie a tracked visit may leave behind (spec 000 §3 "Cookies"), written out as the spec does. */
export const TRACKING_COOKIES = [...RESTRICTIVE_COOKIES, 'ss_lastid', 'SS_ANALYTICS_ID', 'SS_SESSION_ID'];

/** The consent record is the one census call allowed before and after any choice. */
export const CONSENT_PATH = '/api/census/consent';

/** Whether a request is a tracking call of spec 000 §7 or spec 001 §7 (the consent record excepted). */
export function isTrackingRequest(url: string): boolean {
  const { pathname } = new URL(url);
  if (pathname === CONSENT_PATH) return false;
  return (
    pathname.startsWith('/api/census/') ||
    pathname.startsWith('/api/track/') ||
    pathname.startsWith('/api/events/') ||
    pathname.startsWith('/api/1/performance/') ||
    pathname.endsWith('/api/v1/events')
  );
}

/** Every request any page of `context` makes from now on, for asserting what was (not) sent. */
export function recordContextRequests(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => seen.push(request));
  return seen;
}

export const trackingUrls = (requests: Request[]): string[] =>
  requests.map((request) => request.url()).filter(isTrackingRequest);

export const pathOf = (request: Request | Response): string => new URL(request.url()).pathname;

/** The banner as a visitor sees it: the region spec 000 §4 mounts. */
export const bannerOf = (page: Page): Locator => page.getByRole('region', { name: 'Cookie consent' });

/** The banner's controls by their accessible names (exact: "Close without accepting" holds "accept"). */
export const bannerButton = (
  page: Page,
  name: 'Accept' | 'Decline' | 'Close without accepting cookies',
): Locator => bannerOf(page).getByRole('button', { name, exact: true });

export async function cookiesByName(context: BrowserContext, url: string): Promise<Map<string, Cookie>> {
  return new Map((await context.cookies(url)).map((cookie) => [cookie.name, cookie]));
}

/** The tracking cookies present in `context` for `url`; empty when the visitor left no trace. */
export async function trackingCookiesOf(context: BrowserContext, url: string): Promise<string[]> {
  const names = [...(await cookiesByName(context, url)).keys()];
  return names.filter((name) => TRACKING_COOKIES.includes(name));
}

/** The storage flags tracking keeps (spec 000 §3): absent while nothing is tracked. */
export async function trackingStorageFlags(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => [
    localStorage.getItem('SS_IS_FIRST_SESSION'),
    sessionStorage.getItem('SS_HAS_LANDED'),
  ]);
}

/**
 * Loads a page and waits until the network has been quiet for a while: the bootstrap, the banner
 * chunk and anything tracking would send after the load event have had their chance.
 */
export async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
}

/** A new visitor: a fresh profile that has never seen the site. */
export async function freshVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  return { context, page: await context.newPage() };
}

/** Saves cookie banner settings (server field names) as the owner does; answers them as stored. */
export async function saveBannerSettings(
  ownerPage: Page,
  settings: object,
): Promise<Record<string, unknown>> {
  const saved = await api(ownerPage, 'PUT', '/api/config/cookie-banner', { settings });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return (saved.json as { settings: Record<string, unknown> }).settings;
}

export async function bannerSettings(ownerPage: Page): Promise<Record<string, unknown>> {
  const read = await api(ownerPage, 'GET', '/api/config/cookie-banner');
  expect(read.status, JSON.stringify(read.json)).toBe(200);
  return (read.json as { settings: Record<string, unknown> }).settings;
}

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Yesterday to tomorrow (UTC): today's traffic whatever the server's time zone. */
export const aroundToday = (): { from: string; to: string } => ({ from: day(-1), to: day(1) });

export interface AnalyticsTotals {
  totals: { visits: number; pageViews: number; uniqueVisitors: number };
  topPages: { path: string; views: number }[];
  consent: { accepted: number; declined: number };
}

/** The owner's dashboard report (GET /api/config/analytics) around today. */
export async function analyticsReport(ownerPage: Page): Promise<AnalyticsTotals> {
  const { from, to } = aroundToday();
  const report = await api(ownerPage, 'GET', `/api/config/analytics?from=${from}&to=${to}`);
  expect(report.status, JSON.stringify(report.json)).toBe(200);
  return report.json as AnalyticsTotals;
}

export interface ConsentEntry {
  bannerVersion: number;
  revision: string;
  choice: 'accepted' | 'declined';
  method: string;
}

/** The owner's consent log (GET /api/config/consent-log), newest first. */
export async function consentLog(ownerPage: Page): Promise<{ entries: ConsentEntry[]; total: number }> {
  const log = await api(ownerPage, 'GET', '/api/config/consent-log');
  expect(log.status, JSON.stringify(log.json)).toBe(200);
  return log.json as { entries: ConsentEntry[]; total: number };
}

/** The revision of the banner a page asks about, from its site context. */
export async function pageRevision(page: Page): Promise<string> {
  return page.evaluate((id) => {
    const script = document.getElementById(id);
    const context = JSON.parse(script?.textContent ?? '{}') as {
      cookieSettings?: { cookieBannerRevision?: string };
    };
    return context.cookieSettings?.cookieBannerRevision ?? '';
  }, SITE_CONTEXT_SCRIPT_ID);
}
