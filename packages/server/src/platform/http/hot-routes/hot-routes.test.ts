import http from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, countEvents } from '#modules/analytics/analytics.test-support';
import {
  contactValues,
  formBlock,
  freshAddress,
  newId,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

/** The headers an answer carries whoever gives it; the transport's own (date, connection) are left out. */
const HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'cache-control',
  'retry-after',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'content-security-policy',
  'set-cookie',
];

const answer = (response: LightMyRequestResponse, body: (text: string) => unknown = (text) => text) => ({
  status: response.statusCode,
  headers: Object.fromEntries(HEADERS.map((name) => [name, response.headers[name]])),
  body: body(response.body),
});

/**
 * Every request is sent twice, by two visitors alike, once answered by the hot route and once by
 * the framework's route: status, headers and body must be the same.
 */
describeEachDatabase('hot routes answer as the framework routes do', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'hot-site.localhost';
  const formId = newId();
  let pageId: string;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'hot-owner@example.com', 'hot-site');
    pageId = await pageWithBlocks(owner.site, 'write-to-us', [formBlock(formId)]);
    // The host is known once a visitor's request has been served by the app.
    await new Visitor(app, host).inject('GET', '/write-to-us');
  });
  afterAll(() => app.close());

  /** Runs `send` with the hot routes and without; gives both answers, hot first. */
  async function both<T>(send: () => Promise<T>): Promise<[T, T]> {
    app.hotRoutes.enabled = true;
    const hot = await send();
    app.hotRoutes.enabled = false;
    try {
      return [hot, await send()];
    } finally {
      app.hotRoutes.enabled = true;
    }
  }

  const submissions = () =>
    app.db.selectFrom('form_submissions').select('id').where('website_id', '=', owner.siteId).execute();

  describe('form keys and submissions', () => {
    it('hands out a key with the same headers', async () => {
      const [hot, framework] = await both(() =>
        new Visitor(app, host).inject('POST', '/api/form/FormSubmissionKey'),
      );
      const shape = (text: string) => Object.keys(JSON.parse(text));
      expect(answer(hot, shape)).toEqual(answer(framework, shape));
      expect(hot.statusCode).toBe(200);
      expect(hot.headers['cache-control']).toBe('no-store');
    });

    it('stores a submission and answers alike, with its notification mail', async () => {
      const before = (await submissions()).length;
      const [hot, framework] = await both(() =>
        new Visitor(app, host).save({ ...pageFields(formId, pageId), form: contactValues() }),
      );
      expect(answer(hot)).toEqual(answer(framework));
      expect(hot.json()).toEqual({ success: true });
      expect((await submissions()).length).toBe(before + 2);
    });

    const failures: [string, (visitor: Visitor) => Promise<LightMyRequestResponse>][] = [
      [
        'a used-up key',
        (v) =>
          v.inject('POST', '/api/form/SaveFormSubmission', {
            key: 'spent',
            ...pageFields(formId, pageId),
            form: contactValues(),
          }),
      ],
      [
        'an invalid field',
        (v) =>
          v.save({
            ...pageFields(formId, pageId),
            form: { ...contactValues(), [Object.keys(contactValues())[1]!]: 'not an address' },
          }),
      ],
      ['an unknown form', (v) => v.save({ ...pageFields(newId(), pageId), form: contactValues() })],
      [
        'bytes that are not UTF-8',
        (v) =>
          v.inject('POST', '/api/form/SaveFormSubmission', Buffer.from([0x7b, 0xff, 0x7d]), {
            'content-type': 'application/json',
          }),
      ],
      [
        'broken JSON',
        (v) =>
          v.inject('POST', '/api/form/SaveFormSubmission', '{"formId":', {
            'content-type': 'application/json',
          }),
      ],
      [
        'an empty JSON body',
        (v) => v.inject('POST', '/api/form/SaveFormSubmission', '', { 'content-type': 'application/json' }),
      ],
      [
        'a prototype key',
        (v) =>
          v.inject('POST', '/api/form/SaveFormSubmission', `{"formId":"${formId}","__proto__":{"x":1}}`, {
            'content-type': 'application/json',
          }),
      ],
      [
        'a NUL character',
        (v) => v.save({ ...pageFields(formId, pageId), form: { ...contactValues(), x: 'a\u0000b' } }),
      ],
      ['a form body', (v) => v.inject('POST', '/api/form/SaveFormSubmission', 'formId=x')],
      [
        'another origin',
        (v) =>
          v.inject(
            'POST',
            '/api/form/SaveFormSubmission',
            { formId },
            { origin: 'http://elsewhere.localhost' },
          ),
      ],
      [
        'a key asked for from another origin',
        (v) =>
          v.inject('POST', '/api/form/FormSubmissionKey', undefined, {
            origin: 'http://elsewhere.localhost',
          }),
      ],
      [
        'a body too large',
        (v) => v.inject('POST', '/api/form/SaveFormSubmission', { formId, pad: 'x'.repeat(300_000) }),
      ],
    ];
    it.each(failures)('refuses %s alike, storing nothing', async (_name, send) => {
      const before = (await submissions()).length;
      const [hot, framework] = await both(() => send(new Visitor(app, host)));
      expect(hot.statusCode).toBeGreaterThanOrEqual(400);
      expect(hot.statusCode).toBeLessThan(500);
      expect(answer(hot)).toEqual(answer(framework));
      expect((await submissions()).length).toBe(before);
    });

    it('counts the rate limit in one window whichever answers, and refuses alike past it', async () => {
      const address = freshAddress();
      const visitor = new Visitor(app, host, address);
      const spend = () =>
        visitor.inject('POST', '/api/form/SaveFormSubmission', { key: 'x', ...pageFields(formId, pageId) });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const [hot, framework] = await both(spend);
        statuses.push(hot.statusCode, framework.statusCode);
      }
      // Each a refused key, counted against the one window of the client's address.
      expect(new Set(statuses)).toEqual(new Set([statuses[0]]));
      expect(statuses[0]).not.toBe(429);
      const [hot, framework] = await both(spend);
      expect(hot.statusCode).toBe(429);
      expect(answer(hot)).toEqual(answer(framework));
      expect(hot.headers['retry-after']).toBeDefined();
    });

    it('leaves a signed-in owner to the app, and an unknown host', async () => {
      const [hot, framework] = await both(() => owner.site.request('POST', '/api/form/FormSubmissionKey'));
      expect(answer(hot, () => 0)).toEqual(answer(framework, () => 0));
      const [nowhere, nowhereApp] = await both(() =>
        new Visitor(app, 'nowhere.localhost').inject('POST', '/api/form/FormSubmissionKey'),
      );
      expect(answer(nowhere)).toEqual(answer(nowhereApp));
      expect(nowhere.statusCode).toBeGreaterThanOrEqual(400);
    });
  });

  it('answers over a socket from the HTTP server as the framework does', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const post = (path: string, body: string, headers: Record<string, string>) =>
      new Promise<LightMyRequestResponse>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path, method: 'POST', headers: { host, ...headers } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({ statusCode: response.statusCode, headers: response.headers, body: text } as never),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    const key = await both(() => post('/api/form/FormSubmissionKey', '', {}));
    const shape = (text: string) => Object.keys(JSON.parse(text));
    expect(answer(key[0], shape)).toEqual(answer(key[1], shape));
    expect(key[0].statusCode).toBe(200);
    const saved = await both(async () => {
      const { key: fresh } = JSON.parse((await post('/api/form/FormSubmissionKey', '', {})).body);
      const body = JSON.stringify({ key: fresh, ...pageFields(formId, pageId), form: contactValues() });
      return post('/api/form/SaveFormSubmission', body, { 'content-type': 'application/json' });
    });
    expect(answer(saved[0])).toEqual(answer(saved[1]));
    expect(JSON.parse(saved[0].body)).toEqual({ success: true });
  });

  describe('page-view beacons', () => {
    const views = () => countEvents(app.db, owner.siteId);

    it('stores a page view and answers 204 alike', async () => {
      const before = await views();
      const [hot, framework] = await both(async () => {
        const browser = new Browser(app, host);
        browser.address = freshAddress();
        browser.startVisit();
        return browser.pageView(owner.siteId, '/contact');
      });
      expect(answer(hot)).toEqual(answer(framework));
      expect(hot.statusCode).toBe(204);
      expect(await views()).toBe(before + 2);
    });

    const failures: [string, (browser: Browser) => Promise<LightMyRequestResponse>][] = [
      ['another site id', (b) => b.pageView(newId(), '/')],
      [
        'an unknown event kind',
        (b) =>
          b.inject(
            'POST',
            '/api/census/RecordHit',
            b.pageViewBody(owner.siteId, '/').replace('event=1', 'event=99'),
          ),
      ],
      ['a missing field', (b) => b.inject('POST', '/api/census/RecordHit', 'event=1')],
      [
        'bytes that are not UTF-8',
        (b) => b.inject('POST', '/api/census/RecordHit', Buffer.from([0x65, 0x3d, 0xff])),
      ],
      [
        'a NUL character',
        (b) => b.inject('POST', '/api/census/RecordHit', `${b.pageViewBody(owner.siteId, '/')}&x=%00`),
      ],
      [
        'a field given twice',
        (b) => b.inject('POST', '/api/census/RecordHit', `${b.pageViewBody(owner.siteId, '/')}&event=1`),
      ],
      [
        'another origin',
        (b) =>
          b.inject('POST', '/api/census/RecordHit', b.pageViewBody(owner.siteId, '/'), {
            'sec-fetch-site': 'cross-site',
          }),
      ],
    ];
    it.each(failures)('refuses %s alike, storing nothing', async (_name, send) => {
      const before = await views();
      const [hot, framework] = await both(() => {
        const browser = new Browser(app, host);
        browser.address = freshAddress();
        browser.startVisit();
        return send(browser);
      });
      expect(hot.statusCode).toBeGreaterThanOrEqual(400);
      expect(hot.statusCode).toBeLessThan(500);
      expect(answer(hot)).toEqual(answer(framework));
      expect(await views()).toBe(before);
    });

    it("answers the editor's preview alike and stores nothing of it", async () => {
      const before = await views();
      const [hot, framework] = await both(() => {
        const browser = new Browser(app, host);
        browser.startVisit();
        return browser.inject('POST', '/api/census/RecordHit', browser.pageViewBody(owner.siteId, '/'), {
          referer: `http://${host}/contact?preview=draft`,
        });
      });
      expect(answer(hot)).toEqual(answer(framework));
      expect(hot.statusCode).toBe(204);
      expect(await views()).toBe(before);
    });
  });
});
