import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { Browser } from './analytics.test-support';

const QUOTA = 400_000;

describeEachDatabase('what visitors’ reports may store', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'quota-site.localhost';
  const today = new Date().toISOString().slice(0, 10);

  const error = (siteId: string, message: string, stack = 'at one (a.js:1:1)') => ({
    event: 'error',
    data: { websiteId: siteId, url: `http://${host}/`, app: 'site', message, stack, line: 1, column: 1 },
    timestamp: 1,
  });
  const storedErrors = async (siteId: string) =>
    app.db
      .selectFrom('analytics_events')
      .select(['message', 'data'])
      .where('website_id', '=', siteId)
      .where('kind', '=', 'js-error')
      .execute();

  beforeAll(async () => {
    app = await createTestApp(database.current, { REPORT_BYTES_PER_SITE_PER_DAY: String(QUOTA) });
    owner = await ownerWithSite(app, 'quota-owner@example.com', 'quota-site');
    other = await ownerWithSite(app, 'quota-other@example.com', 'quota-other');
  });
  afterAll(() => app.close());

  it('keeps one row for an error reported again and again, and counts every report', async () => {
    const visitor = new Browser(app, host);
    const post = () =>
      visitor.inject('POST', '/api/events/RecordJavascriptErrors', [
        error(owner.siteId, 'x is undefined'),
        error(owner.siteId, 'x is undefined'),
      ]);
    const answers = await Promise.all(Array.from({ length: 25 }, post));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(25).fill(204));
    expect(await storedErrors(owner.siteId)).toHaveLength(1);
    const report = await owner.site.request('GET', `/api/config/analytics?from=${today}&to=${today}`);
    expect(report.json().jsErrors).toEqual([
      { message: 'x is undefined', count: 50, lastSeen: expect.any(String) },
    ]);
  });

  it('refuses reports larger than the runtime ever sends', async () => {
    const visitor = new Browser(app, host);
    const send = (body: unknown) =>
      visitor.inject('POST', '/api/events/RecordJavascriptErrors', body as object);
    const eleven = Array.from({ length: 11 }, (_, n) => error(owner.siteId, `e${n}`));
    expect((await send(eleven)).statusCode).toBe(400);
    expect((await send([error(owner.siteId, 'long', 's'.repeat(5001))])).statusCode).toBe(400);
    const huge = Array.from({ length: 10 }, (_, n) => {
      const report = error(owner.siteId, `m${n}`.repeat(1000), 's'.repeat(5000));
      return {
        ...report,
        data: { ...report.data, url: `http://${host}/${'u'.repeat(3900)}`, file: 'f'.repeat(2000) },
      };
    });
    expect((await send(huge)).statusCode).toBe(413);
    expect(await storedErrors(owner.siteId)).toHaveLength(1);
  });

  it('stops storing a site’s reports for the day once its quota is spent, and only that site’s', async () => {
    let refused = null;
    for (let n = 0; n < 200 && !refused; n++) {
      // A new address for each report: the quota is the site's, whatever the senders.
      const visitor = new Browser(app, host);
      visitor.address = `192.0.2.${n}`;
      const report = Array.from({ length: 10 }, (_, i) =>
        error(owner.siteId, `flood ${n}.${i}`, 's'.repeat(4900)),
      );
      const answer = await visitor.inject('POST', '/api/events/RecordJavascriptErrors', report);
      if (answer.statusCode !== 204) refused = answer;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().code).toBe('analytics.quota_exceeded');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const bytes = (await storedErrors(owner.siteId)).reduce(
      (sum, row) => sum + (row.message?.length ?? 0) + (row.data?.length ?? 0),
      0,
    );
    // At most one sync step (256 KB) past the quota.
    expect(bytes).toBeLessThanOrEqual(QUOTA + 256 * 1024);
    expect(bytes).toBeGreaterThan(QUOTA / 2);

    // Page views of the spent site are refused too; the other site still stores.
    const visitor = new Browser(app, host);
    visitor.startVisit();
    const view = await visitor.inject(
      'POST',
      '/api/census/RecordHit',
      visitor.pageViewBody(owner.siteId, '/'),
    );
    expect(view.statusCode).toBe(429);
    const elsewhere = new Browser(app, 'quota-other.localhost');
    const theirs = await elsewhere.inject('POST', '/api/events/RecordJavascriptErrors', [
      {
        ...error(other.siteId, 'fine'),
        data: { ...error(other.siteId, 'fine').data, url: 'http://quota-other.localhost/' },
      },
    ]);
    expect(theirs.statusCode).toBe(204);
  });

  it('logs the same consent answer from one address once, and only so many answers an hour', async () => {
    const consents = async () =>
      (await app.db.selectFrom('consent_log').select('id').where('website_id', '=', other.siteId).execute())
        .length;
    const visitor = new Browser(app, 'quota-other.localhost');
    visitor.address = '198.18.0.1';
    const answer = (revision: string) => ({
      choice: 'accepted',
      bannerVersion: 2,
      revision,
      method: 'accept-button',
    });
    for (let n = 0; n < 5; n++) {
      expect((await visitor.inject('POST', '/api/census/consent', answer('2-same'))).statusCode).toBe(204);
    }
    expect(await consents()).toBe(1);
    const statuses = [];
    for (let n = 0; n < 25; n++) {
      statuses.push((await visitor.inject('POST', '/api/census/consent', answer(`2-r${n}`))).statusCode);
    }
    // Twenty answers an hour, the five repeats above among them.
    expect(statuses.filter((status) => status === 204)).toHaveLength(15);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await consents()).toBe(16);
  });
});
