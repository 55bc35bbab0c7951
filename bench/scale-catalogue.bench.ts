import { defaultStoreSelection, newId, type PageDocument } from '@atelier/domain';
import { productToStorefront } from '@atelier/server/modules/catalogue/catalogue.model';
import { ProductInput } from '@atelier/server/modules/catalogue/catalogue.schemas';
import { createProduct } from '@atelier/server/modules/catalogue/catalogue.service';
import { storeListing } from '@atelier/server/modules/catalogue/store-listing';
import { createPage } from '@atelier/server/modules/pages/pages.service';
import { publishSite } from '@atelier/server/modules/pages/site-publish.service';
import type { DB } from '@atelier/server/platform/db/schema';
import { productLookupFor } from '@atelier/server/render/product-lookup';
import { BlockType } from '@atelier/site';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type BenchDatabase,
  benchApp,
  bulkInsert,
  type Engine,
  InjectClient,
  measure,
  micros,
  openBenchDatabase,
  ownerSite,
} from './scale-app';

/**
 * Big catalogues: the store page uncached (built per request: every visitor filter and page after
 * the first are), a store page of two categories sorted by price, the visitor's product list
 * uncached (a new query each time) and kept (the same query again), and the Product block's lookup
 * of three products, in a store of 8, 1,000 and 10,000 products. Goal: 1,000 and 10,000 products
 * cost at most 2× what 8 do (server CPU per request, this process).
 */
const GOAL = 2;
const CATEGORIES = Array.from({ length: 10 }, (_, i) => `Category ${i}`);

interface Tier {
  products: number;
  bench: BenchDatabase;
  app: FastifyInstance;
  visitor: InjectClient;
  siteId: string;
  document: PageDocument;
  /** The store page at /store, which shows every product (the list's default choice too). */
  storePageId: string;
  figures: Map<string, number[]>;
}

/** `count` products: 8 made by the product's own service, the rest copies of them in bulk. */
async function seedProducts(db: Kysely<DB>, siteId: string, count: number): Promise<string[]> {
  const models = [];
  for (let m = 0; m < Math.min(8, count); m++) {
    models.push(
      await createProduct(
        db,
        siteId,
        ProductInput.parse({
          productType: 1,
          name: `Model ${m}`,
          categories: [CATEGORIES[m % 10]!, CATEGORIES[(m + 3) % 10]!],
          tags: m % 2 ? ['gift'] : [],
          options: m % 2 ? [{ name: 'Size', values: ['S', 'L'] }] : [],
          variants:
            m % 2
              ? [
                  { optionValues: ['S'], price: 1000 + m * 100, qtyInStock: 5 },
                  { optionValues: ['L'], price: 1200 + m * 100, qtyInStock: 5 },
                ]
              : [{ price: 1000 + m * 100, qtyInStock: 5 }],
          workflow: 'published',
        }),
      ),
    );
  }
  const modelRows = await db.selectFrom('products').selectAll().where('website_id', '=', siteId).execute();
  const modelVariants = await db
    .selectFrom('product_variants')
    .selectAll()
    .where('website_id', '=', siteId)
    .execute();
  const hasTerms = (await db.introspection.getTables()).some((t) => t.name === 'product_terms');
  const products: Record<string, unknown>[] = [];
  const variants: Record<string, unknown>[] = [];
  const terms: Record<string, unknown>[] = [];
  const ids = models.map((m) => m.id);
  for (let n = models.length; n < count; n++) {
    const model = modelRows[n % modelRows.length]!;
    const id = newId();
    ids.push(id);
    const name = `Product ${n} ${['Mug', 'Plate', 'Bowl', 'Vase'][n % 4]}`;
    const categories = [CATEGORIES[n % 10]!, CATEGORIES[(n * 7 + 3) % 10]!];
    const created = new Date(Date.UTC(2030, 0, 1) + n * 60_000).toISOString();
    const row: Record<string, unknown> = {
      ...model,
      id,
      name,
      slug: `product-${n}`,
      categories: JSON.stringify(categories),
      position: n,
      created_at: created,
      updated_at: created,
    };
    const price = 500 + ((n * 7919) % 9000);
    if ('sort_name' in model) row.sort_name = name.toLowerCase();
    if ('min_price' in model) row.min_price = price;
    if ('search_text' in model) row.search_text = `${name.toLowerCase()} sku-${n}`;
    products.push(row);
    const own = modelVariants.filter((v) => v.product_id === model.id);
    for (const [i, variant] of own.entries())
      variants.push({
        ...variant,
        id: newId(),
        product_id: id,
        sku: `SKU-${n}-${i}`,
        price: price + i * 100,
      });
    if (hasTerms)
      for (const term of new Set(categories))
        terms.push({ website_id: siteId, kind: 'category', term, product_id: id });
  }
  await bulkInsert(db, 'products', products);
  await bulkInsert(db, 'product_variants', variants);
  await bulkInsert(db, 'product_terms', terms);
  return ids;
}

async function openTier(engine: Engine, products: number): Promise<Tier> {
  const bench = await openBenchDatabase(engine);
  const { db } = bench.database;
  const identifier = `shop${products}`;
  const { siteId, host, accountId } = await ownerSite(db, identifier);
  const started = performance.now();
  const ids = await seedProducts(db, siteId, products);
  // Two store pages: everything in the store's order at /store, and two categories by price.
  const store = await createPage(db, siteId, {
    kind: 'store',
    title: 'Shop',
    slug: 'store',
    navigation: 'main',
    store: { show: 'all', categories: [], productIds: [], sort: 'store', perPage: 24 },
  } as Parameters<typeof createPage>[2]);
  await createPage(db, siteId, {
    kind: 'store',
    title: 'Ceramics',
    slug: 'ceramics',
    navigation: 'main',
    store: {
      show: 'categories',
      categories: [CATEGORIES[1]!, CATEGORIES[4]!],
      productIds: [],
      sort: 'price-low',
      perPage: 24,
    },
  } as Parameters<typeof createPage>[2]);
  await publishSite(db, siteId, accountId, 'bench');
  const app = await benchApp(bench.database);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${engine}, ${products} products: seeded in ${seconds.toFixed(1)} s`);
  const picks = [ids[0]!, ids[Math.floor(ids.length / 2)]!, ids[ids.length - 1]!];
  const document = {
    sections: [
      {
        id: 's1',
        blocks: picks.map((productId, i) => ({
          id: `b${i}`,
          type: BlockType.product,
          settings: { productId },
        })),
      },
    ],
  } as unknown as PageDocument;
  return {
    products,
    bench,
    app,
    visitor: new InjectClient(app, host),
    siteId,
    document,
    storePageId: store.id,
    figures: new Map(),
  };
}

type Measure = { name: string; times: number; run: (tier: Tier, i: number) => Promise<unknown> };

const ok = async (tier: Tier, url: string) => {
  const response = await tier.visitor.request('GET', url);
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response;
};

/**
 * A query not asked before in the run, showing a full page: a big store's 24 from a new offset (and
 * limit), a small store's whole list by a new limit, type and store page (each the same products).
 */
const pageQuery = (t: Tier, i: number) => {
  if (t.products > 24) return `limit=${24 + (Math.floor(i / 150) % 8)}&offset=${i % 150}`;
  const limit = 8 + (i % 193);
  const variant = Math.floor(i / 193) % 4;
  return `limit=${limit}${variant % 2 ? '&type=1' : ''}${variant >= 2 ? `&collectionId=${t.storePageId}` : ''}`;
};

const MEASURES: Measure[] = [
  { name: 'store page, uncached (/store?page=1)', times: 200, run: (t) => ok(t, '/store?page=1') },
  {
    name: 'store page filtered by a category, uncached',
    times: 200,
    run: (t, i) => ok(t, `/store?category=${encodeURIComponent(CATEGORIES[i % 10]!)}`),
  },
  {
    name: 'store page of 2 categories by price, uncached',
    times: 200,
    run: (t) => ok(t, '/ceramics?page=1'),
  },
  {
    // A new query each time, a full page each time: a small store's whole list by a new limit, a
    // big store's 24 from a new offset.
    name: 'visitor product list, uncached (a new query each time)',
    times: 200,
    run: (t, i) => ok(t, `/api/commerce/products?${pageQuery(t, i)}`),
  },
  {
    // The same page size in every store (8 products): what the store's size alone costs. The API
    // pages through the first 200 products (MAX_COLLECTION_PRODUCTS), so the offsets stay below it.
    name: 'visitor product list, 8 a page, uncached',
    times: 200,
    run: (t, i) =>
      ok(
        t,
        `/api/commerce/products?${t.products > 24 ? `limit=8&offset=${i % 193}${Math.floor(i / 193) % 2 ? '&type=1' : ''}` : pageQuery(t, i)}`,
      ),
  },
  { name: 'visitor product list, kept', times: 500, run: (t) => ok(t, '/api/commerce/products?limit=24') },
  {
    // What the first request after a catalogue change reads (nothing kept): the selection's outline
    // in SQL, the page's products and their variants, in the storefront's shape; 8 a page in every
    // store, as the list above, so what differs is the store's size alone (at 24 a page a big
    // store's page holds three times the small one's products and variants).
    name: 'the list read cold, 8 a page (storeListing + storefront JSON)',
    times: 300,
    run: async (t, i) => {
      const listing = await storeListing(t.app.db, t.siteId, {
        selection: defaultStoreSelection(),
        now: new Date(),
        offset: t.products > 24 ? i % 150 : 0,
        limit: 8,
      });
      return JSON.stringify(listing.products.map(productToStorefront));
    },
  },
  {
    name: 'Product block lookup, 3 products',
    times: 500,
    run: (t) => productLookupFor(t.app.db, t.siteId, t.document),
  },
];

export async function benchScaleCatalogue(options: {
  engine: Engine;
  tiers: number[];
  rounds: number;
}): Promise<{ ok: boolean }> {
  const tiers: Tier[] = [];
  try {
    for (const products of options.tiers) tiers.push(await openTier(options.engine, products));
    for (let round = 0; round < options.rounds; round++) {
      // Interleaved, the order turning each round, so a busy moment falls on every tier alike.
      const turn = [...tiers.slice(round % tiers.length), ...tiers.slice(0, round % tiers.length)];
      for (const tier of turn)
        for (const m of MEASURES) {
          const offset = round * 250;
          const { cpu } = await measure((i) => m.run(tier, offset + i), m.times);
          tier.figures.set(m.name, [...(tier.figures.get(m.name) ?? []), cpu]);
        }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const base = tiers[0]!;
    let ok = true;
    console.log(`${options.engine}: server CPU per request (median of ${options.rounds} rounds)`);
    for (const m of MEASURES) {
      const line = tiers.map((tier) => {
        const value = median(tier.figures.get(m.name)!);
        if (tier === base) return `${tier.products}: ${micros(value)}`;
        const ratio = value / median(base.figures.get(m.name)!);
        ok &&= ratio <= GOAL;
        return `${tier.products}: ${micros(value)} (${ratio.toFixed(2)}×, goal <= ${GOAL})`;
      });
      console.log(`  ${m.name}: ${line.join(', ')}`);
    }
    console.log(`${options.engine}: ${ok ? 'OK' : 'ABOVE GOAL'}`);
    return { ok };
  } finally {
    for (const tier of tiers) {
      await tier.app.close();
      await tier.bench.close();
    }
  }
}
