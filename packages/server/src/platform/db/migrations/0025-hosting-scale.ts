import { type Kysely, sql } from 'kysely';

// Big catalogues and owner lists (docs/scale.md in the README's benchmark paragraph):
// - products carry what the storefront sorts and searches by (the lowest price a visitor pays,
//   the name as it sorts, the words an owner searches), and their categories and tags one row each
//   (`product_terms`), so a store page is chosen, sorted and paged in SQL with an index per order;
// - every owner list (orders, products, media, form submissions, subscribers) is paged by key
//   (created_at or position, then id) through an index that ends in its key;
// - their searches go through a text index: on SQLite an FTS5 table per list with the trigram
//   tokenizer (substring matches, as the LIKE they replace), kept by triggers; on PostgreSQL a
//   pg_trgm GIN index, when the extension is there or may be created, else none (the lists still
//   search, by scanning);
// - an owner's sites are counted by (account_id, role).

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

/** A searched list: its table, its text index (SQLite) and the text it searches (PostgreSQL). */
export interface Searched {
  table: string;
  fts: string;
  columns: string[];
  /** The expression the PostgreSQL index covers; queries search the same expression. */
  pgText: string;
}

/** Kept equal to the expressions of modules' queries (platform/db/text-search.ts names them). */
export const SEARCHED: Searched[] = [
  { table: 'orders', fts: 'orders_search', columns: ['search_text'], pgText: 'search_text' },
  { table: 'products', fts: 'products_search', columns: ['search_text'], pgText: 'search_text' },
  {
    table: 'media_items',
    fts: 'media_items_search',
    columns: ['file_name', 'title', 'alt', 'caption'],
    pgText: `lower(file_name || E'\\n' || title || E'\\n' || alt || E'\\n' || caption)`,
  },
  {
    table: 'form_submissions',
    fts: 'form_submissions_search',
    columns: ['search_text'],
    pgText: 'search_text',
  },
  {
    table: 'newsletter_subscribers',
    fts: 'newsletter_subscribers_search',
    columns: ['email'],
    pgText: 'lower(email)',
  },
];

/** The name a product sorts by: modules/catalogue/product-sort.ts productSortName (a test holds them equal). */
export const sortName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** What an owner's product search reads: modules/catalogue/product-sort.ts productSearchText. */
export const productSearchText = (name: string, skus: string[]): string =>
  [name, ...skus].join(' ').toLowerCase();

const KEYSET_INDEXES: { name: string; table: string; columns: string }[] = [
  { name: 'orders_site_created_id', table: 'orders', columns: 'website_id, created_at, id' },
  { name: 'orders_site_status_created', table: 'orders', columns: 'website_id, status, created_at, id' },
  { name: 'media_items_site_created', table: 'media_items', columns: 'website_id, created_at, id' },
  {
    name: 'media_items_site_kind_created',
    table: 'media_items',
    columns: 'website_id, kind, created_at, id',
  },
  {
    name: 'form_submissions_form_created',
    table: 'form_submissions',
    columns: 'website_id, form_id, created_at, id',
  },
  {
    name: 'newsletter_subscribers_site_created',
    table: 'newsletter_subscribers',
    columns: 'website_id, created_at, id',
  },
  {
    name: 'newsletter_subscribers_site_status',
    table: 'newsletter_subscribers',
    columns: 'website_id, status, created_at, id',
  },
  // The store's orders (modules/catalogue/store-listing.ts): store order, newest first, price
  // either way (ties by name), name.
  { name: 'products_store_order', table: 'products', columns: 'website_id, position, created_at, id' },
  { name: 'products_newest', table: 'products', columns: 'website_id, created_at desc, id' },
  { name: 'products_price_low', table: 'products', columns: 'website_id, min_price, sort_name, id' },
  { name: 'products_price_high', table: 'products', columns: 'website_id, min_price desc, sort_name, id' },
  { name: 'products_name', table: 'products', columns: 'website_id, sort_name, id' },
  { name: 'contributors_account_role', table: 'contributors', columns: 'account_id, role' },
];

/** Indexes the keyset ones above replace (each was a prefix of one of them). */
const REPLACED: { name: string; table: string; columns: string }[] = [
  { name: 'orders_site_created', table: 'orders', columns: 'website_id, created_at' },
  { name: 'media_items_site', table: 'media_items', columns: 'website_id, created_at' },
  {
    name: 'form_submissions_site_form',
    table: 'form_submissions',
    columns: 'website_id, form_id, created_at',
  },
];

export async function up(db: AnyDb): Promise<void> {
  const sqlite = /sqlite/i.test(db.getExecutor().adapter.constructor.name);
  // SQLite migrations run outside a transaction (Kysely): this one makes its own.
  if (sqlite) await sql`begin immediate`.execute(db);
  try {
    await productColumns(db);
    await productTerms(db);
    for (const index of KEYSET_INDEXES)
      await sql.raw(`create index ${index.name} on ${index.table} (${index.columns})`).execute(db);
    for (const index of REPLACED) await sql.raw(`drop index ${index.name}`).execute(db);
    if (sqlite) await sqliteSearch(db);
    else await postgresSearch(db);
    if (sqlite) await sql`commit`.execute(db);
  } catch (error) {
    if (sqlite) await sql`rollback`.execute(db);
    throw error;
  }
}

async function productColumns(db: AnyDb): Promise<void> {
  // Null: a product without variants, which the store never shows.
  await db.schema.alterTable('products').addColumn('min_price', 'integer').execute();
  await db.schema
    .alterTable('products')
    .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    update products set min_price = (
      select min(case when v.on_sale = 1 then v.sale_price else v.price end)
      from product_variants v where v.product_id = products.id
    )`.execute(db);
  const products = await db.selectFrom('products').select(['id', 'name']).execute();
  const variants = await db.selectFrom('product_variants').select(['product_id', 'sku']).execute();
  const skus = new Map<string, string[]>();
  for (const v of variants) skus.set(v.product_id, [...(skus.get(v.product_id) ?? []), v.sku]);
  for (const p of products) {
    await db
      .updateTable('products')
      .set({ sort_name: sortName(p.name), search_text: productSearchText(p.name, skus.get(p.id) ?? []) })
      .where('id', '=', p.id)
      .execute();
  }
}

async function productTerms(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('product_terms')
    .addColumn('website_id', 'text', (c) => c.notNull())
    // 'category' or 'tag'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_terms_pk', ['website_id', 'kind', 'term', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_terms_product')
    .on('product_terms')
    .columns(['product_id', 'kind', 'term'])
    .execute();
  const products = await db
    .selectFrom('products')
    .select(['id', 'website_id', 'categories', 'tags'])
    .execute();
  for (const p of products) {
    const rows = [
      ...termsOf(p.categories).map((term) => ({ kind: 'category', term })),
      ...termsOf(p.tags).map((term) => ({ kind: 'tag', term })),
    ].map((row) => ({ ...row, website_id: p.website_id, product_id: p.id }));
    if (rows.length) await db.insertInto('product_terms').values(rows).execute();
  }
}

function termsOf(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
  } catch {
    return [];
  }
}

/** The lists' text indexes on SQLite: an FTS5 trigram table each, kept by triggers. Later lists reuse it. */
export async function sqliteSearch(db: AnyDb, lists: readonly Searched[] = SEARCHED): Promise<void> {
  for (const { table, fts, columns } of lists) {
    const list = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='rowid', tokenize='trigram')`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_insert after insert on ${table} begin
          insert into ${fts}(rowid, ${list}) values (new.rowid, ${values('new')});
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_delete after delete on ${table} begin
          insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.rowid, ${values('old')});
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${list} on ${table} begin
          insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.rowid, ${values('old')});
          insert into ${fts}(rowid, ${list}) values (new.rowid, ${values('new')});
        end`,
      )
      .execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  }
}

/**
 * The schema pg_trgm lives in, installing it in `public` when it is not there (a test's own schema
 * would take it away when dropped). Null when it is not installed and may not be: the lists then
 * search without an index.
 */
async function trigramSchema(db: AnyDb): Promise<string | null> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await installed();
  if (found) return found;
  // A refusal (no privilege, extension not shipped) must not undo the rest of the migration.
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
  }
  return installed();
}

/** The lists' text indexes on PostgreSQL: a pg_trgm GIN index each, when the extension may be had. */
export async function postgresSearch(db: AnyDb, lists: readonly Searched[] = SEARCHED): Promise<void> {
  const schema = await trigramSchema(db);
  if (!schema) return;
  for (const { table, fts, pgText } of lists) {
    const expression = pgText.includes('(') ? `(${pgText})` : pgText;
    await sql
      .raw(`create index ${fts} on ${table} using gin (${expression} "${schema}".gin_trgm_ops)`)
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  const sqlite = /sqlite/i.test(db.getExecutor().adapter.constructor.name);
  for (const { fts } of SEARCHED) {
    if (sqlite) {
      for (const trigger of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger if exists ${fts}_${trigger}`).execute(db);
      await sql.raw(`drop table if exists ${fts}`).execute(db);
    } else await sql.raw(`drop index if exists ${fts}`).execute(db);
  }
  for (const index of REPLACED)
    await sql.raw(`create index ${index.name} on ${index.table} (${index.columns})`).execute(db);
  for (const index of KEYSET_INDEXES) await sql.raw(`drop index ${index.name}`).execute(db);
  await db.schema.dropTable('product_terms').execute();
  for (const column of ['min_price', 'sort_name', 'search_text'])
    await db.schema.alterTable('products').dropColumn(column).execute();
}
