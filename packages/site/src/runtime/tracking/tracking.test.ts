// @vitest-environment happy-dom
import { BlockType, COOKIE_NAME, ContributorRole } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../cookies';
import { signedIn, siteContext } from '../site-context.test-support';
import { EVENTS_URL } from './analytics-events';
import { BUTTON_RENDER_URL } from './button-census';
import { ERRORS_URL } from './error-reporter';
import { RECORD_HIT_URL } from './page-view';
import { PERFORMANCE_SETTINGS_URL } from './performance-records';
import { TRACK_URL } from './track-image';
import { startTracking, type Tracker } from './tracking';
import {
  clearCookies,
  formOf,
  jsonOf,
  settled,
  stubBeacon,
  stubFetch,
  stubImage,
} from './tracking.test-support';

const BUTTON = `<div data-block-type="${BlockType.button}" data-block-id="b1" class="block block-button block-button--align-left"><a class="button button--small" href="/go">Go</a></div>`;

describe('startTracking', () => {
  let tracker: Tracker | undefined;
  let images: string[];
  let requests: ReturnType<typeof stubFetch>;

  beforeEach(() => {
    requests = stubFetch((url) =>
      url === PERFORMANCE_SETTINGS_URL
        ? new Response(JSON.stringify({ pageLoadId: 'pl' }), { status: 200 })
        : new Response(null, { status: url === EVENTS_URL ? 202 : 204 }),
    );
    stubBeacon();
    images = stubImage();
  });
  afterEach(() => {
    tracker?.stop();
    tracker = undefined;
    vi.unstubAllGlobals();
    clearCookies();
    sessionStorage.clear();
    localStorage.clear();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('sets the visitor cookies, records the page view and the landing of a new visit', () => {
    const context = siteContext();
    tracker = startTracking(context);
    const record = readCookie(COOKIE_NAME.visitorRecord);
    expect(record).toMatch(/^[0-9a-f]{32}(\|\d+){4}$/);
    expect(readCookie(COOKIE_NAME.visit)).toMatch(/^\d+$/);
    expect(readCookie(COOKIE_NAME.lastSite)).toBe(context.website.id);
    const hit = formOf(requests.to(RECORD_HIT_URL)[0]!.init);
    expect(hit.ss_cvr).toBe(record);
    expect(JSON.parse(hit.data!)).toMatchObject({ websiteId: context.website.id, visitorCookie: record });
    expect(images).toHaveLength(1);
    expect(images[0]).toContain(`${TRACK_URL}?`);
  });

  it('sends Track again within a visit only for a campaign link', () => {
    tracker = startTracking(siteContext());
    tracker.stop();
    tracker = startTracking(siteContext());
    expect(images).toHaveLength(1);
    tracker.stop();
    window.history.replaceState(null, '', '/?utm_campaign=spring');
    tracker = startTracking(siteContext());
    expect(images).toHaveLength(2);
    expect(images[1]).toContain('campaign=spring');
    expect(requests.to(RECORD_HIT_URL)).toHaveLength(3);
  });

  it('records no page view on /search', () => {
    window.history.replaceState(null, '', '/search?q=tea');
    tracker = startTracking(siteContext());
    expect(requests.to(RECORD_HIT_URL)).toHaveLength(0);
    expect(images).toHaveLength(1);
  });

  it('leaves the user agent out of the page view when visitor data is restricted', () => {
    tracker = startTracking(siteContext({ cookieSettings: { isVisitorDataRestricted: true } }));
    const data = JSON.parse(formOf(requests.to(RECORD_HIT_URL)[0]!.init).data!);
    expect(data).not.toHaveProperty('userAgent');
  });

  it('counts the buttons of the page', async () => {
    document.body.innerHTML = BUTTON;
    tracker = startTracking(siteContext());
    await vi.waitFor(() => expect(requests.to(BUTTON_RENDER_URL)).toHaveLength(1));
    expect(jsonOf(requests.to(BUTTON_RENDER_URL)[0]!.init)).toMatchObject({ id: 'b1', buttonText: 'Go' });
  });

  it('sends analytics events through track', async () => {
    tracker = startTracking(siteContext());
    tracker.track('newsletter-subscribe', { formId: 'f1' });
    await vi.waitFor(() => expect(requests.to(EVENTS_URL)).toHaveLength(1));
    expect(jsonOf(requests.to(EVENTS_URL)[0]!.init)).toMatchObject({
      customSchemaName: 'newsletter-subscribe',
      customData: { formId: 'f1' },
      commonData: { is_landing: true },
    });
  });

  it('records no analytics for a signed-in owner, but still reports errors and measures', async () => {
    document.body.innerHTML = BUTTON;
    tracker = startTracking(signedIn(ContributorRole.admin));
    tracker.track('newsletter-subscribe', { formId: 'f1' });
    window.dispatchEvent(new ErrorEvent('error', { message: 'broken' }));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(requests.to(ERRORS_URL)).toHaveLength(1));
    await vi.waitFor(() => expect(requests.to(PERFORMANCE_SETTINGS_URL)).toHaveLength(1));
    expect(requests.to(RECORD_HIT_URL)).toHaveLength(0);
    expect(requests.to(BUTTON_RENDER_URL)).toHaveLength(0);
    expect(requests.to(EVENTS_URL)).toHaveLength(0);
    expect(images).toHaveLength(0);
  });

  it('does nothing more once stopped', async () => {
    tracker = startTracking(siteContext());
    await vi.waitFor(() => expect(requests.to(PERFORMANCE_SETTINGS_URL)).toHaveLength(1));
    tracker.stop();
    const before = requests.sent.length;
    tracker.track('late', {});
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    window.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(requests.sent).toHaveLength(before);
  });
});
