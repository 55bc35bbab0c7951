import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  contactValues,
  formBlock,
  newId,
  pageFields,
  pageWithBlocks,
} from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

describeEachDatabase('forms on a password-locked page', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'locked-forms.localhost';
  const formId = newId();
  let pageId: string;
  const stored = async () =>
    (await app.db.selectFrom('form_submissions').select('id').where('form_id', '=', formId).execute()).length;

  const send = async (visitor: TestClient) => {
    const key = (await visitor.request('POST', '/api/form/FormSubmissionKey')).json().key;
    return visitor.request('POST', '/api/form/SaveFormSubmission', {
      ...pageFields(formId, pageId),
      key,
      form: contactValues(),
    });
  };
  const sendWithoutScript = (visitor: TestClient) =>
    visitor.request('POST', '/api/form/submit', undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams([
        ['formId', formId],
        ['pageId', pageId],
        ['field-name-1a2b3c4d', 'Ada'],
        ['field-name-1a2b3c4d', 'Lovelace'],
        ['field-email-1a2b3c4d', 'ada@example.com'],
      ]).toString(),
    });

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'locked-owner@example.com', 'locked-forms');
    pageId = await pageWithBlocks(owner.site, 'members', [formBlock(formId)]);
    const locked = await owner.site.request('PATCH', `/api/config/pages/${pageId}`, {
      password: 'open sesame',
    });
    expect(locked.statusCode, locked.body).toBe(200);
  });
  afterAll(() => app.close());

  it('refuses a visitor who did not unlock the page, with and without JavaScript, and keeps nothing', async () => {
    const visitor = new TestClient(app, host);
    const json = await send(visitor);
    expect(json.statusCode, json.body).toBe(403);
    expect(json.json()).toMatchObject({
      code: 'forms.page_locked',
      error: 'This page is locked. Enter its password, then send the form again.',
    });
    const plain = await sendWithoutScript(visitor);
    // The answer is the page, which is its lock screen.
    expect(plain.statusCode).toBe(401);
    expect(plain.body).toContain('name="password"');
    expect(plain.body).not.toContain('Thanks, we will be in touch.');
    expect(await stored()).toBe(0);
  });

  it('takes the submissions of a visitor who unlocked it, until the password changes', async () => {
    const visitor = new TestClient(app, host);
    const lock = await visitor.request('GET', '/members');
    const crumb = lock.body.match(/name="crumb" value="([^"]+)"/)![1]!;
    const unlocked = await visitor.request(
      'POST',
      '/api/pages/unlock',
      { pageId, password: 'open sesame', crumb },
      { form: true },
    );
    expect(unlocked.statusCode).toBe(303);
    expect((await send(visitor)).statusCode).toBe(200);
    const plain = await sendWithoutScript(visitor);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('Thanks, we will be in touch.');
    expect(await stored()).toBe(2);

    await owner.site.request('PATCH', `/api/config/pages/${pageId}`, { password: 'another secret' });
    expect((await send(visitor)).statusCode).toBe(403);
    expect(await stored()).toBe(2);
  });
});
