import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser, countEvents } from '#modules/analytics/analytics.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { seeded } from '#testing/rows';
import { createTestApp, ownerWithSite } from '#testing/test-app';

const ID = 'abcdefabcdefabcdefabcdef';
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** One request and what it stores: rows in analytics_events, entries in consent_log. */
interface Case {
  send: (browser: Browser) => Promise<LightMyRequestResponse>;
  events: number;
  consents: number;
}

const valid = (send: Case['send'], events = 1, consents = 0): Case => ({ send, events, consents });
const bad = (send: Case['send']): Case => ({ send, events: 0, consents: 0 });

function cases(siteId: string, host: string): { good: Case[]; malformed: Case[] } {
  const post = (url: string, payload: string | Buffer | object, type?: string) => (b: Browser) =>
    b.inject('POST', url, payload, type ? { 'content-type': type } : {});
  const hit =
    (data: Record<string, unknown>, fields: Record<string, string> = {}) =>
    (b: Browser) =>
      b.inject(
        'POST',
        '/api/census/RecordHit',
        form({
          event: '1',
          data: JSON.stringify({ websiteId: siteId, pagePath: '/', ...data }),
          ss_cvr: b.record,
          ...fields,
        }),
      );
  const button = { buttonText: 'Go', clickthroughUrl: '/go' };
  const error = (data: Record<string, unknown> = {}) => ({
    event: 'error',
    data: { websiteId: siteId, url: `http://${host}/`, app: 'site', message: 'boom', ...data },
    timestamp: 1,
  });
  const v1 = { analyticsId: 'x', commonData: {}, customData: {}, customSchemaName: 'thing' };
  const record = { pageLoadId: ID, type: 'page-speed', name: `http://${host}/`, startTime: 0, duration: 5 };
  const consent = { choice: 'accepted', bannerVersion: 2, revision: '2-abc', method: 'accept-button' };
  const track = (query: Record<string, string>) => (b: Browser) =>
    b.inject('GET', `/api/track/Track?${new URLSearchParams(query)}`);
  const trackQuery = { landing: `http://${host}/`, refer: '', rk: '0.42', lang: 'en', screen: '1x1' };

  let distinct = 0;
  const good: Case[] = [
    valid(hit({ referrer: 'https://elsewhere.example/' })),
    valid(post('/api/census/button-click', button)),
    valid(post('/api/census/form-render', { formId: ID, visitorCookie: '' })),
    valid(post('/api/census/form-submit', { formId: ID, visitorCookie: '' })),
    valid(track(trackQuery)),
    valid(post('/api/events/Trace', form({ data: JSON.stringify([{ pageUrl: 'x', type: 't', data: 1 }]) }))),
    // Distinct each time: identical errors and consent answers are stored once and counted.
    valid(
      (b) =>
        post('/api/events/RecordJavascriptErrors', [
          error({ message: `boom ${++distinct}` }),
          error({ message: `two ${distinct}` }),
        ])(b),
      2,
    ),
    valid(post('/api/v1/events', v1)),
    valid(post('/api/1/performance/records', JSON.stringify([record]), 'text/plain')),
    valid((b) => post('/api/census/consent', { ...consent, revision: `2-${++distinct}` })(b), 0, 1),
  ];

  const huge = 'y'.repeat(70 * 1024);
  const malformed: Case[] = [
    // Wrong types and shapes.
    bad(hit({ pagePath: 42 })),
    bad(hit({ screenWidth: '1920' })),
    bad(hit({ unknownField: true })),
    bad(hit({}, { event: '99' })),
    bad(hit({}, { ss_cvr: 'not|a|record' })),
    bad(hit({}, { extra: 'field' })),
    bad(post('/api/census/RecordHit', form({ event: '1', data: 'not json', ss_cvr: 'a|1|1|1|1' }))),
    bad(post('/api/census/RecordHit', form({ event: '1', data: '[1,2]', ss_cvr: 'a|1|1|1|1' }))),
    bad(post('/api/census/RecordHit', 'event[a][b]=1&data=x&ss_cvr=y')),
    bad(post('/api/census/button-click', { ...button, newWindow: 'yes' })),
    bad(post('/api/census/button-click', [button])),
    bad(post('/api/census/button-click', 'just a string', 'text/plain')),
    bad(post('/api/census/form-render', { formId: 'NOT-AN-ID', visitorCookie: '' })),
    bad(post('/api/census/form-render', { formId: 12 })),
    bad(post('/api/census/form-submit', { formId: 'NOT-AN-ID' })),
    bad(post('/api/census/form-submit', { formId: ID, visitorCookie: 'not a record' })),
    bad(post('/api/census/overlay', { event: 'two words' })),
    bad(post(`/api/census/RecordQuickView/${'z'.repeat(24)}`, {})),
    bad(track({ ...trackQuery, landing: '', screen: 'wide' })),
    bad(track({ ...trackQuery, rk: 'random' })),
    bad(track({ ...trackQuery, other: '1' })),
    bad((b) => b.inject('GET', `/api/track/Track?landing=a&landing=b&rk=1`)),
    bad(post('/api/events/Trace', form({ data: '{"not":"an array"}' }))),
    bad(
      post(
        '/api/events/Trace',
        form({ data: JSON.stringify(Array(201).fill({ pageUrl: 'x', type: 't', data: 1 })) }),
      ),
    ),
    bad(post('/api/events/RecordJavascriptErrors', error())),
    bad(post('/api/events/RecordJavascriptErrors', Array(21).fill(error()))),
    bad(post('/api/events/RecordJavascriptErrors', [error({ line: -1 })])),
    bad(post('/api/events/RecordJavascriptErrors', [error({ column: 1.5 })])),
    bad(post('/api/events/RecordJavascriptErrors', [error({ websiteId: ID })])),
    bad(post('/api/events/RecordEvent', form({ event: 'e', eventName: 'n', data: 'nope' }))),
    bad(post('/api/events/RecordEvent', form({ event: 'e', data: '{}' }))),
    bad(post('/api/events/RecordEvent', 'event=e&eventName=n&data=%7B%7D&variant=a&variant=b')),
    bad(post('/api/events/RecordEvent', 'event=e&eventName=n&data=%7B%7D&__proto__=x')),
    bad(post('/api/v1/events', { ...v1, commonData: { window_width: '1280' } })),
    bad(post('/api/v1/events', { ...v1, commonData: { invented: 1 } })),
    bad(post('/api/v1/events', { ...v1, customData: [1, 2] })),
    bad(post('/api/v1/events', { ...v1, customSchemaName: '' })),
    bad(post('/api/v1/events', { ...v1, commonData: { website_id: ID } })),
    bad(post('/api/1/performance/records', JSON.stringify([{ ...record, type: 'other' }]), 'text/plain')),
    bad(post('/api/1/performance/records', JSON.stringify([{ ...record, startTime: -1 }]), 'text/plain')),
    bad(post('/api/1/performance/records', JSON.stringify(Array(501).fill(record)), 'text/plain')),
    bad(post('/api/1/performance/records', '[]', 'text/plain')),
    bad(post('/api/census/consent', { ...consent, choice: 'maybe' })),
    bad(post('/api/census/consent', { ...consent, bannerVersion: 2.5 })),
    bad(post('/api/census/consent', { ...consent, revision: 'has spaces' })),
    bad(post('/api/census/consent', { ...consent, method: 'shrug' })),
    // Huge strings, and bodies over the limit.
    bad(hit({ pagePath: `/${'p'.repeat(3000)}` })),
    bad(post('/api/census/button-click', { ...button, buttonText: huge })),
    bad(post('/api/census/RecordHit', form({ event: '1', data: huge, ss_cvr: 'a|1|1|1|1' }))),
    bad(post('/api/events/RecordJavascriptErrors', [error({ message: 'm'.repeat(300 * 1024) })])),
    // Deep JSON, as a body and inside a field.
    bad(post('/api/census/consent', `{"choice":${nested(5000)}}`, 'application/json')),
    bad(hit({ pageTitle: JSON.parse(nested(50)) })),
    bad(post('/api/v1/events', { ...v1, customData: { deep: JSON.parse(nested(30)) } })),
    bad(post('/api/events/Trace', form({ data: `[{"pageUrl":"x","type":"t","data":${nested(20_000)}}]` }))),
    // Numbers that are no finite numbers.
    bad(
      post(
        '/api/census/consent',
        '{"choice":"accepted","bannerVersion":1e400,"revision":"r","method":"close"}',
        'application/json',
      ),
    ),
    bad(
      post(
        '/api/1/performance/records',
        JSON.stringify([record]).replace('"duration":5', '"duration":1e999'),
        'text/plain',
      ),
    ),
    // Prototype keys.
    bad(
      post(
        '/api/census/consent',
        `{"__proto__":{"isAdmin":true},${JSON.stringify(consent).slice(1)}`,
        'application/json',
      ),
    ),
    bad(
      post(
        '/api/v1/events',
        `{"analyticsId":"x","commonData":{},"customData":{"constructor":{"prototype":{}}},"customSchemaName":"t"}`,
        'application/json',
      ),
    ),
    bad(hit({ nested: JSON.parse('{"__proto__":{"polluted":1}}') })),
    // Bytes that are not UTF-8, NUL, and content types no call uses.
    bad(post('/api/census/consent', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'application/json')),
    bad(
      post(
        '/api/census/RecordHit',
        Buffer.from([0x65, 0x76, 0x3d, 0xc3, 0x28]),
        'application/x-www-form-urlencoded',
      ),
    ),
    bad(hit({ pagePath: '/nul\u0000here' })),
    bad(post('/api/census/consent', '<consent/>', 'application/xml')),
    bad(post('/api/census/consent', '', 'application/json')),
    bad((b) => b.inject('POST', '/api/census/button-click')),
  ];
  return { good, malformed };
}

describeEachDatabase('reporting calls under garbage', (database) => {
  let app: FastifyInstance;
  let siteId: string;
  const host = 'robust-census.localhost';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    ({ siteId } = await ownerWithSite(app, 'robust-census@example.com', 'robust-census'));
  });
  afterAll(() => app.close());

  it('answers every malformed call with a 4xx and an error, storing exactly what the valid ones sent', async () => {
    const { good, malformed } = cases(siteId, host);
    // A fixed seed: a failure found here can be replayed.
    const pick = seeded(20_240_601).next;
    const browser = new Browser(app, host);
    browser.startVisit();
    let events = 0;
    let consents = 0;
    let accepted = 0;
    const rounds = 3_000;
    for (let start = 0; start < rounds; start += 25) {
      // Many visitors, as in life: one address alone would meet the rate limit.
      browser.address = `198.51.100.${start / 25}`;
      const batch = Array.from({ length: 25 }, () => {
        const isValid = pick() < 0.3;
        const list = isValid ? good : malformed;
        return { isValid, chosen: list[Math.floor(pick() * list.length)]! };
      });
      const answers = await Promise.all(batch.map(({ chosen }) => chosen.send(browser)));
      answers.forEach((answer, i) => {
        const { isValid, chosen } = batch[i]!;
        if (isValid) {
          expect(answer.statusCode, answer.body).toBeLessThan(300);
          events += chosen.events;
          consents += chosen.consents;
          accepted += 1;
        } else {
          expect([400, 404, 413, 415], `${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
          expect(answer.json().error, answer.body).toEqual(expect.any(String));
        }
      });
    }
    expect(accepted).toBeGreaterThan(600);
    expect(rounds - accepted).toBeGreaterThan(2000);
    expect(await countEvents(app.db, siteId)).toBe(events);
    const logged = await app.db
      .selectFrom('consent_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('website_id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(Number(logged.n)).toBe(consents);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('turns away each kind of garbage on its own', async () => {
    const { malformed } = cases(siteId, host);
    const browser = new Browser(app, host);
    browser.startVisit();
    const before = await countEvents(app.db, siteId);
    for (const [index, chosen] of malformed.entries()) {
      const answer = await chosen.send(browser);
      expect(answer.statusCode, `case ${index}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `case ${index}: ${answer.body}`).toBeLessThan(500);
    }
    expect(await countEvents(app.db, siteId)).toBe(before);
  });
});
