// @vitest-environment happy-dom
import { COOKIE_CHOICE, COOKIE_NAME, SITE_CONTEXT_SCRIPT_ID, type SiteContext } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceConsent } from '../consent-choice';
import { writeCookie } from '../cookie-write';
import { readCookie } from '../cookies';
import { siteContext } from '../site-context.test-support';
import { EVENTS_URL } from './analytics-events';
import { RECORD_HIT_URL } from './page-view';
import { clearCookies, settled, stubBeacon, stubFetch, stubImage } from './tracking.test-support';

function page(context: SiteContext): void {
  document.body.innerHTML = `<script id="${SITE_CONTEXT_SCRIPT_ID}" type="application/json"></script>`;
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)!.textContent = JSON.stringify(context);
}

const restrictive = siteContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });

describe('tracking in the page runtime', () => {
  let requests: ReturnType<typeof stubFetch>;
  let images: string[];

  beforeEach(() => {
    vi.resetModules();
    delete window.Atelier;
    requests = stubFetch(() => new Response(null, { status: 202 }));
    stubBeacon();
    images = stubImage();
  });
  afterEach(() => {
    window.Atelier?.lifecycle.destroy();
    vi.unstubAllGlobals();
    clearCookies();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('offers window.Atelier.track, which records events once tracking runs', async () => {
    page(siteContext());
    await import('../boot');
    await vi.waitFor(() => expect(requests.to(RECORD_HIT_URL)).toHaveLength(1));
    window.Atelier?.track('newsletter-subscribe', { formId: 'f1' });
    await vi.waitFor(() => expect(requests.to(EVENTS_URL)).toHaveLength(1));
  });

  it('under the restrictive policy sends and sets nothing before consent, and starts on accept', async () => {
    page(restrictive);
    await import('../boot');
    window.Atelier?.track('newsletter-subscribe', { formId: 'f1' });
    await settled();
    expect(requests.sent).toHaveLength(0);
    expect(images).toHaveLength(0);
    expect(readCookie(COOKIE_NAME.visitorRecord)).toBeNull();

    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    announceConsent(true);
    await vi.waitFor(() => expect(requests.to(RECORD_HIT_URL)).toHaveLength(1));
    expect(readCookie(COOKIE_NAME.visitorRecord)).not.toBeNull();
  });

  it('stops and clears the tracking cookies on a later decline', async () => {
    page(siteContext());
    await import('../boot');
    await vi.waitFor(() => expect(readCookie(COOKIE_NAME.visitorRecord)).not.toBeNull());
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.declined);
    announceConsent(false);
    expect(readCookie(COOKIE_NAME.visitorRecord)).toBeNull();
    expect(readCookie(COOKIE_NAME.visit)).toBeNull();
    window.Atelier?.track('newsletter-subscribe', { formId: 'f1' });
    await settled();
    expect(requests.to(EVENTS_URL)).toHaveLength(0);
  });
});
