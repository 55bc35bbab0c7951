import { FORM_LIMITS, type FormField } from '@atelier/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formBlock, newId, pageWithBlocks, Visitor } from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { seeded } from '#testing/rows';
import { createTestApp, ownerWithSite } from '#testing/test-app';

const FIELDS: FormField[] = [
  { id: 'name-0000000a', type: 'name', title: 'Name', required: true },
  { id: 'email-0000000a', type: 'email', title: 'Email', required: true },
  { id: 'phone-0000000a', type: 'phone', title: 'Phone', showCountryCode: true },
  { id: 'when-0000000a', type: 'date', title: 'Date' },
  { id: 'time-0000000a', type: 'time', title: 'Time' },
  { id: 'count-0000000a', type: 'number', title: 'Guests' },
  { id: 'site-0000000a', type: 'website', title: 'Website' },
  { id: 'extras-0000000a', type: 'checkbox', title: 'Extras', options: ['Milk', 'Sugar'] },
  { id: 'size-0000000a', type: 'radio', title: 'Size', options: ['S', 'M', 'L'] },
  { id: 'mood-0000000a', type: 'likert', title: 'Mood', options: ['Calm', 'Busy'] },
  { id: 'notes-0000000a', type: 'textarea', title: 'Notes', maxLength: 500 },
];

const validForm = (n: number) => ({
  'name-0000000a': [`Visitor${n}`, 'Tester'],
  'email-0000000a': `visitor${n}@example.com`,
  'phone-0000000a': ['+1', '555', '867', String(1000 + (n % 9000))],
  'when-0000000a': ['2', '29', '2024'],
  'time-0000000a': ['9', '30', '', 'AM'],
  'count-0000000a': String(n % 12),
  'site-0000000a': 'https://example.com/a',
  'extras-0000000a': n % 2 ? ['Milk'] : [],
  'size-0000000a': 'M',
  'mood-0000000a': { Calm: ['2'], Busy: ['-1'] },
  'notes-0000000a': 'Fine, thanks.',
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

type Send = (visitor: Visitor, key: string) => Promise<LightMyRequestResponse>;

/** Malformed requests, each a way a hostile or broken client gets it wrong. */
function malformed(formId: string, pageId: string, pick: () => number): Send[] {
  const meta = { formId, pageId, objectName: 'form', pagePath: '/robust' };
  const save = (visitor: Visitor, body: unknown, headers?: Record<string, string>) =>
    visitor.inject('POST', '/api/form/SaveFormSubmission', body as object, headers);
  const raw = (visitor: Visitor, payload: string | Buffer, type: string) =>
    visitor.inject('POST', '/api/form/SaveFormSubmission', payload, { 'content-type': type });
  const withValue = (field: string, value: unknown) => ({ ...validForm(1), [field]: value });
  const field = () => FIELDS[Math.floor(pick() * FIELDS.length)]!.id;
  // Shapes no field collects (a number would be a fine answer to a number field, null to an optional one).
  const wrongValue = () => [true, [[1]], { a: { b: 1 } }, ['x', 2], [true]][Math.floor(pick() * 5)];
  return [
    // Wrong types, in a value or in the envelope.
    (v, key) => save(v, { ...meta, key, form: withValue(field(), wrongValue()) }),
    (v, key) => save(v, { ...meta, key, form: wrongValue() }),
    (v, key) => save(v, { ...meta, key, formId: wrongValue(), form: validForm(1) }),
    (v, key) => save(v, [meta, key]),
    (v) => save(v, 'just a string'),
    // Huge strings: one over the value limit, and a body over the payload limit.
    (v, key) =>
      save(v, {
        ...meta,
        key,
        form: withValue('notes-0000000a', 'x'.repeat(FORM_LIMITS.maxValueLength + 1)),
      }),
    (v, key) =>
      save(v, { ...meta, key, form: withValue('email-0000000a', 'y'.repeat(FORM_LIMITS.maxPayloadBytes)) }),
    // Deeply nested JSON, as the body and inside the form string.
    (v) => raw(v, `{"formId":${nested(5000)}}`, 'application/json'),
    (v, key) => save(v, { ...meta, key, form: nested(20_000) }),
    (v, key) => save(v, { ...meta, key, form: { 'name-0000000a': JSON.parse(nested(500)) } }),
    // Bytes that are not UTF-8.
    (v, key) => {
      // Otherwise a valid submission: only the bytes of one value are broken.
      const text = JSON.stringify({ ...meta, key, form: withValue('notes-0000000a', 'BROKEN') });
      const [before, after] = text.split('BROKEN') as [string, string];
      return raw(
        v,
        Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(after)]),
        'application/json',
      );
    },
    (v) =>
      raw(v, Buffer.from([0x66, 0x6f, 0x72, 0x6d, 0x3d, 0xc0, 0xaf]), 'application/x-www-form-urlencoded'),
    // Prototype keys.
    (v, key) =>
      raw(
        v,
        `{"__proto__":{"polluted":true},"key":"${key}","formId":"${formId}","form":{}}`,
        'application/json',
      ),
    (v, key) =>
      raw(v, `{"constructor":{"prototype":{"x":1}},"key":"${key}","formId":"${formId}"}`, 'application/json'),
    (v, key) =>
      save(v, {
        ...meta,
        key,
        form: '{"__proto__":{"name-0000000a":["a","b"]},"constructor":{"prototype":1}}',
      }),
    // Duplicate parameters in urlencoded bodies.
    (v, key) =>
      raw(
        v,
        `key=${key}&key=${key}&formId=${formId}&form=${encodeURIComponent(JSON.stringify(validForm(1)))}`,
        'application/x-www-form-urlencoded',
      ),
    (v, key) =>
      raw(v, `key=${key}&formId=${formId}&formId=${formId}&form={}`, 'application/x-www-form-urlencoded'),
    (v, key) => raw(v, `key=${key}&formId=${formId}&form={}&form={}`, 'application/x-www-form-urlencoded'),
    // Wrong content types.
    (v) => raw(v, JSON.stringify({ ...meta }), 'text/plain'),
    (v) => raw(v, '<form/>', 'application/xml'),
    (v) =>
      raw(
        v,
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
        'multipart/form-data; boundary=x',
      ),
    (v) => raw(v, '', 'application/json'),
    (v) => raw(v, '{"formId":', 'application/json'),
    // Missing fields.
    (v, key) => save(v, { key, form: validForm(1) }),
    (v, key) => save(v, { ...meta, key }),
    (v) => save(v, { ...meta, form: validForm(1) }),
    (v, key) => save(v, { ...meta, key, form: { ...validForm(1), 'email-0000000a': undefined } }),
    // Well-formed but invalid values.
    (v, key) => save(v, { ...meta, key, form: withValue('when-0000000a', ['2', '30', '2024']) }),
    (v, key) => save(v, { ...meta, key, form: withValue('size-0000000a', 'XL') }),
    (v, key) => save(v, { ...meta, key, form: withValue('mood-0000000a', { Calm: ['3'] }) }),
    // NUL characters, which PostgreSQL text cannot hold: in a value, a key, the envelope, a JSON string.
    (v, key) => save(v, { ...meta, key, form: withValue('notes-0000000a', 'a\u0000b') }),
    (v, key) => save(v, { ...meta, key, form: { ...validForm(1), 'x\u0000': 'y' } }),
    (v, key) => save(v, { ...meta, key, pageTitle: '\u0000', form: validForm(1) }),
    (v, key) => save(v, { ...meta, key, form: JSON.stringify(withValue('name-0000000a', ['\u0000', 'b'])) }),
    (v) => v.inject('POST', `/api/form/submit`, `formId=${formId}&field-notes-0000000a=%00`),
    // The script-free endpoint gets the same treatment.
    (v) =>
      v.inject(
        'POST',
        '/api/form/submit',
        `formId=${formId}&field-name-0000000a=a&field-name-0000000a=b&field-name-0000000a=c`,
      ),
    (v) =>
      v.inject('POST', '/api/form/submit', Buffer.from([0x66, 0x3d, 0xff]), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
  ];
}

describeEachDatabase('form submissions under hostile input', (database) => {
  let app: FastifyInstance;
  const host = 'robust-forms.localhost';
  const formId = newId();
  let pageId: string;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    const owner = await ownerWithSite(app, 'robust@example.com', 'robust-forms');
    pageId = await pageWithBlocks(owner.site, 'robust', [formBlock(formId, { fields: FIELDS })]);
  });
  afterAll(() => app.close());

  it('refuses every malformed request with a 4xx and an error, never a 5xx, and keeps every valid one', async () => {
    // A fixed seed: a failure found here can be replayed.
    const pick = seeded(20_240_229).next;
    const senders = malformed(formId, pageId, pick);
    let valid = 0;
    let requests = 0;
    const failures: string[] = [];
    const one = async (n: number) => {
      const visitor = new Visitor(app, host);
      const key = await visitor.key();
      requests += 2;
      if (pick() < 0.3) {
        valid += 1;
        const response = await visitor.inject('POST', '/api/form/SaveFormSubmission', {
          formId,
          pageId,
          key,
          form: validForm(n),
        });
        if (response.statusCode !== 200)
          failures.push(`valid #${n}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return;
      }
      const index = Math.floor(pick() * senders.length);
      const response = await senders[index]!(visitor, key);
      const json = response.headers['content-type']?.toString().includes('json');
      const body = json ? response.json() : null;
      const refused = response.statusCode >= 400 && response.statusCode < 500;
      const explained = json
        ? typeof body.error === 'string' || typeof body.errors === 'object'
        : response.body.includes('<html');
      if (!refused || !explained)
        failures.push(`kind ${index}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    };
    // 1,200 visitors, each getting a key and sending one request: every malformed kind many times over.
    for (let batch = 0; batch < 60; batch++) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => one(batch * 20 + i)));
    }
    expect(failures).toEqual([]);
    expect(requests).toBe(2400);
    expect(requests / 2 - valid).toBeGreaterThan(700);
    const stored = await app.db
      .selectFrom('form_submissions')
      .select('id')
      .where('form_id', '=', formId)
      .execute();
    expect(stored).toHaveLength(valid);
    expect(valid).toBeGreaterThan(250);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A bound for a hang only: thousands of requests on a loaded two-core machine take minutes.
  }, 600_000);
});
