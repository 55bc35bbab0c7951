import type { StoreSelection, StoreSort } from '@atelier/domain';
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { Product } from './catalogue.model';
import { productsByIds } from './catalogue.queries';
import { MAX_COLLECTION_PRODUCTS, type SelectionOptions } from './store-selection';

type Db = Kysely<DB> | Transaction<DB>;

/** Product types a store page sells: physical 1, digital 2, service 3 (spec 001 §3). */
const SELLABLE = [1, 2, 3];

/**
 * Products in a store page's chosen categories up to which they are found through product_terms
 * and sorted (their count bounds the work); past it, the chosen categories are common and the
 * store's order is walked instead, testing each product, which finds a page's worth soon.
 */
const FEW_IN_CATEGORIES = 1000;

export interface ListingRequest extends SelectionOptions {
  selection: StoreSelection;
  /** The visitor's narrowing within the selection (a category of the filter, a tag, a type). */
  category?: string;
  tag?: string;
  productType?: number;
  offset: number;
  limit: number;
  /** An offset past the end shows the last page (a store page's `?page=` beyond its pages). */
  clamp?: boolean;
  /** FEW_IN_CATEGORIES, lowered by tests to reach the walk with a few products. */
  fewInCategories?: number;
  /**
   * Where the selection's outline is kept, under the site's render generation, as pages are (every
   * product, price or go-live change starts a new one), so the visitor's filters and pages of one
   * selection read it once. Without it (an owner's preview) it is read each time.
   */
  kept?: { outlines: StoreOutlines; generation: number };
}

export interface Listing {
  /** The page: at most `limit` products after `offset`, with their variants, in the selection's order. */
  products: Product[];
  /** How many products the narrowed selection holds (at most MAX_COLLECTION_PRODUCTS). */
  total: number;
  /** The offset the page starts at (the one asked for, unless clamped). */
  offset: number;
  /** The categories of the products the selection holds, each once, sorted: the page's filter. */
  categories: string[];
}

/** What a product of the selection is narrowed by, without its texts or variants. */
interface Outline {
  id: string;
  website_id: string;
  product_type: number;
  categories: string;
  /** Read only when a tag narrows the list. */
  tags?: string;
}

/** The columns of each order, the last one the id: each has its index (migration 0025). */
const ORDERS: Record<StoreSort, [string, 'asc' | 'desc'][]> = {
  store: [
    ['position', 'asc'],
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'asc'],
  ],
  'price-low': [
    ['min_price', 'asc'],
    ['sort_name', 'asc'],
    ['id', 'asc'],
  ],
  'price-high': [
    ['min_price', 'desc'],
    ['sort_name', 'asc'],
    ['id', 'asc'],
  ],
  name: [
    ['sort_name', 'asc'],
    ['id', 'asc'],
  ],
};

/** On sale now (or, in an owner's preview, not on sale yet too): a sellable type with a variant. */
function shown(options: SelectionOptions): Expression<SqlBool> {
  const sellable = sql<SqlBool>`product_type in (${sql.join(SELLABLE)}) and min_price is not null`;
  if (options.includeUnpublished) return sellable;
  return sql<SqlBool>`${sellable} and (workflow = 'published' or (workflow = 'scheduled' and publish_at <= ${options.now.toISOString()}))`;
}

const parseList = (json: string): string[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The outlines of the products a selection shows, in its order, at most MAX_COLLECTION_PRODUCTS:
 * read in SQL through the order's index, so a big catalogue costs what its first 200 cost.
 */
async function outlines(db: Db, siteId: string, request: ListingRequest): Promise<Outline[]> {
  const { selection } = request;
  const order = ORDERS[selection.sort] ?? ORDERS.store;
  const select = () =>
    db
      .selectFrom('products')
      .select(['id', 'website_id', 'product_type', 'categories'])
      .$if(Boolean(request.tag), (q) => q.select('tags'))
      .where(shown(request));
  const sorted = (query: ReturnType<typeof select>) =>
    order.reduce((q, [column, direction]) => q.orderBy(sql.ref(column), direction), query);

  if (selection.show === 'products') {
    if (selection.productIds.length === 0) return [];
    // By id (no site in the WHERE, so the planner reads them by key): another site's are dropped.
    let query = select().where('id', 'in', selection.productIds);
    if (selection.sort !== 'store') query = sorted(query);
    const rows = (await query.execute()).filter((row) => row.website_id === siteId);
    if (selection.sort !== 'store') return rows.slice(0, MAX_COLLECTION_PRODUCTS);
    // Hand-picked products keep the order they were picked in.
    const byId = new Map(rows.map((row) => [row.id, row]));
    return selection.productIds.flatMap((id) => byId.get(id) ?? []).slice(0, MAX_COLLECTION_PRODUCTS);
  }

  if (selection.show === 'categories') {
    if (selection.categories.length === 0) return [];
    const inCategories = () =>
      db
        .selectFrom('product_terms')
        .select('product_id')
        .distinct()
        .where('website_id', '=', siteId)
        .where('kind', '=', 'category')
        .where('term', 'in', selection.categories);
    const threshold = request.fewInCategories ?? FEW_IN_CATEGORIES;
    const few = await inCategories()
      .limit(threshold + 1)
      .execute();
    if (few.length <= threshold) {
      if (few.length === 0) return [];
      const ids = few.map((row) => row.product_id);
      return sorted(select().where('id', 'in', ids))
        .limit(MAX_COLLECTION_PRODUCTS)
        .execute();
    }
    return sorted(
      select()
        .where('website_id', '=', siteId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('product_terms as t')
              .select('t.product_id')
              .whereRef('t.product_id', '=', 'products.id')
              .where('t.kind', '=', 'category')
              .where('t.term', 'in', selection.categories),
          ),
        ),
    )
      .limit(MAX_COLLECTION_PRODUCTS)
      .execute();
  }

  return sorted(select().where('website_id', '=', siteId))
    .limit(MAX_COLLECTION_PRODUCTS)
    .execute();
}

/**
 * A selection's outlines ready to narrow: each product's categories and tags parsed once, and the
 * filter's categories (each once, sorted), so a request costs the same whether the selection holds
 * 8 products or 200.
 */
interface Selected {
  rows: { id: string; productType: number; categories: string[]; tags: string[] }[];
  categories: string[];
}

function selected(outlines: Outline[]): Selected {
  const all = new Set<string>();
  const rows = outlines.map((row) => {
    const categories = parseList(row.categories);
    for (const category of categories) all.add(category);
    return {
      id: row.id,
      productType: row.product_type,
      categories,
      tags: row.tags === undefined ? [] : parseList(row.tags),
    };
  });
  return { rows, categories: [...all].sort((a, b) => a.localeCompare(b)) };
}

/** Selections kept: one is some 30 kB at most (200 products). */
const KEPT_OUTLINES = 500;

/**
 * The outlines of the selections read, each under its site's render generation, the least recently
 * used dropped past `limit`. One per app (`app.storeOutlines`, made in buildApp), never one per
 * process: apps over other databases in the same process (tests make many) may share site ids and
 * generations, and would read each other's products.
 */
export class StoreOutlines {
  private readonly kept = new Map<string, Selected>();

  constructor(private readonly limit = KEPT_OUTLINES) {}

  /** The outline kept under `key`, else the one `read` makes, kept from now on. */
  async get(key: string, read: () => Promise<Selected>): Promise<Selected> {
    const found = this.kept.get(key);
    if (found) {
      // Most recently used last.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const fresh = await read();
    this.kept.set(key, fresh);
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return fresh;
  }

  get size(): number {
    return this.kept.size;
  }
}

/** The outlines of a selection, read once per render generation where the caller keeps them. */
function keptOutlines(db: Db, siteId: string, request: ListingRequest): Promise<Selected> {
  const read = async () => selected(await outlines(db, siteId, request));
  const { kept } = request;
  if (!kept || request.includeUnpublished) return read();
  const key = `${siteId}|${kept.generation}|${Boolean(request.tag)}|${JSON.stringify(request.selection)}`;
  return kept.outlines.get(key, read);
}

/**
 * One page of what a store page (or the visitor's product list) shows: the selection's products in
 * its order, narrowed by the visitor's category (or tag, or type), `limit` of them after `offset`,
 * with the variants of those only, and the filter's categories.
 */
export async function storeListing(db: Db, siteId: string, request: ListingRequest): Promise<Listing> {
  const chosen = await keptOutlines(db, siteId, request);
  const narrowed =
    request.category || request.tag || request.productType !== undefined
      ? chosen.rows.filter(
          (row) =>
            (!request.category || row.categories.includes(request.category)) &&
            (!request.tag || row.tags.includes(request.tag)) &&
            (request.productType === undefined || row.productType === request.productType),
        )
      : chosen.rows;
  const lastPage = Math.floor(Math.max(narrowed.length - 1, 0) / request.limit) * request.limit;
  const offset = request.clamp ? Math.min(request.offset, lastPage) : request.offset;
  const page = narrowed.slice(offset, offset + request.limit);
  return {
    offset,
    products: await productsByIds(
      db,
      siteId,
      page.map((row) => row.id),
    ),
    total: narrowed.length,
    categories: [...chosen.categories],
  };
}
