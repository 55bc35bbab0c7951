import { MENU_LIMITS, newId } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { PageDocumentSchema } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const item = (n: number, extra: object = {}) => ({ id: `i${n}`, name: `Item ${n}`, ...extra });
const section = (items: unknown, extra: object = {}) => ({ id: 's1', title: 'Wheel', items, ...extra });
const tab = (sections: unknown, extra: object = {}) => ({ id: 't1', title: 'Classes', sections, ...extra });
const menu = (tabs: unknown, extra: object = {}) => ({ tabs, ...extra });
const GOOD = menu([tab([section([item(1, { price: '$45', description: 'Two hours.' }), item(2)])])], {
  currencyNote: 'Prices include tax.',
});

const withMenu = (settings: unknown) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type: 18, settings }] }],
});
const problems = (settings: unknown) => {
  const result = PageDocumentSchema.safeParse(withMenu(settings));
  return result.success
    ? []
    : result.error.issues.map((i) => ({
        path: i.path.join('.').replace('sections.0.blocks.0.settings.', ''),
        message: i.message,
      }));
};
const many = (count: number, make: (n: number) => object) => Array.from({ length: count }, (_, n) => make(n));

describe('a menu block’s settings (block type 18)', () => {
  it('keeps tabs, sections, items with their prices as written, and the note', () => {
    expect(PageDocumentSchema.parse(withMenu(GOOD)).sections[0]!.blocks[0]!.settings).toEqual(GOOD);
    expect(problems(menu([tab([])]))).toEqual([]);
    // Empty words are allowed while the owner types; the site leaves out an item without a name.
    expect(problems(menu([tab([section([item(1, { name: '', price: '' })])], { title: '' })]))).toEqual([]);
  });

  it('bounds tabs, sections and items, saying which and how many', () => {
    expect(problems(menu(many(MENU_LIMITS.tabs + 1, (n) => tab([], { id: `t${n}` }))))).toEqual([
      { path: 'tabs', message: 'A menu has at most 10 tabs.' },
    ]);
    expect(problems(menu(many(MENU_LIMITS.tabs, (n) => tab([], { id: `t${n}` }))))).toEqual([]);
    expect(problems(menu([tab(many(21, (n) => section([], { id: `s${n}` })))]))).toEqual([
      { path: 'tabs.0.sections', message: 'A tab holds at most 20 sections.' },
    ]);
    expect(problems(menu([tab([section(many(101, item))])]))).toEqual([
      { path: 'tabs.0.sections.0.items', message: 'A section holds at most 100 items.' },
    ]);
    expect(problems(menu([tab([section(many(100, item))])]))).toEqual([]);
    expect(problems(menu([]))).toEqual([{ path: 'tabs', message: 'A menu has at least one tab.' }]);
  });

  it('bounds each text, naming the field', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(problems(menu([tab([section([item(1, { name: long(121) })])])]))).toEqual([
      { path: 'tabs.0.sections.0.items.0.name', message: 'Use at most 120 characters.' },
    ]);
    expect(problems(menu([tab([section([item(1, { description: long(501) })])])]))[0]).toEqual({
      path: 'tabs.0.sections.0.items.0.description',
      message: 'Use at most 500 characters.',
    });
    expect(problems(menu([tab([section([item(1, { price: long(31) })])])]))[0]).toEqual({
      path: 'tabs.0.sections.0.items.0.price',
      message: 'Use at most 30 characters.',
    });
    expect(problems(menu([tab([section([], { title: long(121) })])]))[0]?.path).toBe(
      'tabs.0.sections.0.title',
    );
    expect(problems(menu([tab([], { title: long(121) })]))[0]?.path).toBe('tabs.0.title');
    expect(problems(menu([tab([])], { currencyNote: long(301) }))[0]?.path).toBe('currencyNote');
  });

  it('refuses wrong types and ids with a message, never a crash', () => {
    expect(problems(menu([tab([section([item(1, { price: 18 })])])]))).toEqual([
      { path: 'tabs.0.sections.0.items.0.price', message: 'Write this as text.' },
    ]);
    expect(problems(menu('Classes'))).toEqual([{ path: 'tabs', message: 'Give the tabs as a list.' }]);
    expect(problems(menu([tab({})]))).toEqual([
      { path: 'tabs.0.sections', message: 'Give the sections as a list.' },
    ]);
    expect(problems({})[0]?.path).toBe('tabs');
    expect(problems(menu([tab([], { id: 'has space' })]))).toEqual([
      { path: 'tabs.0.id', message: 'Not an id.' },
    ]);
    expect(problems(menu([tab([section([item(1), item(1)])])]))).toEqual([
      { path: 'tabs.0.sections.0.items.1.id', message: 'This id is used twice.' },
    ]);
    expect(problems(menu([tab([section([null])])]))[0]?.path).toBe('tabs.0.sections.0.items.0');
  });
});

describeEachDatabase('menu blocks in page drafts', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let pageId: string;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'menu-block@example.com', 'menu-block');
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    pageId = pages.find((page: { slug: string }) => page.slug === 'about').id;
  });
  afterAll(() => app.close());

  const save = async (settings: unknown) => {
    const { revision } = (await owner.site.request('GET', `/api/config/pages/${pageId}/draft`)).json();
    const document = { sections: [{ id: newId(), blocks: [{ id: newId(), type: 18, settings }] }] };
    return owner.site.request('PUT', `/api/config/pages/${pageId}/draft`, { document, revision });
  };

  it('saves a menu, and answers a bad one 400 naming the field', async () => {
    expect((await save(GOOD)).statusCode).toBe(200);
    const bad: [unknown, string, string][] = [
      [menu(many(11, (n) => tab([], { id: `t${n}` }))), 'tabs', 'A menu has at most 10 tabs.'],
      [
        menu([tab([section(many(101, item))])]),
        'tabs.0.sections.0.items',
        'A section holds at most 100 items.',
      ],
      [
        menu([tab([section([item(1, { name: 'x'.repeat(121) })])])]),
        'tabs.0.sections.0.items.0.name',
        'Use at most 120 characters.',
      ],
      [
        menu([tab([section([item(1, { price: { amount: 18 } })])])]),
        'tabs.0.sections.0.items.0.price',
        'Write this as text.',
      ],
      [menu(null), 'tabs', 'Give the tabs as a list.'],
    ];
    for (const [settings, path, message] of bad) {
      const response = await save(settings);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors).toEqual({
        [`document.sections.0.blocks.0.settings.${path}`]: message,
      });
    }
  });
});
