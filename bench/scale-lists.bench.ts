import { newId } from '@atelier/domain';
import { ProductInput } from '@atelier/server/modules/catalogue/catalogue.schemas';
import { createProduct } from '@atelier/server/modules/catalogue/catalogue.service';
import type { DB } from '@atelier/server/platform/db/schema';
import { mediaItemRow, orderRow, submissionRow, subscriberRow } from '@atelier/server/testing/rows';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
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
 * Owner lists (orders, products, form submissions, subscribers, media) at 10,000 and 100,000 rows: the first page, a page far down (by the cursor the page
 * before handed out), and searches through the text index, 25 a page: one order by its email, a
 * customer of 1 order in 4,000 (a rare word), a surname 1 order in 300 has, a product every order
 * holds (a common word), and a word of two letters (no index: the list is walked). Goal: searching
 * 100,000 orders costs at most 2× searching 10,000.
 * The CSV export of every order is timed too (it grows with the orders, a page at a time).
 */
const GOAL = 2;
const FORM = 'c'.repeat(24);
const SURNAMES = ['Lovelace', 'Hopper', 'Turing', 'Noether', 'Curie', 'Franklin', 'Lamarr', 'Goodall'];

interface Tier {
  rows: number;
  bench: BenchDatabase;
  app: FastifyInstance;
  owner: InjectClient;
  /** The cursor of a page far down each list. */
  deep: Map<string, string>;
  figures: Map<string, number[]>;
}

const at = (n: number) => new Date(Date.UTC(2029, 0, 1) + n * 37_000).toISOString();
/** One order in 4,000 is this customer's; one in 300 has a surname the rest do not. */
const surname = (n: number) => (n % 300 === 0 ? 'Wollstonecraft' : SURNAMES[n % SURNAMES.length]!);

async function seed(db: Kysely<DB>, siteId: string, rows: number): Promise<void> {
  for (let from = 0; from < rows; from += 20_000) {
    const span = Array.from({ length: Math.min(20_000, rows - from) }, (_, k) => from + k);
    await bulkInsert(
      db,
      'orders',
      span.map((n) => {
        const email = n % 4000 === 7 ? `only.${n}@rare.example` : `buyer${n}@example.com`;
        return orderRow({
          website_id: siteId,
          number: 1000 + n,
          status: n % 10 === 0 ? 'pending' : 'paid',
          email,
          subtotal: 2400,
          shipping: 500,
          total: 2900,
          search_text: `${1000 + n} ${email} ada ${surname(n)} linen apron sq${n % 97}`.toLowerCase(),
          created_at: at(n),
          paid_at: at(n),
        });
      }),
    );
    await bulkInsert(
      db,
      'form_submissions',
      span.map((n) =>
        submissionRow({
          website_id: siteId,
          form_id: FORM,
          search_text: `visitor ${n} ${surname(n)} asks about the linen apron`.toLowerCase(),
          created_at: at(n),
        }),
      ),
    );
    await bulkInsert(
      db,
      'newsletter_subscribers',
      span.map((n) =>
        subscriberRow({
          website_id: siteId,
          form_id: FORM,
          email: `${surname(n).toLowerCase()}.${n}@example.com`,
          status: n % 3 ? 'confirmed' : 'pending',
          created_at: at(n),
        }),
      ),
    );
    await bulkInsert(
      db,
      'media_items',
      span.map((n) =>
        mediaItemRow({
          website_id: siteId,
          kind: n % 10 === 0 ? 'document' : 'image',
          mime_type: n % 10 === 0 ? 'application/pdf' : 'image/jpeg',
          file_name: `IMG_${n}.jpg`,
          alt: `${surname(n)} at the studio`,
          created_at: at(n),
        }),
      ),
    );
  }
}

/** The library's size as the quota keeps it (the first upload of a site writes this row). */
async function mediaUsage(db: Kysely<DB>, siteId: string, rows: number): Promise<void> {
  await bulkInsert(db, 'media_usage', [{ website_id: siteId, used_bytes: rows * 1000, reserved_bytes: 0 }]);
}

/** `rows` products: one made by the catalogue's own service, the rest copies of it and its variant. */
async function seedProducts(db: Kysely<DB>, siteId: string, rows: number): Promise<void> {
  const model = await createProduct(
    db,
    siteId,
    ProductInput.parse({
      productType: 1,
      name: 'Linen Apron',
      variants: [{ price: 2400, qtyInStock: 5 }],
      workflow: 'published',
    }),
  );
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', model.id)
    .executeTakeFirstOrThrow();
  const variant = await db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', '=', model.id)
    .executeTakeFirstOrThrow();
  for (let from = 1; from < rows; from += 20_000) {
    const span = Array.from({ length: Math.min(20_000, rows - from) }, (_, k) => from + k);
    const ids = span.map(() => newId());
    await bulkInsert(
      db,
      'products',
      span.map((n, k) => {
        const name = `${surname(n)} Apron ${n}`;
        const copy: Record<string, unknown> = {
          ...row,
          id: ids[k],
          name,
          slug: `apron-${n}`,
          position: n,
          created_at: at(n),
          updated_at: at(n),
        };
        if ('sort_name' in row) copy.sort_name = name.toLowerCase();
        if ('search_text' in row) copy.search_text = `${name.toLowerCase()} sku-${n}`;
        return copy;
      }),
    );
    await bulkInsert(
      db,
      'product_variants',
      span.map((n, k) => ({ ...variant, id: newId(), product_id: ids[k], sku: `SKU-${n}` })),
    );
  }
}

async function openTier(engine: Engine, rows: number): Promise<Tier> {
  const bench = await openBenchDatabase(engine);
  const { db } = bench.database;
  const identifier = `lists${rows}`;
  const { siteId, host, email } = await ownerSite(db, identifier);
  const started = performance.now();
  await seed(db, siteId, rows);
  await seedProducts(db, siteId, rows);
  await mediaUsage(db, siteId, rows);
  // PostgreSQL plans by its statistics, which autovacuum would gather a little later.
  if (engine === 'postgres') await sql`analyze`.execute(db);
  const app = await benchApp(bench.database);
  const owner = new InjectClient(app, host);
  await owner.signIn(email);
  console.log(
    `${engine}, ${rows} rows a list: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const tier: Tier = { rows, bench, app, owner, deep: new Map(), figures: new Map() };
  for (const list of LISTS) {
    // 50 pages down: each page asks for the one after the cursor the one before handed out (the
    // last page's, in a list shorter than that).
    let cursor = '';
    for (let page = 0; page < 50; page++) {
      const answer = await get(tier, `${list.path}${list.path.includes('?') ? '&' : '?'}limit=100${cursor}`);
      if (!answer.next) break;
      cursor = `&cursor=${answer.next}`;
    }
    tier.deep.set(list.path, cursor);
  }
  return tier;
}

async function get(tier: Tier, url: string) {
  const response = await tier.owner.request('GET', url);
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.json() as { next: string | null };
}

const LISTS = [
  { name: 'orders', path: '/api/config/store/orders' },
  { name: 'products', path: '/api/config/store/products' },
  { name: 'form submissions', path: `/api/config/forms/${FORM}/submissions` },
  { name: 'subscribers', path: '/api/config/newsletter/subscribers' },
  { name: 'media', path: '/api/config/media' },
] as const;

type Measure = {
  name: string;
  times: number;
  run: (tier: Tier, i: number) => Promise<unknown>;
  goal?: boolean;
};

const MEASURES: Measure[] = [
  ...LISTS.flatMap((list): Measure[] => [
    { name: `${list.name}: first page of 100`, times: 50, run: (t) => get(t, `${list.path}?limit=100`) },
    {
      name: `${list.name}: page 51 by cursor`,
      times: 50,
      run: (t) => get(t, `${list.path}?limit=100${t.deep.get(list.path)}`),
    },
  ]),
  ...(
    [
      ['one order by its email', 'buyer4321@example.com'],
      ['a customer of 1 in 4,000', 'only.'],
      ['a surname (1 in 300)', 'wollstonecraft'],
      ['a common word', 'apron'],
      ['two letters (no index)', 'sq'],
    ] as const
  ).map(
    ([what, q]): Measure => ({
      name: `orders: search ${what}`,
      times: 50,
      goal: true,
      run: (t) => get(t, `/api/config/store/orders?limit=25&q=${encodeURIComponent(q)}`),
    }),
  ),
  {
    name: 'form submissions: search a surname (1 in 300)',
    times: 50,
    goal: true,
    run: (t) => get(t, `/api/config/forms/${FORM}/submissions?limit=25&q=wollstonecraft`),
  },
  {
    name: 'subscribers: search a surname (1 in 300)',
    times: 50,
    goal: true,
    run: (t) => get(t, '/api/config/newsletter/subscribers?limit=25&q=wollstonecraft'),
  },
  {
    name: 'media: search by alt text (1 in 300), images only',
    times: 50,
    goal: true,
    run: (t) => get(t, '/api/config/media?limit=25&q=wollstonecraft&kind=image'),
  },
];

export async function benchScaleLists(options: {
  engine: Engine;
  tiers: number[];
  rounds: number;
}): Promise<{ ok: boolean }> {
  const tiers: Tier[] = [];
  try {
    for (const rows of options.tiers) tiers.push(await openTier(options.engine, rows));
    for (let round = 0; round < options.rounds; round++) {
      const turn = [...tiers.slice(round % tiers.length), ...tiers.slice(0, round % tiers.length)];
      for (const tier of turn)
        for (const m of MEASURES) {
          const { wall } = await measure((i) => m.run(tier, i), m.times, 5);
          tier.figures.set(m.name, [...(tier.figures.get(m.name) ?? []), wall]);
        }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const base = tiers[0]!;
    let ok = true;
    console.log(
      `${options.engine}: time per request, database included (median of ${options.rounds} rounds)`,
    );
    for (const m of MEASURES) {
      const line = tiers.map((tier) => {
        const value = median(tier.figures.get(m.name)!);
        if (tier === base) return `${tier.rows}: ${micros(value)}`;
        const ratio = value / median(base.figures.get(m.name)!);
        if (m.goal) ok &&= ratio <= GOAL;
        return `${tier.rows}: ${micros(value)} (${ratio.toFixed(2)}×${m.goal ? `, goal <= ${GOAL}` : ''})`;
      });
      console.log(`  ${m.name}: ${line.join(', ')}`);
    }
    for (const tier of tiers) {
      const started = performance.now();
      const csv = await tier.owner.request('GET', '/api/config/store/orders.csv?status=');
      const lines = csv.body.split('\r\n').length - 2;
      console.log(
        `  orders CSV export, ${tier.rows} orders: ${lines.toLocaleString('en-US')} lines in ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
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
