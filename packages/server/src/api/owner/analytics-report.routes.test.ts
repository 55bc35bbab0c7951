import { newId } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser, PHONE_UA, TABLET_UA, today } from '#modules/analytics/analytics.test-support';
import { EventKind, eventRow } from '#modules/analytics/analytics-rows';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const FORM_A = 'a0a0a0a0a0a0a0a0a0a0a0a0';
const FORM_B = 'b0b0b0b0b0b0b0b0b0b0b0b0';

describeEachDatabase('the owner’s analytics dashboard', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'stats-site.localhost';
  const day = today();
  const report = (query: string, client = owner.site) =>
    client.request('GET', `/api/config/analytics?${query}`);

  async function ok(response: Promise<{ statusCode: number; body: string }>) {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
  }

  /** A submission in the site's inbox, as every visitor's is stored, whatever their cookie choice. */
  async function submission(formId: string, siteId = owner.siteId) {
    await app.db
      .insertInto('form_submissions')
      .values({
        id: newId(),
        website_id: siteId,
        form_id: formId,
        kind: 'form',
        page_id: newId(),
        page_path: '/contact',
        page_title: 'Contact',
        form_title: 'Contact',
        field_values: '{}',
        field_snapshot: '[]',
        search_text: '',
        read: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'stats@example.com', 'stats-site');
    other = await ownerWithSite(app, 'other-stats@example.com', 'other-stats');
    const siteId = owner.siteId;

    const desk = new Browser(app, host, 'desk');
    desk.startVisit();
    await ok(desk.pageView(siteId, '/', { referrer: 'https://www.google.com/search?q=clay' }));
    desk.nextPage();
    await ok(desk.pageView(siteId, '/about'));
    desk.startVisit();
    await ok(desk.pageView(siteId, '/'));
    const phone = new Browser(app, host, 'phone', PHONE_UA);
    phone.startVisit();
    await ok(phone.pageView(siteId, '/about', { referrer: 'https://m.facebook.com/' }));
    const tablet = new Browser(app, host, 'tablet', TABLET_UA);
    tablet.startVisit();
    await ok(tablet.pageView(siteId, '/', { screenWidth: 820, screenHeight: 1180 }));

    for (const [source, campaign] of [
      ['newsletter', 'spring'],
      ['newsletter', 'spring'],
      ['ads', ''],
    ]) {
      const query = new URLSearchParams({
        landing: `http://${host}/`,
        rk: '0.5',
        source: source!,
        campaign: campaign!,
      });
      await ok(desk.inject('GET', `/api/track/Track?${query}`));
    }
    const button = { buttonText: '=HYPERLINK("http://evil.example")', clickthroughUrl: '/classes' };
    for (let i = 0; i < 4; i++) {
      await ok(
        desk.inject('POST', '/api/census/form-render', { formId: FORM_A, visitorCookie: desk.record }),
      );
      await ok(desk.inject('POST', '/api/census/button-render', button));
    }
    await ok(desk.inject('POST', '/api/census/button-click', button));
    // The form's page reports each accepted submission; the inbox alone is no conversion's other half.
    await ok(desk.inject('POST', '/api/census/form-submit', { formId: FORM_A, visitorCookie: desk.record }));
    await ok(desk.inject('POST', '/api/census/form-submit', { formId: FORM_B, visitorCookie: desk.record }));
    await submission(FORM_A);
    await submission(FORM_A);
    await submission(FORM_B);
    // Four visitors: the same answer from one address is logged once.
    const deskAddress = desk.address;
    for (const [n, choice] of ['accepted', 'accepted', 'accepted', 'declined'].entries()) {
      desk.address = `198.51.100.${n + 1}`;
      const record = { choice, bannerVersion: 2, revision: '2-x', method: 'accept-button' };
      await ok(desk.inject('POST', '/api/census/consent', record));
    }
    desk.address = deskAddress;
    const error = (message: string) => ({
      event: 'error',
      data: { websiteId: siteId, url: `http://${host}/`, app: 'site', message },
      timestamp: 1,
    });
    await ok(desk.inject('POST', '/api/events/RecordJavascriptErrors', [error('boom'), error('@SUM(A1)')]));
    await ok(desk.inject('POST', '/api/events/RecordJavascriptErrors', [error('boom')]));

    // Long ago, and on another site: neither belongs to today's report.
    const old = eventRow(
      siteId,
      EventKind.pageView,
      { path: '/old', new_visit: 1 },
      undefined,
      new Date('2020-01-01T12:00:00Z'),
    );
    await app.db.insertInto('analytics_events').values(old).execute();
    const stranger = new Browser(app, 'other-stats.localhost', 'stranger');
    stranger.startVisit();
    await ok(stranger.pageView(other.siteId, '/secret-page'));
  });
  afterAll(() => app.close());

  it('adds up what visitors did in the range', async () => {
    const response = await report(`from=${day}&to=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      range: { from: day, to: day },
      totals: { visits: 4, pageViews: 5, uniqueVisitors: 3 },
      series: [{ day, visits: 4, pageViews: 5, uniqueVisitors: 3 }],
      topPages: [
        { path: '/', views: 3 },
        { path: '/about', views: 2 },
      ],
      referrers: [
        { referrer: '', visits: 2 },
        { referrer: 'm.facebook.com', visits: 1 },
        { referrer: 'www.google.com', visits: 1 },
      ],
      campaigns: [
        { source: 'newsletter', campaign: 'spring', visits: 2 },
        { source: 'ads', campaign: '', visits: 1 },
      ],
      devices: [
        { device: 'desktop', visits: 2 },
        { device: 'mobile', visits: 1 },
        { device: 'tablet', visits: 1 },
      ],
      screens: [
        { screen: '1920x1080', visits: 3 },
        { screen: '820x1180', visits: 1 },
      ],
      forms: [
        { formId: FORM_A, renders: 4, submissions: 1, conversion: 0.25 },
        { formId: FORM_B, renders: 0, submissions: 1, conversion: 0 },
      ],
      buttons: [
        {
          buttonText: '=HYPERLINK("http://evil.example")',
          clickthroughUrl: '/classes',
          renders: 4,
          clicks: 1,
          clickThrough: 0.25,
        },
      ],
      consent: { accepted: 3, declined: 1, acceptRate: 0.75 },
      jsErrors: [
        { message: 'boom', count: 2, lastSeen: expect.stringMatching(new RegExp(`^${day}T`)) },
        { message: '@SUM(A1)', count: 1, lastSeen: expect.any(String) },
      ],
      languages: [{ language: 'en-US', name: 'American English', visits: 4, pageViews: 5 }],
      visitorDataRestricted: false,
    });
  });

  it('reads only the days asked for', async () => {
    const response = await report('from=2020-01-01&to=2020-01-01');
    expect(response.json()).toMatchObject({
      totals: { visits: 1, pageViews: 1, uniqueVisitors: 0 },
      topPages: [{ path: '/old', views: 1 }],
      forms: [],
      consent: { accepted: 0, declined: 0, acceptRate: 0 },
      // Stored before languages were recorded; the site's one language is listed all the same.
      languages: [
        { language: 'en-US', name: 'American English', visits: 0, pageViews: 0 },
        { language: '', name: 'Not recorded', visits: 1, pageViews: 1 },
      ],
    });
  });

  it('refuses ranges that are not ranges of days', async () => {
    for (const query of [
      '',
      'from=2024-01-01',
      'from=yesterday&to=today',
      'from=2024-02-30&to=2024-03-01',
      'from=2024-03-02&to=2024-03-01',
      'from=2023-01-01&to=2024-01-02',
      'from[]=2024-01-01&to=2024-01-02',
    ]) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toEqual(expect.any(String));
    }
    expect((await report('from=2023-01-01&to=2024-01-01')).statusCode).toBe(200);
  });

  it('exports each list as CSV, with formulas defused', async () => {
    const csv = async (name: string) => {
      const response = await owner.site.request(
        'GET',
        `/api/config/analytics.csv?from=${day}&to=${day}&report=${name}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(`analytics-${name}-${day}-to-${day}.csv`);
      return response.body;
    };
    expect(await csv('pages')).toBe('\uFEFFPage,Views\r\n/,3\r\n/about,2\r\n');
    expect(await csv('referrers')).toContain('Direct or unknown,2\r\n');
    expect(await csv('campaigns')).toContain('newsletter,spring,2\r\n');
    expect(await csv('devices')).toContain('desktop,2\r\n');
    expect(await csv('forms')).toContain(`${FORM_A},4,1,25.00%\r\n`);
    expect(await csv('buttons')).toContain(`"'=HYPERLINK(""http://evil.example"")",/classes,4,1,25.00%`);
    expect(await csv('errors')).toContain("'@SUM(A1),1,");
    expect(await csv('languages')).toBe(
      '\uFEFFLanguage,Tag,Visits,Page views\r\nAmerican English,en-US,4,5\r\n',
    );
    const bad = await owner.site.request(
      'GET',
      `/api/config/analytics.csv?from=${day}&to=${day}&report=secrets`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('counts form views and submissions over the same visitors: one who declined cookies is in neither', async () => {
    // "Get in touch 2 / 1 · 200%": one visitor accepted cookies, saw the form and sent it; two who
    // declined sent it too (their page reports nothing, their submissions are in the inbox).
    const third = await ownerWithSite(app, 'conversion@example.com', 'conversion-site');
    const accepted = new Browser(app, 'conversion-site.localhost', 'accepted');
    accepted.startVisit();
    await ok(
      accepted.inject('POST', '/api/census/form-render', { formId: FORM_A, visitorCookie: accepted.record }),
    );
    await ok(
      accepted.inject('POST', '/api/census/form-submit', { formId: FORM_A, visitorCookie: accepted.record }),
    );
    for (let i = 0; i < 3; i++) await submission(FORM_A, third.siteId);
    // Shown once, sent twice (a range's edge does this: shown the evening before): never above 100 %.
    await ok(
      accepted.inject('POST', '/api/census/form-render', { formId: FORM_B, visitorCookie: accepted.record }),
    );
    for (let i = 0; i < 2; i++)
      await ok(
        accepted.inject('POST', '/api/census/form-submit', {
          formId: FORM_B,
          visitorCookie: accepted.record,
        }),
      );
    const response = await report(`from=${day}&to=${day}`, third.site);
    expect(response.json().forms).toEqual([
      { formId: FORM_B, renders: 1, submissions: 2, conversion: 1 },
      { formId: FORM_A, renders: 1, submissions: 1, conversion: 1 },
    ]);
    const csv = await third.site.request(
      'GET',
      `/api/config/analytics.csv?from=${day}&to=${day}&report=forms`,
    );
    expect(csv.body).toContain(`${FORM_A},1,1,100.00%`);
    expect(csv.body).toContain(`${FORM_B},1,2,100.00%`);
  });

  it('shows each owner their own site only', async () => {
    const theirs = await report(`from=${day}&to=${day}`, other.site);
    expect(theirs.json().topPages).toEqual([{ path: '/secret-page', views: 1 }]);
    const intruder = new TestClient(app, host);
    await intruder.signIn('other-stats@example.com');
    expect((await report(`from=${day}&to=${day}`, intruder)).statusCode).toBe(403);
    expect((await report(`from=${day}&to=${day}`, new TestClient(app, host))).statusCode).toBe(401);
  });
});
