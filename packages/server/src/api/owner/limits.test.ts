import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

const newId = () => randomBytes(12).toString('hex');
const quote = () => ({ id: newId(), type: 31, settings: { text: 'Said once.' } });
const form = () => ({
  id: newId(),
  type: 9,
  settings: {
    formId: newId(),
    fields: [],
    submitButtonText: 'Send',
    postSubmit: { kind: 'message', message: 'Thanks' },
    captcha: false,
  },
});

describeEachDatabase('caps on sites, pages, forms and blocks', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  const pageCount = async () =>
    (await app.db.selectFrom('collections').select('id').where('website_id', '=', owner.siteId).execute())
      .length;

  beforeAll(async () => {
    app = await createTestApp(database.current, {
      MAX_SITES_PER_OWNER: '3',
      MAX_PAGES_PER_SITE: '250',
      MAX_FORMS_PER_PAGE: '2',
    });
    owner = await ownerWithSite(app, 'capped@example.com', 'capped-site');
  });
  afterAll(() => app.close());

  it('lets an owner make only so many sites, even all at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        owner.home.request('POST', '/api/platform/sites', {
          title: `Burst ${n}`,
          identifier: `burst-${n}`,
          templateId: 'studio',
        }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    const refused = attempts.find((response) => response.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      code: 'sites.too_many',
      error: 'You have reached the limit of 3 sites. Delete a site to make a new one.',
    });
    expect((await owner.home.request('GET', '/api/platform/sites')).json().sites).toHaveLength(3);
  });

  it('caps a site at 250 pages, all at once too, and every navigation of them can be reordered', async () => {
    const missing = 250 - (await pageCount());
    for (let batch = 0; batch < missing; batch += 25) {
      const size = Math.min(25, missing - batch) + (batch + 25 >= missing ? 5 : 0);
      const created = await Promise.all(
        Array.from({ length: size }, (_, n) =>
          owner.site.request('POST', '/api/config/pages', { title: `Page ${batch + n}` }),
        ),
      );
      for (const response of created) expect([201, 409], response.body).toContain(response.statusCode);
    }
    expect(await pageCount()).toBe(250);
    const over = await owner.site.request('POST', '/api/config/pages', { title: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(
      'This site has reached its limit of 250 pages. Delete a page to add another.',
    );

    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as {
      id: string;
      navigation: string;
    }[];
    const main = pages.filter((page) => page.navigation === 'main').map((page) => page.id);
    expect(main.length).toBeGreaterThan(240);
    const reordered = await owner.site.request('PUT', '/api/config/pages-order', {
      navigation: 'main',
      ids: [...main].reverse(),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const tooMany = await owner.site.request('PUT', '/api/config/pages-order', {
      navigation: 'main',
      ids: Array.from({ length: 251 }, newId),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ ids: 'A navigation holds at most 250 pages.' });
  }, 60_000);

  it('keeps the forms on a page and the blocks in a section within their limits, saying which', async () => {
    const pageId = (await owner.site.request('GET', '/api/config/pages')).json().pages[0].id;
    const save = async (blocks: object[]) => {
      const draft = (await owner.site.request('GET', `/api/config/pages/${pageId}/draft`)).json();
      return owner.site.request('PUT', `/api/config/pages/${pageId}/draft`, {
        document: { sections: [{ id: newId(), blocks }] },
        revision: draft.revision,
      });
    };
    const threeForms = await save([form(), form(), form()]);
    expect(threeForms.statusCode).toBe(400);
    expect(threeForms.json()).toMatchObject({
      code: 'pages.too_many_forms',
      errors: { document: 'A page holds at most 2 forms and newsletter sign-ups.' },
    });
    expect((await save([form(), form(), quote()])).statusCode).toBe(200);

    const crowded = await save(Array.from({ length: 61 }, quote));
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().errors).toEqual({
      'document.sections.0.blocks': 'A section holds at most 60 blocks.',
    });
    expect((await save(Array.from({ length: 60 }, quote))).statusCode).toBe(200);
  });

  it('keeps a section to 1 to 4 columns and a background colour to #rrggbb, saying which', async () => {
    const pageId = (await owner.site.request('GET', '/api/config/pages')).json().pages[0].id;
    const save = async (section: object) => {
      const draft = (await owner.site.request('GET', `/api/config/pages/${pageId}/draft`)).json();
      return owner.site.request('PUT', `/api/config/pages/${pageId}/draft`, {
        document: { sections: [{ id: newId(), blocks: [], ...section }] },
        revision: draft.revision,
      });
    };
    const five = await save({ layout: { columns: 5 } });
    expect(five.statusCode).toBe(400);
    expect(five.json().errors).toEqual({
      'document.sections.0.layout.columns': 'A section has at most 4 columns.',
    });
    const colour = await save({ layout: { background: { color: 'red;} body {display:none' } } });
    expect(colour.json().errors).toEqual({
      'document.sections.0.layout.background.color': 'Choose a colour such as #1f6feb.',
    });
    const column = await save({ blocks: [{ ...quote(), column: 4 }] });
    expect(column.statusCode).toBe(400);
    const good = await save({
      layout: { columns: 2, background: { color: '#1f6feb' }, height: 'large', padding: 'small' },
      blocks: [quote(), { ...quote(), column: 1 }],
    });
    expect(good.statusCode, good.body).toBe(200);
  });
});
