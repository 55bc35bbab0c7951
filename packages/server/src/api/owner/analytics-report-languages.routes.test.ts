import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser, eventRows, today } from '#modules/analytics/analytics.test-support';
import { foldEverything } from '#modules/analytics/random-events.test-support';
import { replaceOtherLanguages } from '#modules/languages/languages.queries';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'babel-site.localhost';

describeEachDatabase('analytics by language', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  const day = today();
  const range = `from=${day}&to=${day}`;

  async function ok(response: Promise<{ statusCode: number; body: string }>) {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(204);
  }

  /** A visit of `pages`, each [path, the page's <html lang> or undefined]. */
  async function visit(
    id: string,
    pages: [string, string | undefined][],
    host = HOST,
    siteId = owner.siteId,
  ) {
    const browser = new Browser(app, host, id);
    browser.startVisit();
    for (const [n, [path, lang]] of pages.entries()) {
      if (n > 0) browser.nextPage();
      await ok(browser.pageView(siteId, path, { website_locale: lang }));
    }
  }

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'babel@example.com', 'babel-site');
    other = await ownerWithSite(app, 'babel-other@example.com', 'babel-other');
    // English (the primary, en-US), French and Brazilian Portuguese published, German hidden.
    await replaceOtherLanguages(
      app.db,
      owner.siteId,
      [
        { tag: 'fr', published: true },
        { tag: 'pt-BR', published: true },
        { tag: 'de', published: false },
      ],
      new Date().toISOString(),
    );
    app.sites.invalidate(owner.siteId);

    await visit('anglophone', [
      ['/', 'en-US'],
      ['/fr', 'fr'],
    ]);
    await visit('francophone', [
      ['/fr/a-propos', 'fr'],
      ['/fr', 'fr'],
    ]);
    // Through the framework's route as well as the hot one: both keep the language.
    app.hotRoutes.enabled = false;
    try {
      await visit('lusophone', [['/pt-br', 'pt-br']]);
    } finally {
      app.hotRoutes.enabled = true;
    }
    // No tag, a language the site does not have, nothing: none is kept.
    await visit('unknown', [
      ['/', 'not a tag!'],
      ['/', 'ja'],
      ['/', undefined],
    ]);
    await visit('elsewhere', [['/fr', 'fr']], 'babel-other.localhost', other.siteId);
  });
  afterAll(() => app.close());

  it('keeps each page view’s site language, in the site’s own spelling, and none for anything else', async () => {
    const rows = await eventRows(app.db, owner.siteId, 'page-view');
    expect(rows.map((row) => [row.path, row.language])).toEqual([
      ['/', 'en-US'],
      ['/fr', 'fr'],
      ['/fr/a-propos', 'fr'],
      ['/fr', 'fr'],
      ['/pt-br', 'pt-BR'],
      ['/', null],
      ['/', null],
      ['/', null],
    ]);
    // Another site has no French: its French page view keeps none.
    expect((await eventRows(app.db, other.siteId, 'page-view')).map((row) => row.language)).toEqual([null]);
  });

  const expected = [
    { language: 'fr', name: 'French', visits: 1, pageViews: 3 },
    { language: 'en-US', name: 'American English', visits: 1, pageViews: 1 },
    { language: 'pt-BR', name: 'Brazilian Portuguese', visits: 1, pageViews: 1 },
    { language: '', name: 'Not recorded', visits: 1, pageViews: 3 },
  ];

  it('breaks visits and page views down by language, before and after the roll-ups fold them', async () => {
    const report = async () => {
      const response = await owner.site.request('GET', `/api/config/analytics?${range}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const before = await report();
    expect(before.languages).toEqual(expected);
    expect(before.totals).toMatchObject({ visits: 4, pageViews: 8 });
    await foldEverything(app.db, app.engine);
    expect((await report()).languages).toEqual(expected);
    // Other days: each language visitors see, at 0; the hidden one is not listed.
    const empty = await owner.site.request('GET', '/api/config/analytics?from=2020-01-01&to=2020-01-31');
    expect(empty.json().languages).toEqual([
      { language: 'en-US', name: 'American English', visits: 0, pageViews: 0 },
      { language: 'fr', name: 'French', visits: 0, pageViews: 0 },
      { language: 'pt-BR', name: 'Brazilian Portuguese', visits: 0, pageViews: 0 },
    ]);
  });

  it('exports the languages as CSV', async () => {
    const response = await owner.site.request('GET', `/api/config/analytics.csv?${range}&report=languages`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`analytics-languages-${day}-to-${day}.csv`);
    expect(response.body).toBe(
      '\uFEFFLanguage,Tag,Visits,Page views\r\n' +
        'French,fr,1,3\r\n' +
        'American English,en-US,1,1\r\n' +
        'Brazilian Portuguese,pt-BR,1,1\r\n' +
        'Not recorded,,1,3\r\n',
    );
  });

  it('shows each site its own languages only, to those who may read its analytics', async () => {
    const theirs = await other.site.request('GET', `/api/config/analytics?${range}`);
    expect(theirs.json().languages).toEqual([
      { language: 'en-US', name: 'American English', visits: 0, pageViews: 0 },
      { language: '', name: 'Not recorded', visits: 1, pageViews: 1 },
    ]);
    const intruder = new TestClient(app, HOST);
    await intruder.signIn('babel-other@example.com');
    for (const url of [
      `/api/config/analytics?${range}`,
      `/api/config/analytics.csv?${range}&report=languages`,
    ]) {
      expect((await intruder.request('GET', url)).statusCode, url).toBe(403);
      expect((await new TestClient(app, HOST).request('GET', url)).statusCode, url).toBe(401);
    }
    // docs/permissions.md: reading the dashboard needs `view`, which every role of the table holds.
    const reporting = await invitedContributor(
      app,
      owner.site,
      'babel-reporting@example.com',
      ContributorRole.reporting,
    );
    const viewer = await invitedContributor(
      app,
      owner.site,
      'babel-viewer@example.com',
      ContributorRole.viewer,
    );
    for (const client of [reporting, viewer]) {
      expect((await client.request('GET', `/api/config/analytics?${range}`)).json().languages).toEqual(
        expected,
      );
      const csv = await client.request('GET', `/api/config/analytics.csv?${range}&report=languages`);
      expect(csv.statusCode).toBe(200);
    }
  });
});
