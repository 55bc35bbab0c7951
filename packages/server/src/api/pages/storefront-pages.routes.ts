import { defaultStoreSelection, languagePath, PageType } from '@atelier/domain';
import type { ChoiceProblem } from '@atelier/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLive } from '#modules/catalogue/catalogue.model';
import * as q from '#modules/catalogue/catalogue.queries';
import { storeListing } from '#modules/catalogue/store-listing';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import type { StorePage } from '#modules/pages/pages.model';
import { publishedStorePages, storePageAt } from '#modules/pages/pages.service';
import { ratingSummaries } from '#modules/reviews/reviews.queries';
import { EDITING_ROLES, roleOn } from '#platform/tenancy/authorization';
import { pageLanguageOf } from '#render/page-language';
import { sendScreen } from '#render/plain-page';
import { productReviewsView, reviewsJsonLd, withListRatings } from '#render/product-reviews';
import { descriptionSummary, productJsonLd, productScreenView } from '#render/product-screen';
import { productsIn } from '#render/product-translations';
import { storePageView } from '#render/store-page-view';

/** The storefront's own address: the store page living there, else the first store page. */
const STORE_PATH = '/store';

const ListQuery = z.object({
  category: z.string().max(25).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100).optional().catch(1).default(1),
});

/**
 * A store page's address and title in the request's language (api/pages/public.routes.ts reads them
 * from the published pages' translations); the primary ones when absent.
 */
export interface StorePageInLanguage {
  path: (page: StorePage) => Promise<string>;
  title: (page: StorePage) => Promise<string>;
}

/** An owner looking at the site in the editor's frame (`?preview=draft`, signed in, may edit). */
export async function ownerPreview(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (!request.account || !request.site || query.preview !== 'draft') return false;
  const role = await roleOn(app, request.site.id, request.account.id);
  return role !== null && EDITING_ROLES.includes(role);
}

/**
 * One store page: the products it chooses (all, some categories or hand-picked, in its sort
 * order), filtered by the visitor's category, `perPage` at a time. Without a page (a site that has
 * no store page yet), /store lists every product on sale, as it always did.
 */
async function sendStorePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: StorePage | null,
  preview: boolean,
  inLanguage?: StorePageInLanguage,
) {
  const siteId = request.site!.id;
  const language = pageLanguageOf(request);
  const query = ListQuery.parse(request.query ?? {});
  const now = new Date();
  const selection = page?.selection ?? defaultStoreSelection();
  // Only the page asked for is read, with its products' variants (store-listing.ts).
  const listing = await storeListing(app.db, siteId, {
    selection,
    now,
    includeUnpublished: preview,
    kept: { outlines: app.storeOutlines, generation: request.site!.renderGeneration },
    category: query.category,
    offset: (query.page - 1) * selection.perPage,
    limit: selection.perPage,
    clamp: true,
  });
  const { currency } = await readStoreSettings(app.db, siteId);
  const path = page ? ((await inLanguage?.path(page)) ?? page.path) : languagePath(STORE_PATH, language);
  const title = page ? ((await inLanguage?.title(page)) ?? page.title) : 'Store';
  const products = await productsIn(app.db, siteId, listing.products, language);
  // Stars beside each product with published reviews (modules/reviews).
  const ratings = await ratingSummaries(
    app.db,
    siteId,
    products.map((product) => product.id),
  );
  return sendScreen(reply, {
    // The page's own title; the renderer adds the site's name once (render/page-seo.ts).
    title,
    view: {
      screen: 'store',
      ...withListRatings(
        storePageView({
          title,
          path,
          listing: { ...listing, products },
          perPage: selection.perPage,
          category: query.category,
          currency,
          preview,
          now,
        }),
        products.map((product) => ratings.get(product.id)),
      ),
    },
    index: true,
    // Filtered and later pages are built per request; the plain store page is cached.
    cachePath: Object.keys(request.query ?? {}).length === 0 ? path : undefined,
    languageAddress: page ? { pageSlug: page.slug } : { path: STORE_PATH },
  });
}

/**
 * Answers a site address that is a store page (the published pages' catch-all asks first, in
 * api/pages/public.routes.ts): true once answered, false when no store page lives at `slug`.
 * Not the reply itself: a reply is thenable, so awaiting it gives undefined, and the catch-all
 * took that for "no store page here" and answered the address a second time, as a missing page.
 */
export async function answerStorePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  inLanguage?: StorePageInLanguage,
): Promise<boolean> {
  if (!request.site) return false;
  const preview = await ownerPreview(app, request);
  const page = await storePageAt(app.db, request.site.id, slug, preview);
  if (!page) return false;
  await sendStorePage(app, request, reply, page, preview, inLanguage);
  return true;
}

/**
 * The storefront's own address (/store, and /fr/store in a language): the store page living there,
 * else a redirect to the first store page, else every product on sale.
 */
export async function answerStorefront(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  inLanguage?: StorePageInLanguage,
) {
  if (!request.site) return reply.callNotFound();
  const preview = await ownerPreview(app, request);
  const here = await storePageAt(app.db, request.site.id, 'store', preview);
  if (here) return sendStorePage(app, request, reply, here, preview, inLanguage);
  const first = (await publishedStorePages(app.db, request.site.id))[0];
  if (first) {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const path = (await inLanguage?.path(first)) ?? first.path;
    return reply.header('Cache-Control', 'no-cache').redirect(`${path}${search}`, 302);
  }
  return sendStorePage(app, request, reply, null, preview, inLanguage);
}

/** A product's page (page type 50), in the request's language: `/p/<slug>`, `/fr/p/<slug>`. */
export async function answerProductPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  productSlug: string,
) {
  if (!request.site) return reply.callNotFound();
  const slug = productSlug.slice(0, 100);
  const language = pageLanguageOf(request);
  const found = await q.productBySlug(app.db, request.site.id, slug);
  const shown =
    found &&
    [1, 2, 3].includes(found.productType) &&
    found.variants.length > 0 &&
    (isLive(found, new Date()) || (await ownerPreview(app, request)));
  if (!found || !shown) {
    return sendScreen(reply, { title: 'Not found', view: { screen: 'product-missing' }, status: 404 });
  }
  const [product] = await productsIn(app.db, request.site.id, [found], language);
  const { currency } = await readStoreSettings(app.db, request.site.id);
  const reviews = await productReviewsView(app.db, request.site.id, product!.id);
  // A visitor sent back from the cart with a choice that could not be added (no script ran).
  const query = (request.query ?? {}) as Record<string, unknown>;
  const chosen = product!.options.map((_, i) =>
    typeof query[`option${i}`] === 'string' ? String(query[`option${i}`]) : '',
  );
  const problem: ChoiceProblem | null =
    query.unavailable === 'missing' || query.unavailable === 'sold-out' ? query.unavailable : null;
  const primaryPath = `/p/${product!.slug}`;
  return sendScreen(reply, {
    title: product!.seoTitle || product!.name,
    view: {
      screen: 'product',
      ...productScreenView(product!, currency, problem ? chosen : null, problem),
      reviews,
    },
    pageType: PageType.contentItem,
    itemId: product!.id,
    index: true,
    description: product!.seoDescription || descriptionSummary(product!.description),
    jsonLd: [{ ...productJsonLd(product!, currency), ...reviewsJsonLd(reviews) }],
    image: product!.images[0]?.src,
    cachePath:
      Object.keys(request.query ?? {}).length === 0 ? languagePath(primaryPath, language) : undefined,
    behaviours: product!.options.length ? ['variant-picker'] : [],
    languageAddress: { path: primaryPath },
  });
}

/**
 * The visitor's store pages (collections of products, spec 001 §3 collection type 13) and each
 * product's page (a content item, page type 50): screens with no script of their own beyond the
 * variant picker, forms that work without JavaScript. Every store page answers at its own address
 * through answerStorePage; /store stays the storefront's address for links everywhere (the cart's
 * Continue Shopping, a product page's way back).
 */
export async function storefrontPageRoutes(app: FastifyInstance): Promise<void> {
  app.get(STORE_PATH, (request, reply) => answerStorefront(app, request, reply));

  app.get('/p/:slug', (request, reply) =>
    answerProductPage(app, request, reply, String((request.params as { slug: string }).slug)),
  );
}
