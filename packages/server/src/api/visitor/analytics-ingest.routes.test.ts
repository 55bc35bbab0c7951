import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  countEvents,
  eventRows,
  PHONE_UA,
  TABLET_UA,
} from '#modules/analytics/analytics.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { SESSION_COOKIE } from '#platform/session/cookies';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { REPORTS_PER_MINUTE } from './analytics-ingest.routes';

const FORM_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const button = {
  id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  buttonText: 'Book a class',
  clickthroughUrl: '/classes',
  alignment: 'center',
  size: 'large',
  newWindow: false,
  context: 'button-block',
};

describeEachDatabase('the reporting calls of the visitor runtime', (database) => {
  let app: FastifyInstance;
  let siteId: string;
  let ownerSession: string;
  const host = 'census-site.localhost';
  const browser = () => new Browser(app, host);

  beforeAll(async () => {
    app = await createTestApp(database.current);
    const owner = await ownerWithSite(app, 'census@example.com', 'census-site');
    siteId = owner.siteId;
    ownerSession = owner.site.cookies.get(SESSION_COOKIE)!;
  });
  afterAll(() => app.close());

  it('stores a page view with its visit, path, outside referrer, device and screen', async () => {
    const visitor = new Browser(app, host, 'visitor-one', PHONE_UA);
    visitor.startVisit();
    const first = await visitor.pageView(siteId, '/about', {
      referrer: 'https://www.search.example/results?q=pottery+classes',
    });
    expect(first.statusCode, first.body).toBe(204);
    visitor.nextPage();
    const second = await visitor.pageView(siteId, '/classes', { referrer: `http://${host}/about` });
    expect(second.statusCode, second.body).toBe(204);

    const rows = await eventRows(app.db, siteId, 'page-view');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      path: '/about',
      new_visit: 1,
      referrer: 'www.search.example',
      device: 'mobile',
      screen: '1920x1080',
    });
    expect(rows[1]).toMatchObject({ path: '/classes', new_visit: 0, referrer: '' });
    // The same visitor, under a key that is not what the cookie says.
    expect(rows[0]!.visitor_id).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[1]!.visitor_id).toBe(rows[0]!.visitor_id);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('visitor-one');
    expect(stored).not.toContain('203.0.113.77');
    expect(JSON.parse(rows[0]!.data!)).toMatchObject({ pageTitle: 'Title of /about', userAgent: PHONE_UA });
  });

  it('answers Track with a transparent GIF that no cache keeps, and records the campaign', async () => {
    const visitor = new Browser(app, host, 'tracked', TABLET_UA);
    visitor.startVisit();
    const query = new URLSearchParams({
      landing: `http://${host}/spring?utm_source=newsletter`,
      refer: 'https://mail.example/inbox',
      rk: String(Math.random()),
      lang: 'en-GB',
      screen: '820x1180',
      source: 'newsletter',
      campaign: 'spring',
    });
    const response = await visitor.inject('GET', `/api/track/Track?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const [row] = await eventRows(app.db, siteId, 'track');
    expect(row).toMatchObject({
      path: '/spring',
      referrer: 'mail.example',
      source: 'newsletter',
      campaign: 'spring',
      device: 'tablet',
      screen: '820x1180',
      new_visit: 1,
    });
  });

  it('stores the button and form census, overlays and quick views', async () => {
    const visitor = browser();
    visitor.startVisit();
    const posts = [
      visitor.inject('POST', '/api/census/button-render', { ...button, visitorCookie: visitor.record }),
      visitor.inject('POST', '/api/census/button-click', { ...button, visitorCookie: visitor.record }),
      visitor.inject('POST', '/api/census/form-render', { formId: FORM_ID, visitorCookie: visitor.record }),
      visitor.inject('POST', '/api/census/form-submit', { formId: FORM_ID, visitorCookie: visitor.record }),
      visitor.inject('POST', '/api/census/overlay', { event: 'shown', version: 3, visitorCookie: '' }),
      visitor.inject('POST', `/api/census/RecordQuickView/${FORM_ID.replace(/a/g, 'c')}`),
    ];
    for (const response of await Promise.all(posts)) expect(response.statusCode, response.body).toBe(204);
    expect(await eventRows(app.db, siteId, 'button-click')).toMatchObject([
      { button_text: 'Book a class', button_url: '/classes' },
    ]);
    expect(await eventRows(app.db, siteId, 'form-render')).toMatchObject([{ form_id: FORM_ID }]);
    const [submitted] = await eventRows(app.db, siteId, 'form-submit');
    expect(submitted).toMatchObject({
      form_id: FORM_ID,
      visitor_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await eventRows(app.db, siteId, 'overlay')).toMatchObject([{ message: 'shown' }]);
    expect(await eventRows(app.db, siteId, 'quick-view')).toMatchObject([{ message: 'c'.repeat(24) }]);
  });

  it('stores traces, error reports, variant events, v1 events and performance records', async () => {
    const visitor = browser();
    visitor.startVisit();
    const trace = new URLSearchParams({
      data: JSON.stringify([
        { pageUrl: `http://${host}/a`, type: 'scroll', data: { depth: 50 } },
        { pageUrl: `http://${host}/a`, type: 'engaged', data: null },
      ]),
    });
    const errors = [
      {
        event: 'error',
        data: {
          websiteId: siteId,
          url: `http://${host}/shop`,
          userAgent: visitor.userAgent,
          app: 'site',
          message: 'TypeError: x is undefined',
          stack: 'at shop.js:1:2',
          file: `http://${host}/assets/site/shop.js`,
          line: 1,
          column: 2,
        },
        timestamp: Date.now(),
      },
    ];
    const variant = new URLSearchParams({
      crumb: '',
      event: 'experiment',
      data: JSON.stringify({ variant: 'b', step: 2 }),
      eventName: 'checkout_viewed',
      variant: 'b',
      step: '2',
    });
    const v1 = {
      analyticsId: 'a1b2c3',
      commonData: { website_id: siteId, page_path: '/shop', is_landing: true, window_width: 1280 },
      customData: { plan: 'pro', items: [1, 2] },
      customSchemaName: 'plan_chosen',
    };
    const settings = await visitor.inject('GET', '/api/1/performance/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['cache-control']).toBe('no-store');
    const { pageLoadId } = settings.json();
    expect(pageLoadId).toMatch(/^[0-9a-f]{24}$/);
    const again = (await visitor.inject('GET', '/api/1/performance/settings')).json().pageLoadId;
    expect(again).not.toBe(pageLoadId);
    const records = JSON.stringify([
      {
        pageLoadId,
        type: 'page-speed',
        name: `http://${host}/shop`,
        startTime: 0,
        duration: 812,
        data: { ttfb: 40 },
      },
      { pageLoadId, type: 'image-timing', name: `http://${host}/a.jpg`, startTime: 120, duration: 30 },
    ]);

    const answers = await Promise.all([
      visitor.inject('POST', '/api/events/Trace', trace.toString()),
      visitor.inject('POST', '/api/events/RecordJavascriptErrors', errors, { 'x-csrf-token': '' }),
      visitor.inject('POST', '/api/events/RecordEvent', variant.toString()),
      visitor.inject('POST', '/api/v1/events', v1),
      visitor.inject('POST', '/api/1/performance/records', records, {
        'content-type': 'text/plain;charset=UTF-8',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 202, 204]);
    expect(await eventRows(app.db, siteId, 'trace')).toHaveLength(2);
    expect(await eventRows(app.db, siteId, 'js-error')).toMatchObject([
      { message: 'TypeError: x is undefined', path: '/shop' },
    ]);
    const [event] = await eventRows(app.db, siteId, 'event');
    expect(event).toMatchObject({ message: 'plan_chosen', path: '/shop' });
    expect(JSON.parse(event!.data!).customData).toEqual({ plan: 'pro', items: [1, 2] });
    const [variantRow] = await eventRows(app.db, siteId, 'variant-event');
    expect(JSON.parse(variantRow!.data!)).toEqual({
      event: 'experiment',
      data: { variant: 'b', step: 2 },
      fields: { variant: 'b', step: '2' },
    });
    expect(await eventRows(app.db, siteId, 'performance')).toMatchObject([
      { message: 'page-speed', path: '/shop' },
      { message: 'image-timing', path: null },
    ]);
  });

  it('records a choice on the cookie banner in the consent log', async () => {
    const visitor = browser();
    const record = { choice: 'declined', bannerVersion: 2, revision: '2-abc123', method: 'decline-button' };
    const response = await visitor.inject('POST', '/api/census/consent', record);
    expect(response.statusCode, response.body).toBe(204);
    const rows = await app.db
      .selectFrom('consent_log')
      .selectAll()
      .where('website_id', '=', siteId)
      .execute();
    expect(rows).toMatchObject([
      { choice: 'declined', banner_version: 2, revision: '2-abc123', method: 'decline-button' },
    ]);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('counts nothing a signed-in owner sends or the editor shows, yet answers as usual (spec 000 §6)', async () => {
    const analytics = (who: Browser, headers: Record<string, string>) => [
      who.inject('POST', '/api/census/RecordHit', who.pageViewBody(siteId, '/'), headers),
      who.inject('POST', '/api/census/form-render', { formId: FORM_ID, visitorCookie: who.record }, headers),
      who.inject('POST', '/api/census/form-submit', { formId: FORM_ID, visitorCookie: who.record }, headers),
      who.inject('POST', '/api/census/button-render', { ...button, visitorCookie: who.record }, headers),
      who.inject('POST', '/api/census/button-click', { ...button, visitorCookie: who.record }, headers),
      who.inject('POST', '/api/census/overlay', { event: 'shown', version: 3, visitorCookie: '' }, headers),
      who.inject('GET', '/api/track/Track?landing=%2F&refer=&rk=1&lang=en&screen=1x1', undefined, headers),
    ];
    const before = await countEvents(app.db, siteId);
    const owner = browser();
    owner.startVisit();
    const withSession = { cookie: `${owner.cookieHeader}; ${SESSION_COOKIE}=${ownerSession}` };
    const visitor = browser();
    visitor.startVisit();
    // No session (a cached page, a signed-out tab), but sent from the editor or its preview frame.
    const fromFrame = { referer: `http://${host}/about?preview=draft` };
    const fromEditor = { referer: `http://${host}/config/?frameUrl=%2F` };
    const answers = await Promise.all([
      ...analytics(owner, withSession),
      ...analytics(visitor, fromFrame),
      ...analytics(visitor, fromEditor),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
    expect(await countEvents(app.db, siteId)).toBe(before);
    // A malformed report is still refused, owner or not.
    const bad = await owner.inject('POST', '/api/census/form-render', { formId: 'x' }, withSession);
    expect(bad.statusCode).toBe(400);

    // A viewer is a visitor outside the editor; a page of this site that merely says "draft"
    // elsewhere in its address, or another site's preview, does not hide a visitor either.
    const viewer = new TestClient(app, 'localhost');
    const { id } = await viewer.signUp('census-viewer@example.com');
    await app.db
      .insertInto('contributors')
      .values({ website_id: siteId, account_id: id, role: 10, created_at: new Date().toISOString() })
      .execute();
    const onSite = new TestClient(app, host);
    await onSite.signIn('census-viewer@example.com');
    const viewing = browser();
    viewing.startVisit();
    const counted = await Promise.all([
      ...analytics(viewing, {
        cookie: `${viewing.cookieHeader}; ${SESSION_COOKIE}=${onSite.cookies.get(SESSION_COOKIE)}`,
      }),
      ...analytics(visitor, { referer: `http://${host}/drafts?preview=later` }),
      ...analytics(visitor, { referer: 'http://elsewhere.localhost/?preview=draft' }),
    ]);
    for (const answer of counted) expect(answer.statusCode, answer.body).toBeLessThan(300);
    expect(await countEvents(app.db, siteId)).toBe(before + counted.length);
  });

  it('refuses a flood from one address with 429 and Retry-After, storing none of it', async () => {
    const flooder = new Browser(app, host, 'flooder');
    flooder.address = '192.0.2.200';
    flooder.startVisit();
    const before = await countEvents(app.db, siteId);
    const answers = [];
    for (let start = 0; start < REPORTS_PER_MINUTE + 10; start += 50) {
      const count = Math.min(50, REPORTS_PER_MINUTE + 10 - start);
      answers.push(
        ...(await Promise.all(Array.from({ length: count }, () => flooder.pageView(siteId, '/')))),
      );
    }
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(REPORTS_PER_MINUTE);
    expect(refused).toHaveLength(10);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({ code: 'analytics.rate_limited' });
    expect(await countEvents(app.db, siteId)).toBe(before + REPORTS_PER_MINUTE);
    // Another visitor of the same site is not held back.
    const other = new Browser(app, host, 'neighbour');
    other.address = '192.0.2.201';
    other.startVisit();
    expect((await other.pageView(siteId, '/')).statusCode).toBe(204);
  });

  describe('refuses', () => {
    it('reports naming another site, and hosts that are no site', async () => {
      const before = await countEvents(app.db, siteId);
      const visitor = browser();
      visitor.startVisit();
      const other = await visitor.pageView('0123456789abcdef01234567', '/');
      expect(other.statusCode).toBe(400);
      expect(other.json().code).toBe('analytics.wrong_site');
      const nowhere = await new Browser(app, 'nosuchsite.localhost').pageView(siteId, '/');
      expect(nowhere.statusCode).toBe(404);
      expect(await countEvents(app.db, siteId)).toBe(before);
    });

    it('with a message that names the bad field', async () => {
      const visitor = browser();
      visitor.startVisit();
      const response = await visitor.pageView(siteId, 'no-slash');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('data.pagePath');
      expect(response.json().errors).toHaveProperty(['data.pagePath']);
    });
  });
});

describeEachDatabase('reports from a site that restricts visitor data', (database) => {
  let app: FastifyInstance;
  let siteId: string;
  const host = 'private-site.localhost';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    ({ siteId } = await ownerWithSite(app, 'private@example.com', 'private-site'));
    await app.db
      .updateTable('websites')
      .set({
        cookie_settings: JSON.stringify({ isActivityLogEnabled: false }),
        render_generation: sql<number>`render_generation + 1`,
      })
      .where('id', '=', siteId)
      .execute();
    app.sites.invalidate(siteId);
  });
  afterAll(() => app.close());

  it('keep no visitor id, user agent, device or address, but still count visits', async () => {
    const visitor = new Browser(app, host, 'private-visitor', PHONE_UA);
    visitor.startVisit();
    expect((await visitor.pageView(siteId, '/', { memberAccountId: 'member-1' })).statusCode).toBe(204);
    const errors = [
      {
        event: 'error',
        data: {
          websiteId: siteId,
          url: `http://${host}/`,
          userAgent: PHONE_UA,
          app: 'site',
          message: 'boom',
        },
        timestamp: 1,
      },
    ];
    expect((await visitor.inject('POST', '/api/events/RecordJavascriptErrors', errors)).statusCode).toBe(204);
    const button = { buttonText: 'Go', clickthroughUrl: '/go', visitorCookie: visitor.record };
    expect((await visitor.inject('POST', '/api/census/button-click', button)).statusCode).toBe(204);

    const rows = await eventRows(app.db, siteId);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.visitor_id).toBeNull();
      expect(row.device).toBeNull();
    }
    expect(rows.find((row) => row.kind === 'page-view')?.new_visit).toBe(1);
    const stored = JSON.stringify(rows);
    for (const secret of ['iPhone', 'private-visitor', 'member-1', '203.0.113.77'])
      expect(stored).not.toContain(secret);
  });
});
