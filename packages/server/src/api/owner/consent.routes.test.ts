import { cookieBannerMessages, newId, pageCookieSettings } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

/** Forgets a site's stored banner settings, as a site made before the banner existed. */
async function withoutStoredBanner(app: FastifyInstance, siteId: string): Promise<void> {
  await app.db.updateTable('websites').set({ cookie_settings: '{}' }).where('id', '=', siteId).execute();
  app.sites.invalidate(siteId);
}

const contextOf = (html: string) => {
  const match = html.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no site context script');
  return JSON.parse(match[1]!);
};

const DEFAULTS = {
  isCookieBannerEnabled: false,
  cookieBannerText: cookieBannerMessages.text,
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerAcceptType: 'OPT_IN',
  isAnalyticsCookiesDisabled: false,
  isRestrictiveCookiePolicyAbsolute: false,
  isActivityLogEnabled: true,
};

describeEachDatabase('the owner’s cookie banner settings', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'banner-site.localhost';
  const settings = () => owner.site.request('GET', '/api/config/cookie-banner');
  const save = (body: unknown) => owner.site.request('PUT', '/api/config/cookie-banner', body);
  const pageSettings = async () =>
    contextOf((await new TestClient(app, host).request('GET', '/')).body).cookieSettings;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'banner@example.com', 'banner-site');
    // A new site starts with the EU-minded banner (new-site-cookie-settings.ts); these tests start from
    // a site that has stored nothing, where the spec's defaults for missing values apply.
    await withoutStoredBanner(app, owner.siteId);
  });
  afterAll(() => app.close());

  it('start as the defaults of spec 000 §5, banner off', async () => {
    const response = await settings();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: DEFAULTS });
  });

  it('keep what is saved, and published pages show the new banner at once', async () => {
    expect((await pageSettings()).isCookieBannerEnabled).toBe(false); // now in the page cache
    const response = await save({
      settings: {
        isCookieBannerEnabled: true,
        cookieBannerText: '<p>We bake cookies.</p>',
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        isAnalyticsCookiesDisabled: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = {
      ...DEFAULTS,
      isCookieBannerEnabled: true,
      cookieBannerText: '<p>We bake cookies.</p>',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isAnalyticsCookiesDisabled: true,
    };
    expect(response.json()).toEqual({ settings: saved });
    expect((await settings()).json()).toEqual({ settings: saved });
    expect(await pageSettings()).toEqual(pageCookieSettings(saved));

    // A partial save keeps the rest; another layout moves the position to the nearest it has.
    const bar = await save({ settings: { cookieBannerVariant: 'BAR' } });
    expect(bar.json().settings).toMatchObject({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' });
    expect(bar.json().settings.cookieBannerText).toBe('<p>We bake cookies.</p>');
    expect(await pageSettings()).toMatchObject({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' });
  });

  it('refuse bad values, naming each field, and store nothing', async () => {
    const before = (await settings()).json();
    const response = await save({
      settings: {
        cookieBannerTheme: 'PINK',
        cookieBannerCtaText: 'x'.repeat(101),
        isActivityLogEnabled: 'yes',
        invented: true,
        isCookieBannerEnabled: false,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'settings.cookieBannerCtaText',
      'settings.cookieBannerTheme',
      'settings.invented',
      'settings.isActivityLogEnabled',
    ]);
    expect(response.json().error).toContain('settings.cookieBannerTheme');
    const corner = await save({ settings: { cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_LEFT' } });
    expect(corner.statusCode).toBe(400);
    expect(corner.json().errors).toEqual({
      'settings.cookieBannerPosition': 'must be TOP or BOTTOM for a bar',
    });
    for (const body of [{}, { settings: 'on' }, { settings: {}, extra: 1 }, [1]]) {
      expect((await save(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await settings()).json()).toEqual(before);
  });

  it('answer only the site’s editors, and changes need the crumb', async () => {
    const visitor = new TestClient(app, host);
    expect((await visitor.request('GET', '/api/config/cookie-banner')).statusCode).toBe(401);
    const stranger = await ownerWithSite(app, 'stranger@example.com', 'stranger-site');
    await withoutStoredBanner(app, stranger.siteId);
    const intruder = new TestClient(app, host);
    await intruder.signIn('stranger@example.com');
    expect((await intruder.request('GET', '/api/config/cookie-banner')).statusCode).toBe(403);
    const put = { settings: { isCookieBannerEnabled: false } };
    expect((await intruder.request('PUT', '/api/config/cookie-banner', put)).statusCode).toBe(403);
    expect(
      (await owner.site.request('PUT', '/api/config/cookie-banner', put, { crumb: false })).statusCode,
    ).toBe(403);
    expect((await stranger.site.request('GET', '/api/config/cookie-banner')).json()).toEqual({
      settings: DEFAULTS,
    });
  });

  it('restricting visitor data reaches the reporting calls at once', async () => {
    const restricted = await save({ settings: { isActivityLogEnabled: false } });
    expect(restricted.json().settings.isActivityLogEnabled).toBe(false);
    expect((await pageSettings()).isVisitorDataRestricted).toBe(true);
    const data = {
      websiteId: owner.siteId,
      pagePath: '/',
      visitorCookie: 'abc|1|1|1|1',
      userAgent: 'Agent/1',
    };
    const hit = await new TestClient(app, host).request(
      'POST',
      '/api/census/RecordHit',
      { event: '1', data: JSON.stringify(data), ss_cvr: 'abc|1|1|1|1' },
      { form: true, headers: { 'user-agent': 'Agent/1' } },
    );
    expect(hit.statusCode, hit.body).toBe(204);
    const row = await app.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('website_id', '=', owner.siteId)
      .executeTakeFirstOrThrow();
    expect(row.visitor_id).toBeNull();
    expect(row.data).not.toContain('Agent/1');
  });
});

describeEachDatabase('the consent log', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'log-site.localhost';
  const log = (query = '') => owner.site.request('GET', `/api/config/consent-log${query}`);

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'log@example.com', 'log-site');
    const visitor = new TestClient(app, host);
    for (const [choice, method] of [
      ['accepted', 'accept-button'],
      ['declined', 'decline-button'],
      ['accepted', 'keyboard'],
    ]) {
      const response = await visitor.request('POST', '/api/census/consent', {
        choice,
        bannerVersion: 2,
        revision: '2-abc',
        method,
      });
      expect(response.statusCode).toBe(204);
    }
    await app.db
      .insertInto('consent_log')
      .values({
        id: newId(),
        website_id: owner.siteId,
        created_at: '2021-06-15T10:00:00.000Z',
        banner_version: 1,
        revision: '1-old',
        choice: 'declined',
        method: '=close',
      })
      .execute();
  });
  afterAll(() => app.close());

  it('lists answers newest first, with the counts of the whole range', async () => {
    const response = await log('?limit=2');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 4, accepted: 2, declined: 2 });
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      choice: 'accepted',
      method: 'keyboard',
      bannerVersion: 2,
      revision: '2-abc',
    });
    expect(Object.keys(page.entries[0]).sort()).toEqual([
      'bannerVersion',
      'choice',
      'createdAt',
      'id',
      'method',
      'revision',
    ]);
    const rest = (await log('?limit=2&offset=2')).json().entries;
    expect(rest.map((entry: { revision: string }) => entry.revision)).toEqual(['2-abc', '1-old']);
  });

  it('reads a range of days, open on either side', async () => {
    expect((await log('?from=2021-06-15&to=2021-06-15')).json()).toMatchObject({ total: 1, declined: 1 });
    expect((await log('?to=2021-12-31')).json().total).toBe(1);
    expect((await log('?from=2022-01-01&to=')).json().total).toBe(3);
    for (const query of [
      '?from=2021-02-30',
      '?from=2022-01-02&to=2022-01-01',
      '?limit=0',
      '?limit=1000',
      '?from=soon',
    ]) {
      expect((await log(query)).statusCode, query).toBe(400);
    }
  });

  it('exports as CSV', async () => {
    const response = await owner.site.request(
      'GET',
      '/api/config/consent-log.csv?from=2021-01-01&to=2021-12-31',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('consent-log-2021-01-01-to-2021-12-31.csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTime,Choice,Method,Banner version,Revision,Id');
    expect(lines[1]).toMatch(/^2021-06-15T10:00:00.000Z,declined,'=close,1,1-old,[0-9a-f]{24}$/);
    expect(lines).toHaveLength(3);
  });

  describe('of another site', () => {
    it('is not shown', async () => {
      const other = await ownerWithSite(app, 'other-log@example.com', 'other-log');
      expect((await other.site.request('GET', '/api/config/consent-log')).json()).toEqual({
        entries: [],
        total: 0,
        accepted: 0,
        declined: 0,
      });
    });
  });
});
