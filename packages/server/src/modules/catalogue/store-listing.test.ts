import { defaultStoreSelection, newId, type StoreSelection, type StoreSort } from '@atelier/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import type { Product } from './catalogue.model';
import { allProducts } from './catalogue.queries';
import { ProductInput } from './catalogue.schemas';
import { createProduct, updateProduct } from './catalogue.service';
import { insertTestSite } from './catalogue.test-support';
import { StoreOutlines, storeListing } from './store-listing';
import { categoriesOf, selectProducts } from './store-selection';
import { patchVariants } from './variants.service';

const NOW = new Date();
const CATEGORIES = ['Mugs', 'Plates', 'Linen', 'Candles', 'Sale'];
const NAMES = [
  'Élan Mug',
  'elan mug',
  'Bowl',
  'bowl',
  'Zest',
  'Äpfel',
  'apple',
  'Candle',
  'Sage Plate',
  '10 Cups',
];

/** A little random generator of its own, so a failure is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describeEachDatabase('a store page read in SQL', (database) => {
  const siteId = newId();
  const otherSite = newId();
  let products: Product[] = [];

  beforeAll(async () => {
    const { db } = database.current;
    await insertTestSite(db, siteId);
    await insertTestSite(db, otherSite);
    const next = random(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    for (let i = 0; i < 90; i++) {
      const price = 100 * (1 + Math.floor(next() * 8));
      const workflow = pick(['published', 'published', 'published', 'draft', 'scheduled'] as const);
      const later = next() < 0.5;
      const productType = pick([1, 1, 1, 2, 3]);
      await createProduct(
        db,
        siteId,
        ProductInput.parse({
          productType,
          name: `${pick(NAMES)}${next() < 0.5 ? '' : ` ${i}`}`,
          categories: CATEGORIES.filter(() => next() < 0.3),
          tags: next() < 0.3 ? ['gift'] : [],
          // A digital product has one variant.
          ...(next() < 0.4 && productType !== 2
            ? {
                options: [{ name: 'Size', values: ['S', 'L'] }],
                variants: [
                  { optionValues: ['S'], price, qtyInStock: 3 },
                  {
                    optionValues: ['L'],
                    price: price + 50,
                    salePrice: price - 60,
                    onSale: true,
                    qtyInStock: 1,
                  },
                ],
              }
            : { variants: [{ price, qtyInStock: 3 }] }),
          workflow,
          publishAt:
            workflow === 'scheduled'
              ? new Date(NOW.getTime() + (later ? 86_400_000 : -86_400_000)).toISOString()
              : null,
        }),
      );
    }
    // Another site's products never show.
    await createProduct(
      db,
      otherSite,
      ProductInput.parse({
        productType: 1,
        name: 'Bowl',
        categories: ['Mugs'],
        variants: [{ price: 1 }],
        workflow: 'published',
      }),
    );
    products = await allProducts(db, siteId);
  });

  const model = (selection: StoreSelection, preview: boolean, category?: string) => {
    const chosen = selectProducts(products, selection, { now: NOW, includeUnpublished: preview });
    const narrowed = category ? chosen.filter((p) => p.categories.includes(category)) : chosen;
    return { chosen, narrowed };
  };

  const sorts: StoreSort[] = ['store', 'newest', 'price-low', 'price-high', 'name'];
  const selections = (): StoreSelection[] => [
    defaultStoreSelection(),
    { ...defaultStoreSelection(), show: 'categories', categories: ['Mugs', 'Sale'] },
    { ...defaultStoreSelection(), show: 'categories', categories: ['Nothing'] },
    {
      ...defaultStoreSelection(),
      show: 'products',
      productIds: [
        ...products
          .slice(40, 60)
          .map((p) => p.id)
          .reverse(),
        'f'.repeat(24),
      ],
    },
  ];

  it('shows what the rule in memory shows, page by page, for every choice, order and filter', async () => {
    const { db } = database.current;
    for (const base of selections())
      for (const sort of sorts)
        for (const preview of [false, true])
          for (const category of [undefined, 'Linen']) {
            const selection = { ...base, sort };
            const expected = model(selection, preview, category);
            const label = `${selection.show} ${sort} preview=${preview} category=${category}`;
            for (const offset of [0, 7, 500]) {
              const listing = await storeListing(db, siteId, {
                selection,
                now: NOW,
                includeUnpublished: preview,
                category,
                offset,
                limit: 7,
              });
              expect(listing.total, label).toBe(expected.narrowed.length);
              expect(listing.categories, label).toEqual(categoriesOf(expected.chosen));
              expect(
                listing.products.map((p) => p.name),
                `${label} offset=${offset}`,
              ).toEqual(expected.narrowed.slice(offset, offset + 7).map((p) => p.name));
            }
          }
  });

  it('walks the store’s order when the chosen categories hold many products, with the same answer', async () => {
    const { db } = database.current;
    for (const sort of sorts) {
      const selection: StoreSelection = {
        ...defaultStoreSelection(),
        show: 'categories',
        categories: ['Mugs', 'Plates'],
        sort,
      };
      const expected = model(selection, false).narrowed;
      for (const fewInCategories of [1000, 3]) {
        const listing = await storeListing(db, siteId, {
          selection,
          now: NOW,
          offset: 2,
          limit: 9,
          fewInCategories,
        });
        expect(
          listing.products.map((p) => p.name),
          `${sort} ${fewInCategories}`,
        ).toEqual(expected.slice(2, 11).map((p) => p.name));
      }
    }
  });

  it('narrows by tag and product type, and shows the last page for a page past the end', async () => {
    const { db } = database.current;
    const all = model(defaultStoreSelection(), false).chosen;
    const gifts = await storeListing(db, siteId, {
      selection: defaultStoreSelection(),
      now: NOW,
      tag: 'gift',
      productType: 1,
      offset: 0,
      limit: 200,
    });
    expect(gifts.products.map((p) => p.id)).toEqual(
      all.filter((p) => p.tags.includes('gift') && p.productType === 1).map((p) => p.id),
    );
    const last = await storeListing(db, siteId, {
      selection: defaultStoreSelection(),
      now: NOW,
      offset: 10_000,
      limit: 10,
      clamp: true,
    });
    expect(last.offset).toBe(Math.floor((all.length - 1) / 10) * 10);
    expect(last.products.map((p) => p.id)).toEqual(all.slice(last.offset).map((p) => p.id));
  });

  it('follows a product’s new name, categories and prices', async () => {
    const { db } = database.current;
    const first = products.find((p) => p.workflow === 'published' && p.productType === 1)!;
    await updateProduct(
      db,
      siteId,
      first.id,
      ProductInput.parse({
        productType: 1,
        name: '0 First',
        categories: ['Brand new'],
        variants: first.variants.map((v) => ({ id: v.id, price: v.price, qtyInStock: v.qtyInStock })),
        workflow: 'published',
      }),
    );
    await patchVariants(db, siteId, [{ id: first.variants[0]!.id, price: 1 }]);
    const listing = (sort: StoreSort, show: StoreSelection['show'] = 'all', categories: string[] = []) =>
      storeListing(db, siteId, {
        selection: { ...defaultStoreSelection(), show, categories, sort },
        now: NOW,
        offset: 0,
        limit: 1,
      });
    expect((await listing('name')).products[0]?.name).toBe('0 First');
    expect((await listing('price-low')).products[0]?.name).toBe('0 First');
    expect((await listing('store', 'categories', ['Brand new'])).products.map((p) => p.name)).toEqual([
      '0 First',
    ]);
    expect((await listing('store')).categories).toContain('Brand new');
  });

  it('keeps a selection per render generation in the outlines it is given, and in no other', async () => {
    const { db } = database.current;
    const selection: StoreSelection = {
      ...defaultStoreSelection(),
      show: 'categories',
      categories: ['Kept'],
    };
    const read = (outlines: StoreOutlines, generation: number) =>
      storeListing(db, siteId, {
        selection,
        now: NOW,
        kept: { outlines, generation },
        offset: 0,
        limit: 10,
      }).then((listing) => listing.products.map((p) => p.name));
    const one = new StoreOutlines();
    expect(await read(one, 1)).toEqual([]);
    await createProduct(
      db,
      siteId,
      ProductInput.parse({
        productType: 1,
        name: 'Kept candle',
        categories: ['Kept'],
        variants: [{ price: 500, qtyInStock: 1 }],
        workflow: 'published',
      }),
    );
    // The same generation reads what it kept; a new one reads the catalogue again.
    expect(await read(one, 1)).toEqual([]);
    expect(await read(one, 2)).toEqual(['Kept candle']);
    // Another app's outlines (another database, the same site id and generation) keep their own.
    expect(await read(new StoreOutlines(), 1)).toEqual(['Kept candle']);
  });

  it('keeps at most as many selections as it is told, the least recently used going first', async () => {
    const outlines = new StoreOutlines(2);
    const read: string[] = [];
    const get = (key: string) =>
      outlines.get(key, async () => {
        read.push(key);
        return { rows: [], categories: [key] };
      });
    for (const key of ['a', 'b', 'a', 'c']) await get(key);
    expect(outlines.size).toBe(2);
    // 'b' was used least recently when 'c' came: it alone is read again.
    for (const key of ['a', 'c', 'b']) await get(key);
    expect(read).toEqual(['a', 'b', 'c', 'b']);
  });
});
