// @vitest-environment happy-dom
import { AnalyticsEventKind } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../site-context.test-support';
import { pageViewData, RECORD_HIT_URL, recordPageView } from './page-view';
import { formOf, settled, stubFetch } from './tracking.test-support';

const RECORD = 'abc|1|2|3|4';

describe('page view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    document.title = '';
  });

  it('carries the analytics event fields of the page', () => {
    window.history.replaceState(null, '', '/shop?utm_source=news#top');
    document.title = 'Shop — Atelier';
    document.documentElement.lang = 'en';
    const context = siteContext({ collectionId: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    const data = pageViewData(context, RECORD, false);
    expect(data).toMatchObject({
      websiteId: context.website.id,
      pagePath: '/shop',
      pageHash: 'top',
      pageTitle: 'Shop — Atelier',
      pageId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      collectionId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      contentSource: 'c',
      visitorCookie: RECORD,
      userAgent: navigator.userAgent,
      viewportInnerWidth: window.innerWidth,
      viewportInnerHeight: window.innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
      website_locale: 'en',
      localStorageSupported: true,
      queryString: 'utm_source=news',
      referrer: document.referrer,
      url: window.location.href,
      title: 'Shop — Atelier',
    });
    expect(typeof data.clientDate).toBe('number');
    expect(data.memberAccountId).toBeUndefined();
    // No site member is signed in: the browser's language is no member's.
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('member_locale');
  });

  it('carries the language of the page shown, as its <html lang> says', () => {
    window.history.replaceState(null, '', '/pt-br/sobre');
    document.documentElement.lang = 'pt-BR';
    expect(pageViewData(siteContext(), RECORD, false).website_locale).toBe('pt-BR');
    document.documentElement.removeAttribute('lang');
    expect(JSON.parse(JSON.stringify(pageViewData(siteContext(), RECORD, false)))).not.toHaveProperty(
      'website_locale',
    );
  });

  it('leaves the user agent out when the owner restricted visitor data', () => {
    const data = pageViewData(siteContext(), RECORD, true);
    expect(data).not.toHaveProperty('userAgent', expect.anything());
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('userAgent');
  });

  it('posts RecordHit form-encoded with event, data and ss_cvr, ignoring failures', async () => {
    const { to } = stubFetch(() => Promise.reject(new TypeError('offline')));
    recordPageView({ websiteId: 'w', pagePath: '/' }, RECORD);
    const [hit] = to(RECORD_HIT_URL);
    expect(hit?.init.method).toBe('POST');
    expect(hit?.init.body).toBeInstanceOf(URLSearchParams);
    expect(formOf(hit!.init)).toEqual({
      event: String(AnalyticsEventKind.pageView),
      data: JSON.stringify({ websiteId: 'w', pagePath: '/' }),
      ss_cvr: RECORD,
    });
    await settled();
  });
});
