import { FORM_LIMITS, type FormField, formMessages } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formBlock, newId, pageWithBlocks, Visitor } from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

const FIELDS: FormField[] = [
  { id: 'name-00000001', type: 'name', title: 'Name', required: true },
  { id: 'email-00000001', type: 'email', title: 'Email', required: true },
  { id: 'phone-00000001', type: 'phone', title: 'Phone' },
  { id: 'extras-00000001', type: 'checkbox', title: 'Extras', options: ['Milk', 'Sugar', 'Lemon'] },
  { id: 'mood-00000001', type: 'likert', title: 'Mood', options: ['Calm', 'Busy'] },
  { id: 'note-00000001', type: 'text', title: 'Note' },
];

/** What a browser without JavaScript posts for FIELDS. */
function post(formId: string, pageId: string, overrides: [string, string][] = []): string {
  const params = new URLSearchParams([
    ['formId', formId],
    ['pageId', pageId],
    ['pagePath', '/order'],
    ['pageTitle', 'Order'],
    ['field-name-00000001', 'Ada'],
    ['field-name-00000001', 'Lovelace'],
    ['field-email-00000001', 'ada@example.com'],
    ['field-phone-00000001', '555'],
    ['field-phone-00000001', '867'],
    ['field-phone-00000001', '5309'],
    ['field-extras-00000001', 'Milk'],
    ['field-extras-00000001', 'Lemon'],
    ['field-mood-00000001.0', '1'],
    ['field-mood-00000001.1', '-2'],
    ['field-note-00000001', 'Hi & bye'],
  ]);
  for (const [name, value] of overrides) {
    if (value === '\u0000delete') params.delete(name);
    else params.set(name, value);
  }
  return params.toString();
}

describeEachDatabase('script-free form posts', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'plain-forms.localhost';
  const formId = newId();
  const redirectFormId = newId();
  const captchaFormId = newId();
  let pageId: string;
  const countOf = async (id: string) =>
    (await app.db.selectFrom('form_submissions').select('id').where('form_id', '=', id).execute()).length;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'plain-owner@example.com', 'plain-forms');
    pageId = await pageWithBlocks(owner.site, 'order', [
      formBlock(formId, {
        fields: FIELDS,
        postSubmit: { kind: 'message', message: 'Order received, thank you!' },
      }),
      formBlock(redirectFormId, {
        fields: FIELDS,
        postSubmit: { kind: 'redirect', url: '/thank-you?from=order' },
      }),
      formBlock(captchaFormId, { fields: FIELDS, captcha: true }),
    ]);
  });
  afterAll(() => app.close());

  it('stores the post and answers with the page showing the success message', async () => {
    const response = await new Visitor(app, host).inject('POST', '/api/form/submit', post(formId, pageId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('Order received, thank you!');
    // The form gave way to its success message; the page's other forms are still there.
    expect(response.body).not.toContain(`data-form-id="${formId}"`);
    expect(response.body).toContain(`data-form-id="${captchaFormId}"`);
    const row = await app.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('form_id', '=', formId)
      .executeTakeFirst();
    expect(JSON.parse(row!.field_values)).toEqual({
      'name-00000001': ['Ada', 'Lovelace'],
      'email-00000001': 'ada@example.com',
      'phone-00000001': ['', '555', '867', '5309'],
      'extras-00000001': ['Milk', 'Lemon'],
      'mood-00000001': { Calm: ['1'], Busy: ['-2'] },
      'note-00000001': 'Hi & bye',
    });
  });

  it('redirects to the success URL with 303', async () => {
    const response = await new Visitor(app, host).inject(
      'POST',
      '/api/form/submit',
      post(redirectFormId, pageId),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thank-you?from=order');
    expect(await countOf(redirectFormId)).toBe(1);
  });

  it('answers invalid fields with 400 and the page showing the errors and the values given', async () => {
    const before = await countOf(formId);
    const body = post(formId, pageId, [
      ['field-email-00000001', 'ada-at-example'],
      ['field-note-00000001', 'Keep <this> text'],
    ]);
    const response = await new Visitor(app, host).inject('POST', '/api/form/submit', body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(response.body).toContain(formMessages.fieldsInvalid);
    expect(response.body).toContain('ada-at-example');
    expect(response.body).toContain('Keep &lt;this&gt; text');
    expect(await countOf(formId)).toBe(before);
    // The failure was this visitor's answer only: the page itself is unchanged for the next one.
    const page = await new Visitor(app, host).inject('GET', '/order');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('ada-at-example');
  });

  it('answers a value of the wrong shape with 400 and the unparseable message', async () => {
    const body = `${post(formId, pageId)}&field-note-00000001=again`;
    const response = await new Visitor(app, host).inject('POST', '/api/form/submit', body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(formMessages.unparseableFields);
  });

  it('asks for the captcha, which a browser without JavaScript cannot solve', async () => {
    const response = await new Visitor(app, host).inject(
      'POST',
      '/api/form/submit',
      post(captchaFormId, pageId),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(formMessages.captchaRequired);
    expect(await countOf(captchaFormId)).toBe(0);
  });

  it('answers an unknown form or a post without one with the not-found page', async () => {
    const visitor = new Visitor(app, host);
    for (const body of [
      post(newId(), pageId),
      'nothing=here',
      post(formId, pageId, [['formId', '\u0000delete']]),
    ]) {
      const response = await visitor.inject('POST', '/api/form/submit', body);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('limits posts per client address with 429, Retry-After and the rate-limit message', async () => {
    const visitor = new Visitor(app, host);
    const statuses: number[] = [];
    for (let i = 0; i <= FORM_LIMITS.submissionsPerWindow; i++) {
      const response = await visitor.inject('POST', '/api/form/submit', post(formId, pageId));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.body).toContain(formMessages.status429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(FORM_LIMITS.submissionsPerWindow);
    expect(statuses.at(-1)).toBe(429);
  });
});
