import { PageType } from '@atelier/domain';
import type { ChoiceProblem } from '@atelier/site';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_COLLECTION_PRODUCTS } from '#api/visitor/storefront.routes';
import { isLive } from '#modules/catalogue/catalogue.model';
import * as q from '#modules/catalogue/catalogue.queries';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { sendScreen } from '#render/plain-page';
import { descriptionSummary, productJsonLd, productScreenView, storeListItem } from '#render/product-screen';

const PAGE_SIZE = 24;
const ListQuery = z.object({
  category: z.string().max(25).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100).optional().catch(1).default(1),
});

/**
 * The visitor's store (a collection of products, spec 001 §3 collection type 13) and each
 * product's page (a content item, page type 50): screens with no script of their own beyond the
 * variant picker, forms that work without JavaScript.
 */
export async function storefrontPageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/store', async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    const query = ListQuery.parse(request.query);
    const now = new Date();
    const live = (await q.allProducts(app.db, request.site.id))
      .filter((p) => isLive(p, now) && [1, 2, 3].includes(p.productType))
      .slice(0, MAX_COLLECTION_PRODUCTS);
    const { currency } = await readStoreSettings(app.db, request.site.id);
    const categories = [...new Set(live.flatMap((p) => p.categories))].sort();
    const chosen = query.category ? live.filter((p) => p.categories.includes(query.category!)) : live;
    const pages = Math.max(1, Math.ceil(chosen.length / PAGE_SIZE));
    const page = Math.min(query.page, pages);
    const shown = chosen.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return sendScreen(reply, {
      title: `Store · ${request.site.title}`,
      view: {
        screen: 'store',
        categories,
        category: query.category,
        products: shown.map((p) => storeListItem(p, currency)),
        page,
        pages,
      },
      index: true,
      // Filtered and later pages are built per request; the plain store page is cached.
      cachePath: Object.keys(request.query ?? {}).length === 0 ? '/store' : undefined,
    });
  });

  app.get('/p/:slug', async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    const slug = String((request.params as { slug: string }).slug).slice(0, 100);
    const product = await q.productBySlug(app.db, request.site.id, slug);
    if (!product || !isLive(product, new Date()) || ![1, 2, 3].includes(product.productType)) {
      return sendScreen(reply, { title: 'Not found', view: { screen: 'product-missing' }, status: 404 });
    }
    const { currency } = await readStoreSettings(app.db, request.site.id);
    // A visitor sent back from the cart with a choice that could not be added (no script ran).
    const query = (request.query ?? {}) as Record<string, unknown>;
    const chosen = product.options.map((_, i) =>
      typeof query[`option${i}`] === 'string' ? String(query[`option${i}`]) : '',
    );
    const problem: ChoiceProblem | null =
      query.unavailable === 'missing' || query.unavailable === 'sold-out' ? query.unavailable : null;
    return sendScreen(reply, {
      title: product.seoTitle || product.name,
      view: { screen: 'product', ...productScreenView(product, currency, problem ? chosen : null, problem) },
      pageType: PageType.contentItem,
      itemId: product.id,
      index: true,
      description: product.seoDescription || descriptionSummary(product.description),
      jsonLd: [productJsonLd(product, currency)],
      image: product.images[0]?.src,
      cachePath: Object.keys(request.query ?? {}).length === 0 ? `/p/${product.slug}` : undefined,
      behaviours: product.options.length ? ['variant-picker'] : [],
    });
  });
}
