import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CatalogueErrors } from '#modules/catalogue/catalogue.errors';
import { isLive, productToStorefront } from '#modules/catalogue/catalogue.model';
import * as q from '#modules/catalogue/catalogue.queries';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { parseInput } from '#platform/errors/validation';

/** A collection shows at most 200 products (spec 001 §9). */
export const MAX_COLLECTION_PRODUCTS = 200;

const ListQuery = z.object({
  category: z.string().max(25).optional().default(''),
  limit: z.coerce.number().int().min(1).max(MAX_COLLECTION_PRODUCTS).optional().default(24),
  offset: z.coerce.number().int().min(0).max(MAX_COLLECTION_PRODUCTS).optional().default(0),
});
const SlugParams = z.object({ slug: z.string().max(100) });

/** What visitors may read of the catalogue: live products only, in the storefront shape of spec 000 §3. */
export async function storefrontRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/commerce/products', async (request, reply) => {
    if (!request.site) throw CatalogueErrors.productNotFound();
    const query = parseInput(ListQuery, request.query);
    const now = new Date();
    const live = (await q.allProducts(app.db, request.site.id))
      .filter((p) => isLive(p, now) && [1, 2, 3].includes(p.productType))
      .slice(0, MAX_COLLECTION_PRODUCTS);
    const chosen = query.category ? live.filter((p) => p.categories.includes(query.category)) : live;
    const settings = await readStoreSettings(app.db, request.site.id);
    reply.header('Cache-Control', 'no-cache');
    return {
      currency: settings.currency,
      categories: [...new Set(live.flatMap((p) => p.categories))].sort(),
      total: chosen.length,
      products: chosen.slice(query.offset, query.offset + query.limit).map(productToStorefront),
    };
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
