import { describe, expect, it } from 'vitest';
import { openStore } from './support/editor';
import { chunks, PAYLOADS, report, useXssSuite, watchSeesOneRun } from './support/xss-suite';

/**
 * More than 500 script-injection payloads stored in every field of a product (name, description,
 * categories, tags, search title and description), each product page, store page and the editor's
 * Store sections rendered in Chromium: none may run, and none may leave markup that could run later.
 */
describe('script injection in the store’s products', () => {
  const suite = useXssSuite();

  it('has more than 500 distinct payloads, and a hook that sees one run', async () => {
    await watchSeesOneRun(suite);
  });

  it('runs none from product names, descriptions, categories and SEO in the store and the editor', async () => {
    const { owner, editor, watch, stored } = suite;
    for (const [round, group] of chunks(PAYLOADS, 150).entries()) {
      const ids: string[] = [];
      for (const payload of group) {
        const created = await owner.request('POST', '/api/config/store/products', {
          productType: 1,
          name: payload.text.slice(0, 200),
          slug: `x-${payload.n}`,
          description: payload.text,
          categories: [payload.text.slice(0, 25).trim() || 'x'],
          tags: [payload.text.slice(0, 25).trim() || 'x'],
          seoTitle: payload.text.slice(0, 200),
          seoDescription: payload.text.slice(0, 500),
          workflow: 'published',
          variants: [{ price: 1000 + payload.n, qtyInStock: 5 }],
        });
        expect(created.statusCode, created.body).toBe(201);
        ids.push(created.json().product.id);
        stored.values += 6;
      }
      for (let page = 1; page <= Math.ceil((group.length + 30) / 24); page++)
        await suite.view(`/store?page=${page}`, `store round ${round} page ${page}`);
      for (const payload of group) await suite.view(`/p/x-${payload.n}`, `product ${payload.n}`);
      await suite.openEditor('/store');
      for (const section of ['Products', 'Inventory']) {
        const dialog = await openStore(editor, section);
        await dialog.getByRole('table').first().waitFor();
        await watch.scan(editor, `editor store ${section} round ${round}`);
      }
      for (const id of ids) await owner.request('DELETE', `/api/config/store/products/${id}`);
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
    // Hundreds of product pages: a deadline only for a run that truly hangs.
  }, 1_800_000);

  it('rendered every view with no execution', () => {
    report(suite, 'products');
    expect(suite.watch.views).toBeGreaterThan(500);
    expect(suite.watch.executions).toEqual([]);
    expect(suite.watch.dangerousMarkup).toEqual([]);
  });
});
