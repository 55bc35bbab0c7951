import { pageCookieSettings } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const stored = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We bake cookies.</p>',
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'TOP_RIGHT',
  isAnalyticsCookiesDisabled: true,
  isActivityLogEnabled: true,
};

const contextOf = (html: string) => {
  const match = html.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no site context script');
  return JSON.parse(match[1]!);
};

describeEachDatabase('the cookie settings a visitor receives', (database) => {
  let app: FastifyInstance;
  let siteId: string;
  const visitor = () => new TestClient(app, 'cookie-site.localhost');

  beforeAll(async () => {
    app = await createTestApp(database.current);
    ({ siteId } = await ownerWithSite(app, 'cookies@example.com', 'cookie-site'));
    // A new site starts with the EU-minded banner (new-site-cookie-settings.ts); these tests start from
    // a site that stored nothing, where the spec's defaults for missing values apply.
    await app.db.updateTable('websites').set({ cookie_settings: '{}' }).where('id', '=', siteId).execute();
    app.sites.invalidate(siteId);
  });
  afterAll(() => app.close());

  it('are off, with the defaults, for a new site', async () => {
    const response = await visitor().request('GET', '/');
    expect(response.statusCode).toBe(200);
    expect(contextOf(response.body).cookieSettings).toEqual(pageCookieSettings({}));
  });

  it('come from the stored server settings, in client names, normalised, with the revision', async () => {
    await app.db
      .updateTable('websites')
      .set({
        cookie_settings: JSON.stringify(stored),
        render_generation: sql<number>`render_generation + 1`,
        shell_generation: sql<number>`shell_generation + 1`,
      })
      .where('id', '=', siteId)
      .execute();
    app.sites.invalidate(siteId);
    const response = await visitor().request('GET', '/');
    const { cookieSettings } = contextOf(response.body);
    expect(cookieSettings).toEqual(pageCookieSettings(stored));
    expect(cookieSettings).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerPosition: 'TOP',
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: false,
      cookieBannerRevision: expect.stringMatching(/^2-/),
    });
  });
});
