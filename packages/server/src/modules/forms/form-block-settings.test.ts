import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { CONTACT_FIELDS, formBlock, newId, newsletterBlock } from './forms.test-support';

describeEachDatabase('form and newsletter block settings in page drafts', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let pageId: string;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'block-settings@example.com', 'block-settings');
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    pageId = pages.find((page: { slug: string }) => page.slug === 'contact').id;
  });
  afterAll(() => app.close());

  const saveBlock = async (block: { type: number; settings: object }) => {
    const { revision } = (await owner.site.request('GET', `/api/config/pages/${pageId}/draft`)).json();
    const document = { sections: [{ id: newId(), blocks: [{ id: newId(), ...block }] }] };
    return owner.site.request('PUT', `/api/config/pages/${pageId}/draft`, { document, revision });
  };

  it('saves well-formed form and newsletter blocks', async () => {
    expect((await saveBlock(formBlock(newId(), { notificationEmail: 'me@example.com' }))).statusCode).toBe(
      200,
    );
    expect(
      (await saveBlock(formBlock(newId(), { postSubmit: { kind: 'redirect', url: '/thanks' } }))).statusCode,
    ).toBe(200);
    expect((await saveBlock(newsletterBlock(newId()))).statusCode).toBe(200);
  });

  it('refuses settings a visitor’s submission could not be checked against', async () => {
    const bad = [
      formBlock('not-an-id'),
      formBlock(newId(), { fields: [CONTACT_FIELDS[0]!, CONTACT_FIELDS[0]!] }),
      formBlock(newId(), { fields: [{ id: 'x', type: 'signature' as 'text', title: 'Sign' }] }),
      formBlock(newId(), { fields: [{ id: '__proto__', type: 'text', title: 'Odd' }] }),
      formBlock(newId(), { fields: [{ id: 'has space', type: 'text', title: 'Odd' }] }),
      formBlock(newId(), { postSubmit: { kind: 'redirect', url: 'javascript:alert(1)' } }),
      formBlock(newId(), { notificationEmail: 'not an address' }),
      formBlock(newId(), {
        fields: Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, type: 'text' as const, title: 'T' })),
      }),
      { type: 51, settings: { formId: newId(), title: 'Letter', captcha: false } },
    ];
    for (const block of bad) {
      const response = await saveBlock(block);
      expect(response.statusCode, JSON.stringify(block.settings).slice(0, 120)).toBe(400);
      expect(Object.keys(response.json().errors).some((key) => key.includes('settings'))).toBe(true);
    }
  });
});
