import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type CookieBannerSettings, cookieBannerMessages } from '@atelier/domain';
import { createCookieBannerElement } from '@atelier/site/cookie-banner';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';

/** Cookies that would identify or count a visitor, or record a choice nobody made. */
const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'SS_ANALYTICS_ID', 'SS_SESSION_ID', 'ss_cookieAllowed'];

const window = new Window({
  settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true },
});

const contextOf = (html: string) => {
  const match = html.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no site context script');
  return JSON.parse(match[1]!) as { cookieSettings: CookieBannerSettings };
};

const setCookieNames = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | string | undefined) ?? [])
    .map((cookie) => cookie.slice(0, cookie.indexOf('=')));

describeEachDatabase('a new site’s cookie banner', (database) => {
  let app: FastifyInstance;
  let owner: TestClient;
  beforeAll(async () => {
    app = await createTestApp(database.current);
    const home = new TestClient(app, 'localhost');
    await home.signUp('banner@example.com');
    const created = await home.request('POST', '/api/platform/sites', {
      title: 'Consent Bakery',
      identifier: 'consent-bakery',
      templateId: 'restaurant',
    });
    expect(created.statusCode).toBe(201);
    owner = new TestClient(app, 'consent-bakery.localhost');
    expect((await owner.signIn('banner@example.com')).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('is on, with Accept and Decline as equal buttons and the restrictive policy, as EU guidance asks', async () => {
    const { settings } = (await owner.request('GET', '/api/config/cookie-banner')).json();
    expect(settings).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerCtaText: cookieBannerMessages.ctaText,
      cookieBannerOptOutCtaText: cookieBannerMessages.optOutCtaText,
      isAnalyticsCookiesDisabled: true,
    });
  });

  it('shows both buttons alike on the published pages and sets no tracking cookie before a choice', async () => {
    const visitor = new TestClient(app, 'consent-bakery.localhost');
    const page = await visitor.request('GET', '/');
    expect(page.statusCode).toBe(200);
    const { cookieSettings } = contextOf(page.body);
    expect(cookieSettings).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'BUTTON',
      isRestrictiveCookiePolicyEnabled: true,
    });
    expect(setCookieNames(page.headers).filter((name) => TRACKING_COOKIES.includes(name))).toEqual([]);
    expect([...visitor.cookies.keys()].filter((name) => TRACKING_COOKIES.includes(name))).toEqual([]);

    // The banner the page's runtime builds from those settings: two buttons, one style.
    const banner = createCookieBannerElement(cookieSettings, window.document as unknown as Document, {
      onChoice: () => undefined,
    });
    const buttons = [...banner.querySelectorAll('button')];
    expect(buttons.map((button) => [button.dataset.choice, button.textContent])).toEqual([
      ['accept', 'Accept'],
      ['decline', 'Decline'],
    ]);
    const looks = buttons.map((button) => ({
      tag: button.tagName,
      className: button.className,
      attributes: button
        .getAttributeNames()
        .filter((name) => name !== 'data-choice')
        .sort(),
    }));
    expect(looks[1]).toEqual(looks[0]);
    expect(banner.className).toContain('atelier-cookie-banner--cta-button');
    // Nothing in the banner's styles singles one of them out.
    const css = fs.readFileSync(
      createRequire(import.meta.url).resolve('@atelier/site/cookie-banner.css'),
      'utf8',
    );
    expect(css).not.toMatch(/data-choice|:(first|last|nth)-(child|of-type)/);

    // Every page of the site, the one with the table request form too.
    for (const path of ['/menu', '/reservations']) {
      const other = await visitor.request('GET', path);
      expect(other.statusCode, path).toBe(200);
      expect(contextOf(other.body).cookieSettings.isCookieBannerEnabled).toBe(true);
      expect(setCookieNames(other.headers).filter((name) => TRACKING_COOKIES.includes(name))).toEqual([]);
    }
  });

  it('leaves a site that never saved its banner as it was: the spec’s defaults still read as off', async () => {
    const site = await app.db
      .selectFrom('websites')
      .select('id')
      .where('identifier', '=', 'consent-bakery')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('websites')
      .set({
        cookie_settings: '{}',
        render_generation: sql<number>`render_generation + 1`,
        shell_generation: sql<number>`shell_generation + 1`,
      })
      .where('id', '=', site.id)
      .execute();
    app.sites.invalidate(site.id);
    const { settings } = (await owner.request('GET', '/api/config/cookie-banner')).json();
    expect(settings).toMatchObject({
      isCookieBannerEnabled: false,
      cookieBannerAcceptType: 'OPT_IN',
      cookieBannerCtaVariant: 'ICON',
      isAnalyticsCookiesDisabled: false,
    });
    const page = await new TestClient(app, 'consent-bakery.localhost').request('GET', '/');
    expect(contextOf(page.body).cookieSettings.isCookieBannerEnabled).toBe(false);
  });
});
