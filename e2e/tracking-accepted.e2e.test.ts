import type { BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import {
  analyticsReport,
  bannerButton,
  bannerOf,
  CHOICE_COOKIE,
  CHOICE_LIFETIME_S,
  CONSENT_PATH,
  consentLog,
  cookiesByName,
  freshVisitor,
  pageRevision,
  pathOf,
  recordContextRequests,
  slow,
  trackingUrls,
  visit,
} from './support/consent';
import { useDemoSite } from './support/demo-suite';

const RECORD_HIT = '/api/census/RecordHit';

/** ss_cvr (spec 000 §3, §5): an identifier followed by four positive integers separated by pipes. */
const VISITOR_RECORD = /^[^|]+(\|\d+){4}$/;

/** The ss_cvr cookie exactly as the browser stores and sends it. */
const visitorRecordOf = async (context: BrowserContext, url: string): Promise<string> =>
  (await cookiesByName(context, url)).get('ss_cvr')?.value ?? '';

const pageViewSent = (page: Page): Promise<Response> =>
  page.waitForResponse((response) => pathOf(response) === RECORD_HIT, slow);

describe('a visitor who accepts cookies on the demo site', () => {
  const demo = useDemoSite({ signIn: true });

  it('gets the visitor cookies, and the page views reach the owner’s dashboard and the consent log', async () => {
    const before = await analyticsReport(demo.owner);
    const { context, page } = await freshVisitor(demo.browser);
    const requests = recordContextRequests(context);
    const pageViews: Response[] = [];
    context.on('response', (response) => {
      if (pathOf(response) === RECORD_HIT) pageViews.push(response);
    });

    await visit(page, `${demo.base}/`);
    await expect.poll(() => bannerOf(page).isVisible(), slow).toBe(true);
    expect(trackingUrls(requests)).toEqual([]);
    const revision = await pageRevision(page);

    // Tracking starts on the spot: the page in view is counted without a reload.
    const firstView = pageViewSent(page);
    const consent = page.waitForResponse((response) => pathOf(response) === CONSENT_PATH, slow);
    const acceptedAt = Date.now() / 1000;
    await bannerButton(page, 'Accept').click();
    await expect.poll(() => bannerOf(page).count(), slow).toBe(0);
    expect((await consent).status()).toBeLessThan(300);
    expect((await firstView).status()).toBeGreaterThanOrEqual(200);
    expect((await firstView).status()).toBeLessThan(300);

    const cookies = await cookiesByName(context, demo.base);
    const choice = cookies.get(CHOICE_COOKIE);
    expect(choice?.value).toBe('true');
    // 30 days from the click, give or take the time the test took.
    expect(choice!.expires - acceptedAt).toBeGreaterThan(CHOICE_LIFETIME_S - 120);
    expect(choice!.expires - acceptedAt).toBeLessThan(CHOICE_LIFETIME_S + 120);

    const record = await visitorRecordOf(context, demo.base);
    expect(record).toMatch(VISITOR_RECORD);
    const [id = '', ...visits] = record.split('|');
    expect(id.length).toBeGreaterThan(0);
    for (const value of visits) expect(Number(value)).toBeGreaterThan(0);
    expect(cookies.get('ss_cvt')?.value).toMatch(/^[1-9]\d*$/);

    for (const path of ['/about', '/contact']) {
      const view = pageViewSent(page);
      await visit(page, `${demo.base}${path}`);
      const status = (await view).status();
      expect(status, path).toBeGreaterThanOrEqual(200);
      expect(status, path).toBeLessThan(300);
      expect(await bannerOf(page).count(), path).toBe(0);
    }
    // One visit: the record keeps its identifier and its count while the visit cookie lives.
    const later = await cookiesByName(context, demo.base);
    const laterRecord = (await visitorRecordOf(context, demo.base)).split('|');
    expect(laterRecord[0]).toBe(id);
    expect(laterRecord[4]).toBe(visits[3]);
    expect(Number(later.get('ss_cvt')?.value)).toBeGreaterThanOrEqual(Number(cookies.get('ss_cvt')?.value));
    expect(pageViews).toHaveLength(3);
    // The calls the first visit of spec 000 §7 makes, as the recorder of consent-first-visit sees them.
    const sent = trackingUrls(requests).map((url) => new URL(url).pathname);
    expect(sent).toEqual(expect.arrayContaining([RECORD_HIT, '/api/track/Track']));
    await screenshot(page, 'tracking-accepted');

    await expect
      .poll(async () => (await analyticsReport(demo.owner)).totals.pageViews, slow)
      .toBeGreaterThanOrEqual(before.totals.pageViews + 3);
    const report = await analyticsReport(demo.owner);
    const paths = report.topPages.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/contact']));
    for (const entry of report.topPages.filter((row) => ['/', '/about', '/contact'].includes(row.path)))
      expect(entry.views, entry.path).toBeGreaterThanOrEqual(1);
    expect(report.totals.visits).toBeGreaterThanOrEqual(before.totals.visits + 1);
    expect(report.totals.uniqueVisitors).toBeGreaterThanOrEqual(before.totals.uniqueVisitors + 1);
    expect(report.consent.accepted).toBe(before.consent.accepted + 1);

    const log = await consentLog(demo.owner);
    expect(log.entries[0]).toMatchObject({
      choice: 'accepted',
      method: 'accept-button',
      bannerVersion: 2,
      revision,
    });
    await context.close();
  });

  it('keeps counting on a later visit without asking again', async () => {
    const { context, page } = await freshVisitor(demo.browser);
    await visit(page, `${demo.base}/`);
    await bannerButton(page, 'Accept').click();
    await expect.poll(() => visitorRecordOf(context, demo.base), slow).toMatch(VISITOR_RECORD);
    const first = (await visitorRecordOf(context, demo.base)).split('|');
    // The visit cookie lapses after 30 minutes of quiet; dropping it starts the next visit.
    await context.clearCookies({ name: 'ss_cvt' });
    const before = (await analyticsReport(demo.owner)).totals.pageViews;

    const view = pageViewSent(page);
    await visit(page, `${demo.base}/about`);
    expect((await view).status()).toBeLessThan(300);
    expect(await bannerOf(page).count()).toBe(0);
    const next = (await visitorRecordOf(context, demo.base)).split('|');
    expect(next[0]).toBe(first[0]);
    expect(next[1]).toBe(first[1]);
    expect(next[2]).toBe(first[3]);
    expect(Number(next[3])).toBeGreaterThan(Number(first[3]));
    expect(next[4]).toBe(String(Number(first[4]) + 1));
    await expect
      .poll(async () => (await analyticsReport(demo.owner)).totals.pageViews, slow)
      .toBe(before + 1);
    await context.close();
  });
});
