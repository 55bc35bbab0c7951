import { FORM_LIMITS, formFieldMessages, formMessages, formValidationMessages } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  contactValues,
  easyCaptcha,
  formBlock,
  newId,
  newsletterBlock,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

easyCaptcha();

describeEachDatabase('visitor form calls', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'forms-site.localhost';
  const formId = newId();
  const captchaFormId = newId();
  const newsletterId = newId();
  const draftFormId = newId();
  let pageId: string;
  const stored = () =>
    app.db.selectFrom('form_submissions').selectAll().where('website_id', '=', owner.siteId).execute();

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'forms-owner@example.com', 'forms-site');
    pageId = await pageWithBlocks(owner.site, 'get-in-touch', [
      formBlock(formId, { notificationEmail: 'inbox@example.com' }),
      formBlock(captchaFormId, { captcha: true, title: '' }),
      newsletterBlock(newsletterId),
    ]);
    await pageWithBlocks(owner.site, 'later', [formBlock(draftFormId)], false);
  });
  afterAll(() => app.close());

  it('accepts a valid submission, stores it with a snapshot of the fields and notifies the owner', async () => {
    const enqueue = vi.spyOn(app.mail, 'enqueue');
    const kick = vi.spyOn(app.mail, 'kick');
    const visitor = new Visitor(app, host);
    const response = await visitor.save({
      ...pageFields(formId, pageId),
      form: JSON.stringify(contactValues()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [row] = (await stored()).filter((r) => r.form_id === formId);
    expect(row).toMatchObject({ kind: 'form', page_id: pageId, page_path: '/get-in-touch', read: 0 });
    expect(JSON.parse(row!.field_values)).toEqual({ ...contactValues(), 'source-1a2b3c4d': 'direct' });
    const snapshot = JSON.parse(row!.field_snapshot);
    expect(snapshot.map((field: { title: string }) => field.title)).toEqual([
      'Name',
      'Email',
      'Topic',
      'Message',
      'Service',
      'utm_source',
    ]);
    expect(enqueue).toHaveBeenCalledTimes(1);
    const mail = enqueue.mock.calls[0]![1];
    expect(mail).toMatchObject({
      websiteId: owner.siteId,
      to: 'inbox@example.com',
      kind: 'form-notification',
      subject: 'New submission: Contact us',
      replyTo: 'ada@example.com',
    });
    expect(mail.text).toContain('Name:\n  First: Ada\n  Last: Lovelace');
    expect(mail.text).toContain('Service:\n  Fast: Strongly Agree\n  Friendly: Agree');
    expect(kick).toHaveBeenCalled();
    enqueue.mockRestore();
    kick.mockRestore();
  });

  it('notifies the site owner when the form names no address, and accepts a form object', async () => {
    const enqueue = vi.spyOn(app.mail, 'enqueue');
    const visitor = new Visitor(app, host);
    const payload = { ...pageFields(captchaFormId, pageId), form: contactValues('Grace') };
    const response = await visitor.save({ ...payload, captchaKey: await visitor.captchaProof() });
    expect(response.statusCode, response.body).toBe(200);
    expect(enqueue.mock.calls[0]![1]).toMatchObject({
      to: 'forms-owner@example.com',
      subject: 'New submission: Page get-in-touch',
    });
    enqueue.mockRestore();
  });

  it('answers field errors as an errors map and stores nothing', async () => {
    const before = (await stored()).length;
    const visitor = new Visitor(app, host);
    const form = {
      ...contactValues(),
      'email-1a2b3c4d': 'not-an-address',
      'name-1a2b3c4d': ['', ''],
      'message-1a2b3c4d': 'x'.repeat(201),
      'topic-1a2b3c4d': 'Lunch',
    };
    const response = await visitor.save({ ...pageFields(formId, pageId), form });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'name-1a2b3c4d': formValidationMessages.required,
      'email-1a2b3c4d': 'Email is not valid. Email addresses should follow the format name@example.com.',
      'message-1a2b3c4d': formFieldMessages.characterLimitExceeded,
      'topic-1a2b3c4d': formValidationMessages.option,
    });
    expect(response.json().code).toBe('forms.fields_invalid');
    expect((await stored()).length).toBe(before);
  });

  it('answers a form it cannot read with the unparseable message', async () => {
    const visitor = new Visitor(app, host);
    for (const form of ['{broken', '[1,2]', { 'name-1a2b3c4d': 'Ada Lovelace' }, undefined]) {
      const response = await visitor.save({ ...pageFields(formId, pageId), form });
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
      expect(response.json()).toMatchObject({
        error: formMessages.unparseableFields,
        code: 'forms.unparseable',
      });
    }
  });

  it('refuses a missing, used or expired key with 401', async () => {
    const visitor = new Visitor(app, host);
    const payload = { ...pageFields(formId, pageId), form: contactValues() };
    const missing = await visitor.inject('POST', '/api/form/SaveFormSubmission', payload);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: formMessages.status401, code: 'forms.key_invalid' });

    const key = await visitor.key();
    expect(
      (await visitor.inject('POST', '/api/form/SaveFormSubmission', { ...payload, key })).statusCode,
    ).toBe(200);
    const reused = await visitor.inject('POST', '/api/form/SaveFormSubmission', { ...payload, key });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe(formMessages.status401);

    const old = await visitor.key();
    await app.db
      .updateTable('form_submission_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await visitor.inject('POST', '/api/form/SaveFormSubmission', { ...payload, key: old });
    expect(expired.statusCode).toBe(401);
  });

  it('gives each key a lifetime of FORM_LIMITS.keyLifetimeSeconds and keeps keys to their site', async () => {
    const visitor = new Visitor(app, host);
    const before = Date.now();
    await visitor.key();
    const rows = await app.db.selectFrom('form_submission_keys').select('expires_at').execute();
    const latest = Math.max(...rows.map((row) => Date.parse(row.expires_at)));
    expect(latest - before).toBeGreaterThanOrEqual(FORM_LIMITS.keyLifetimeSeconds * 1000 - 5);
    expect(latest - before).toBeLessThan(FORM_LIMITS.keyLifetimeSeconds * 1000 + 5000);

    const other = await ownerWithSite(app, 'other-forms@example.com', 'other-forms');
    const foreignKey = await new Visitor(app, 'other-forms.localhost').key();
    expect(other.siteId).not.toBe(owner.siteId);
    const response = await visitor.inject('POST', '/api/form/SaveFormSubmission', {
      ...pageFields(formId, pageId),
      form: contactValues(),
      key: foreignKey,
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets only one of several concurrent requests use a key', async () => {
    const visitor = new Visitor(app, host);
    const before = (await stored()).length;
    const key = await visitor.key();
    const payload = { ...pageFields(formId, pageId), form: contactValues(), key };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        new Visitor(app, host).inject('POST', '/api/form/SaveFormSubmission', { ...payload, i }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 401, 401, 401, 401, 401, 401, 401,
    ]);
    expect((await stored()).length).toBe(before + 1);
  });

  it('answers 404 for a form that is only in a draft, unknown, or asked for off a site host', async () => {
    const visitor = new Visitor(app, host);
    for (const id of [draftFormId, newId(), 'nonsense']) {
      const response = await visitor.save({ ...pageFields(id, pageId), form: contactValues() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: formMessages.status404, code: 'forms.not_configured' });
    }
    const home = await new Visitor(app, 'localhost').inject('POST', '/api/form/FormSubmissionKey');
    expect(home.statusCode).toBe(404);
  });

  it('finds a form once its page is published', async () => {
    const visitor = new Visitor(app, host);
    const laterFormId = newId();
    const laterPage = await pageWithBlocks(owner.site, 'soon', [formBlock(laterFormId)], false);
    const payload = () => ({ ...pageFields(laterFormId, laterPage), form: contactValues() });
    expect((await visitor.save(payload())).statusCode).toBe(404);
    expect((await owner.site.request('POST', `/api/config/pages/${laterPage}/publish`)).statusCode).toBe(200);
    expect((await visitor.save(payload())).statusCode).toBe(200);
  });

  it('limits submissions per client address with 429 and Retry-After, ignoring a forged X-Forwarded-For', async () => {
    const visitor = new Visitor(app, host);
    const payload = { ...pageFields(formId, pageId), form: contactValues() };
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMITS.submissionsPerWindow + 1; i++) {
      const key = await visitor.key();
      const response = await visitor.inject(
        'POST',
        '/api/form/SaveFormSubmission',
        { ...payload, key },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ error: formMessages.status429, code: 'forms.rate_limited' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(FORM_LIMITS.windowSeconds);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(FORM_LIMITS.submissionsPerWindow);
    expect(statuses.at(-1)).toBe(429);
    // Another visitor is not held back by the first one's limit.
    expect((await new Visitor(app, host).save(payload)).statusCode).toBe(200);
  });

  it('stores a newsletter sign-up and subscribes the address', async () => {
    const visitor = new Visitor(app, host);
    const response = await visitor.save({
      ...pageFields(newsletterId, pageId, 'newsletter'),
      form: { email: ' reader@example.com ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // A pending subscriber of this site and form, and a confirmation on its way to the address.
    const subscribers = await app.db
      .selectFrom('newsletter_subscribers')
      .select(['website_id', 'form_id', 'email', 'status'])
      .where('email', '=', 'reader@example.com')
      .execute();
    expect(subscribers).toEqual([
      { website_id: owner.siteId, form_id: newsletterId, email: 'reader@example.com', status: 'pending' },
    ]);
    const outbox = await owner.site.request('GET', '/api/config/outbox');
    const mails = (outbox.json().messages as { id: string; kind: string; to: string }[]).filter(
      (m) => m.to === 'reader@example.com',
    );
    expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirmation']);
    const detail = await owner.site.request('GET', `/api/config/outbox/${mails[0]!.id}`);
    const { subject } = detail.json().message as { subject: string };
    expect(subject).toBe('Confirm your subscription to Site forms-site');
    // The links are the reader's alone: the outbox leaves them out, the mail sent carries them.
    const { text } = await app.db
      .selectFrom('mail_messages')
      .select('text')
      .where('id', '=', mails[0]!.id)
      .executeTakeFirstOrThrow();
    expect(text).toContain('http://forms-site.localhost/');
    const [row] = (await stored()).filter((r) => r.form_id === newsletterId);
    expect(row?.kind).toBe('newsletter');
    const invalid = await visitor.save({
      ...pageFields(newsletterId, pageId, 'newsletter'),
      form: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(['email']);
  });
});
