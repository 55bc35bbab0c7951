import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  contactValues,
  formBlock,
  newId,
  newsletterBlock,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const NUL = '\u0000';

/** A refusal that names the field: 400, the path in `errors`, and the path in the message. */
function expectRefused(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.code).toBe('nul_character');
  expect(Object.keys(body.errors)).toEqual([field]);
  expect(body.error).toContain(field);
}

describeEachDatabase('text with a NUL character is refused at the boundary', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'nul-site.localhost';
  const formId = newId();
  const newsletterId = newId();
  let pageId: string;

  const count = async (table: 'form_submissions' | 'newsletter_subscribers' | 'accounts' | 'websites') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'nul-owner@example.com', 'nul-site');
    pageId = await pageWithBlocks(owner.site, 'write-to-us', [
      formBlock(formId),
      newsletterBlock(newsletterId),
    ]);
  });
  afterAll(() => app.close());

  it('in the search query, for a visitor and for the owner', async () => {
    const visitor = new Visitor(app, host);
    expectRefused(await visitor.inject('GET', '/search?q=a%00b'), 'q');
    expectRefused(await owner.site.request('GET', '/search?q=a%00b'), 'q');
  });

  it('in sign-up and login emails, display names and passwords; no account is made', async () => {
    const accounts = await count('accounts');
    const client = new TestClient(app);
    await client.request('GET', '/api/auth/session');
    const password = 'correct horse battery';
    const signUp = (body: object) => client.request('POST', '/api/auth/signup', body);
    expectRefused(await signUp({ email: `a${NUL}@example.com`, password, displayName: 'A' }), 'email');
    expectRefused(await signUp({ email: 'b@example.com', password, displayName: `B${NUL}` }), 'displayName');
    expectRefused(
      await signUp({ email: 'c@example.com', password: `${password}${NUL}`, displayName: 'C' }),
      'password',
    );
    expectRefused(
      await client.request('POST', '/api/auth/login', { email: `nul-owner@example.com${NUL}`, password }),
      'email',
    );
    expect(await count('accounts')).toBe(accounts);
  });

  it('in form values, sent as an object, as a JSON string, and without JavaScript; nothing is stored', async () => {
    const visitor = new Visitor(app, host);
    const before = await count('form_submissions');
    const withNul = { ...contactValues(), 'message-1a2b3c4d': `Hello${NUL}there` };
    expectRefused(
      await visitor.save({ ...pageFields(formId, pageId), form: withNul }),
      'form.message-1a2b3c4d',
    );
    const asString = await visitor.save({ ...pageFields(formId, pageId), form: JSON.stringify(withNul) });
    expect(asString.statusCode, asString.body).toBe(400);
    expect(asString.json().errors).toEqual({ 'message-1a2b3c4d': expect.stringContaining('NUL') });
    const plain = await visitor.inject(
      'POST',
      '/api/form/submit',
      new URLSearchParams({
        formId,
        pageId,
        'field-name-1a2b3c4d': 'Ada',
        'field-email-1a2b3c4d': 'ada@example.com',
        'field-message-1a2b3c4d': `Hi${NUL}`,
      }).toString(),
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('field-message-1a2b3c4d');
    expect(await count('form_submissions')).toBe(before);
  });

  it('in newsletter emails; nobody is subscribed', async () => {
    const visitor = new Visitor(app, host);
    const before = await count('newsletter_subscribers');
    expectRefused(
      await visitor.save({
        ...pageFields(newsletterId, pageId, 'newsletter'),
        form: { email: `r${NUL}@example.com` },
      }),
      'form.email',
    );
    const asString = await visitor.save({
      ...pageFields(newsletterId, pageId, 'newsletter'),
      form: JSON.stringify({ email: `r${NUL}@example.com` }),
    });
    expect(asString.statusCode, asString.body).toBe(400);
    expect(await count('newsletter_subscribers')).toBe(before);
  });

  it('in site and page titles, the header and footer, and the owner’s searches', async () => {
    expectRefused(
      await owner.home.request('POST', '/api/platform/sites', {
        title: `Nul${NUL}`,
        identifier: 'nul-other',
        templateId: 'studio',
      }),
      'title',
    );
    expectRefused(await owner.site.request('PATCH', '/api/config/site', { title: `T${NUL}` }), 'title');
    expectRefused(await owner.site.request('POST', '/api/config/pages', { title: `P${NUL}` }), 'title');
    expectRefused(
      await owner.site.request('PATCH', `/api/config/pages/${pageId}`, { title: `P${NUL}` }),
      'title',
    );
    expectRefused(
      await owner.site.request('PUT', '/api/site-header-footer', {
        header: { title: 'x', tagline: NUL },
        footer: { text: '' },
      }),
      'header.tagline',
    );
    expectRefused(await owner.site.request('GET', '/api/config/newsletter/subscribers?q=a%00b'), 'q');
    expectRefused(await owner.site.request('GET', `/api/config/forms/${formId}/submissions?q=a%00b`), 'q');
    expectRefused(
      await owner.site.request('POST', '/api/config/domains', { hostname: `a${NUL}.example` }),
      'hostname',
    );
  });

  it('in a draft, so that every draft that saves can be published', async () => {
    const draft = (await owner.site.request('GET', `/api/config/pages/${pageId}/draft`)).json();
    const document = structuredClone(draft.document);
    document.sections[0].blocks.push({ id: newId(), type: 31, settings: { text: `Quote${NUL}` } });
    const saved = await owner.site.request('PUT', `/api/config/pages/${pageId}/draft`, {
      document,
      revision: draft.revision,
    });
    expectRefused(saved, 'document.sections.0.blocks.2.settings.text');
    const published = await owner.site.request('POST', `/api/config/pages/${pageId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
  });

  it('in paths, tokens and keys', async () => {
    const visitor = new Visitor(app, host);
    expectRefused(await visitor.inject('GET', '/con%00tact'), '*');
    expectRefused(await visitor.inject('GET', '/api/newsletter/confirm?token=ab%00cd'), 'token');
    expectRefused(await visitor.inject('GET', '/api/newsletter/unsubscribe?token=ab%00cd'), 'token');
    expectRefused(
      await visitor.inject('POST', '/api/form/SaveFormSubmission', {
        ...pageFields(formId, pageId),
        key: NUL,
      }),
      'key',
    );
    expectRefused(await visitor.inject('POST', '/api/census/consent', `a${NUL}b=1`), 'a\\0b');
  });
});
