// @vitest-environment happy-dom
import { COOKIE_LIFETIME_MS, COOKIE_NAME, eventMessages, STORAGE_FLAG } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../cookie-write';
import { readCookie } from '../cookies';
import { signedIn, siteContext } from '../site-context.test-support';
import { checkCommonData, EVENTS_URL, sendEvent } from './analytics-events';
import { clearCookies, jsonOf, recordCookieWrites, settled, stubFetch } from './tracking.test-support';

const settle = settled;

describe('analytics events', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearCookies();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('posts analyticsId, commonData, customData and customSchemaName', async () => {
    const { to } = stubFetch(() => new Response(null, { status: 202 }));
    window.history.replaceState(null, '', '/news?ref=mail');
    const context = siteContext();
    await sendEvent(context, true, 'newsletter-subscribe', { formId: 'f1' });

    const [request] = to(EVENTS_URL);
    expect(request?.init.headers).toMatchObject({ 'content-type': 'application/json' });
    const body = jsonOf(request!.init);
    expect(body.analyticsId).toBe(readCookie(COOKIE_NAME.analyticsId));
    expect(body.customData).toEqual({ formId: 'f1' });
    expect(body.customSchemaName).toBe('newsletter-subscribe');
    expect(body.commonData).toMatchObject({
      actor: 'visitor',
      action: 'newsletter-subscribe',
      website_id: context.website.id,
      session_id: readCookie(COOKIE_NAME.sessionId),
      is_first_session: true,
      is_landing: true,
      page_host: window.location.host,
      page_path: '/news',
      page_query: 'ref=mail',
      page_referrer: document.referrer,
      window_width: window.innerWidth,
      window_height: window.innerHeight,
    });
    expect(typeof body.commonData.client_timestamp).toBe('number');
  });

  it('keeps the analytics id 390 days and the session id for the browser session', async () => {
    stubFetch(() => new Response(null, { status: 200 }));
    const writes = recordCookieWrites();
    try {
      await sendEvent(siteContext(), false, 'a', {});
      expect(writes.last(COOKIE_NAME.analyticsId)).toContain(
        `max-age=${COOKIE_LIFETIME_MS.analytics / 1000}`,
      );
      expect(writes.last(COOKIE_NAME.sessionId)).not.toContain('max-age');
      const ids = [readCookie(COOKIE_NAME.analyticsId), readCookie(COOKIE_NAME.sessionId)];
      await sendEvent(siteContext(), false, 'b', {});
      expect([readCookie(COOKIE_NAME.analyticsId), readCookie(COOKIE_NAME.sessionId)]).toEqual(ids);
    } finally {
      writes.restore();
    }
  });

  it('marks a session begun by a known visitor as not the first', async () => {
    const { to } = stubFetch(() => new Response(null, { status: 200 }));
    writeCookie(COOKIE_NAME.analyticsId, 'known');
    await sendEvent(siteContext(), false, 'a', {});
    expect(localStorage.getItem(STORAGE_FLAG.firstSession)).toBe('false');
    const body = jsonOf(to(EVENTS_URL)[0]!.init);
    expect(body.analyticsId).toBe('known');
    expect(body.commonData).toMatchObject({ is_first_session: false, is_landing: false });
  });

  it('names a signed-in viewer as the actor with their account', async () => {
    const { to } = stubFetch(() => new Response(null, { status: 200 }));
    const context = signedIn(10);
    await sendEvent(context, false, 'a', {});
    expect(jsonOf(to(EVENTS_URL)[0]!.init).commonData).toMatchObject({
      actor: 'account',
      member_account_id: context.authenticatedAccount?.id,
    });
  });

  it.each([200, 202])('takes %i as success', async (status) => {
    stubFetch(() => new Response(null, { status }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sendEvent(siteContext(), false, 'a', {});
    await settle();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs another status with the spec message', async () => {
    stubFetch(() => new Response(null, { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sendEvent(siteContext(), false, 'a', {});
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(eventMessages.httpStatus.replace('{code}', '500')),
    );
    expect(error).toHaveBeenCalledWith('Error tracking event: HTTP Status 500');
  });

  it('ignores network failures silently', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sendEvent(siteContext(), false, 'a', {});
    await settle();
    expect(error).not.toHaveBeenCalled();
  });

  it('sends nothing without a payload and says so', async () => {
    const { sent } = stubFetch();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sendEvent(siteContext(), false, 'a', undefined as never);
    await sendEvent(siteContext(), false, '', {});
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenCalledWith(eventMessages.noPayload);
    expect(sent).toHaveLength(0);
  });

  it('drops common fields of the wrong type or unknown name with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      checkCommonData({
        actor: 'visitor',
        window_width: '800',
        is_landing: true,
        colour: 'red',
        locale: undefined,
      }),
    ).toEqual({ actor: 'visitor', is_landing: true });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenCalledWith('Dropped analytics event field window_width: expected number');
    expect(warn).toHaveBeenCalledWith('Dropped analytics event field colour: expected no such field');

    const { to } = stubFetch(() => new Response(null, { status: 202 }));
    await sendEvent(siteContext(), false, 'a', {}, { object_type: 'form', page_path: 42 });
    const common = jsonOf(to(EVENTS_URL)[0]!.init).commonData;
    expect(common.object_type).toBe('form');
    expect(common).not.toHaveProperty('page_path');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Dropped analytics event field page_path: expected string'),
    );
  });

  it('warns when the analytics id cannot be stored', async () => {
    stubFetch(() => new Response(null, { status: 202 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const writes = recordCookieWrites();
    // A browser refusing cookies: writes are accepted and forgotten.
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => {} });
    try {
      await sendEvent(siteContext(), false, 'a', {});
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(eventMessages.analyticsIdNotStored));
    } finally {
      writes.restore();
    }
  });
});
