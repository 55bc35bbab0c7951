import { defaultStoreSelection } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CatalogueErrors } from '#modules/catalogue/catalogue.errors';
import { isLive, productToStorefront } from '#modules/catalogue/catalogue.model';
import * as q from '#modules/catalogue/catalogue.queries';
import { stockOfVariants } from '#modules/catalogue/stock.queries';
import { storeListing } from '#modules/catalogue/store-listing';
import { MAX_COLLECTION_PRODUCTS } from '#modules/catalogue/store-selection';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { publishedStorePageById } from '#modules/pages/pages.service';
import { parseInput } from '#platform/errors/validation';
import { type CachedList, etagOf, listCacheKey, ProductListCache } from './product-list-cache';

export { MAX_COLLECTION_PRODUCTS } from '#modules/catalogue/store-selection';

const ListQuery = z.object({
  category: z.string().max(25).optional().default(''),
  /** A tag of the products (narrows within the selection, as `category` does). */
  tag: z.string().max(100).optional().default(''),
  /** A product type: physical 1, digital 2, service 3 (spec 001 §3). */
  type: z.coerce.number().int().min(1).max(3).optional(),
  /** A store page's id: its choice of products (all, some categories, hand-picked) and order. */
  collectionId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Not a collection id.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_COLLECTION_PRODUCTS).optional().default(24),
  offset: z.coerce.number().int().min(0).max(MAX_COLLECTION_PRODUCTS).optional().default(0),
});
const SlugParams = z.object({ slug: z.string().max(100) });

type Storefront = ReturnType<typeof productToStorefront>;

/** What visitors may read of the catalogue: live products only, in the storefront shape of spec 000 §3. */
export async function storefrontRoutes(app: FastifyInstance): Promise<void> {
  const lists = new ProductListCache();

  const send = (request: FastifyRequest, reply: FastifyReply, entry: CachedList) => {
    reply.header('Cache-Control', 'no-cache').header('ETag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  /** The list as answered now, from the catalogue: the selection read in SQL, one page of it. */
  async function answer(
    siteId: string,
    generation: number,
    query: z.infer<typeof ListQuery>,
  ): Promise<CachedList | null> {
    const collection = query.collectionId
      ? await publishedStorePageById(app.db, siteId, query.collectionId)
      : null;
    if (query.collectionId && !collection) return null;
    const listing = await storeListing(app.db, siteId, {
      selection: collection?.selection ?? defaultStoreSelection(),
      now: new Date(),
      kept: { outlines: app.storeOutlines, generation },
      category: query.category || undefined,
      tag: query.tag || undefined,
      productType: query.type,
      offset: query.offset,
      limit: query.limit,
    });
    const settings = await readStoreSettings(app.db, siteId);
    const body = JSON.stringify({
      currency: settings.currency,
      categories: listing.categories,
      total: listing.total,
      products: listing.products.map(productToStorefront),
    });
    const stock = new Map(
      listing.products.flatMap((p) => p.variants.map((v) => [v.id, v.qtyInStock] as const)),
    );
    return { body, etag: etagOf(body), stock };
  }

  /** The kept list with its variants' stock as it is now (rewritten, and kept so, when any moved). */
  async function withStockNow(entry: CachedList): Promise<CachedList> {
    const now = await stockOfVariants(app.db, [...entry.stock.keys()]);
    if ([...entry.stock].every(([id, qty]) => now.get(id) === qty)) return entry;
    const list = JSON.parse(entry.body) as { products: Storefront[] };
    for (const product of list.products)
      for (const variant of product.variants) variant.qtyInStock = now.get(variant.id) ?? variant.qtyInStock;
    const body = JSON.stringify(list);
    return {
      body,
      etag: etagOf(body),
      stock: new Map([...entry.stock.keys()].map((id) => [id, now.get(id) ?? entry.stock.get(id)!])),
    };
  }

  app.get('/api/commerce/products', async (request, reply) => {
    const site = request.site;
    if (!site) throw CatalogueErrors.productNotFound();
    const query = parseInput(ListQuery, request.query);
    const key = listCacheKey(site.id, site.renderGeneration, query);
    const kept = lists.get(key);
    if (kept) {
      const fresh = await withStockNow(kept);
      if (fresh !== kept) lists.set(key, fresh);
      return send(request, reply, fresh);
    }
    const entry = await answer(site.id, site.renderGeneration, query);
    if (!entry) throw CatalogueErrors.productNotFound();
    lists.set(key, entry);
    return send(request, reply, entry);
  });

  app.get('/api/commerce/products/:slug', async (request, reply) => {
    const params = SlugParams.safeParse(request.params);
    if (!request.site || !params.success) throw CatalogueErrors.productNotFound();
    const product = await q.productBySlug(app.db, request.site.id, params.data.slug);
    if (!product || !isLive(product, new Date())) throw CatalogueErrors.productNotFound();
    reply.header('Cache-Control', 'no-cache');
    return { product: productToStorefront(product) };
  });
}
