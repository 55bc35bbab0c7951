import { plainParagraphs } from '@atelier/site';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_COLLECTION_PRODUCTS } from '#api/visitor/storefront.routes';
import { isLive, productToStorefront, unitPrice } from '#modules/catalogue/catalogue.model';
import * as q from '#modules/catalogue/catalogue.queries';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { escapeHtml, sendPlainPage } from '#render/plain-page';
import {
  addToCartHtml,
  badgesHtml,
  type ChoiceProblem,
  descriptionHtml,
  priceHtml,
} from '#render/product-page';

const PAGE_SIZE = 24;
const ListQuery = z.object({
  category: z.string().max(25).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100).optional().catch(1).default(1),
});

const cartLink = '<p><a href="/cart" data-cart-indicator>Cart</a></p>';

/**
 * The visitor's store (a collection of products, spec 001 §3 collection type 13) and each
 * product's page: server-made HTML with no script, forms that work without JavaScript.
 */
/**
 * A product's meta description when the owner wrote none: its description as plain text, cut at a
 * word to the length search engines show (about 160 characters).
 */
export function summary(html: string, limit = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

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
    const filter = `<nav aria-label="Categories"><a href="/store"${query.category ? '' : ' aria-current="page"'}>All</a> ${categories
      .map(
        (c) =>
          `<a href="/store?category=${encodeURIComponent(c)}"${c === query.category ? ' aria-current="page"' : ''}>${escapeHtml(c)}</a>`,
      )
      .join(' ')}</nav>`;
    const items = shown
      .map((p) => {
        const image = p.images[0];
        return `<li data-product-item><a href="/p/${escapeHtml(p.slug)}">${image ? `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="160" height="120" loading="lazy">` : ''}<span data-product-name>${escapeHtml(p.name)}</span></a> ${priceHtml(p, currency)}${badgesHtml(p)}</li>`;
      })
      .join('');
    const paging =
      pages > 1
        ? `<nav aria-label="Pages">${Array.from({ length: pages }, (_, i) => i + 1)
            .map(
              (n) =>
                `<a href="/store?page=${n}${query.category ? `&category=${encodeURIComponent(query.category)}` : ''}"${n === page ? ' aria-current="page"' : ''}>${n}</a>`,
            )
            .join(' ')}</nav>`
        : '';
    return sendPlainPage(
      reply,
      `Store · ${request.site.title}`,
      `${cartLink}<h1>Store</h1>${filter}<ul data-store-list>${items}</ul>${paging}`,
      200,
      {
        index: true,
        // Filtered and later pages are built per request; the plain store page is cached.
        cachePath: Object.keys(request.query ?? {}).length === 0 ? '/store' : undefined,
      },
    );
  });

  app.get('/p/:slug', async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    const slug = String((request.params as { slug: string }).slug).slice(0, 100);
    const product = await q.productBySlug(app.db, request.site.id, slug);
    if (!product || !isLive(product, new Date()) || ![1, 2, 3].includes(product.productType)) {
      return sendPlainPage(
        reply,
        'Not found',
        '<h1>This product is not available.</h1><p><a href="/store">Continue Shopping</a></p>',
        404,
      );
    }
    const { currency } = await readStoreSettings(app.db, request.site.id);
    const gallery = product.images
      .map(
        (image, i) =>
          `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="320" height="240"${i === 0 ? ' data-product-image' : ''}>`,
      )
      .join('');
    const digital = product.productType === 2;
    // A visitor sent back from the cart with a choice that could not be added (no script ran).
    const query = (request.query ?? {}) as Record<string, unknown>;
    const chosen = product.options.map((_, i) =>
      typeof query[`option${i}`] === 'string' ? String(query[`option${i}`]) : '',
    );
    const problem: ChoiceProblem | null =
      query.unavailable === 'missing' || query.unavailable === 'sold-out' ? query.unavailable : null;
    const form = addToCartHtml(product, currency, problem ? chosen : null, problem);
    const storefront = productToStorefront(product);
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.variants[0]?.sku,
      image: product.images.map((i) => i.src),
      description: product.seoDescription || plainParagraphs(product.description).join(' '),
      offers: product.variants.map((v) => ({
        '@type': 'Offer',
        sku: v.sku,
        price: (unitPrice(v) / 10 ** (currency === 'JPY' ? 0 : 2)).toFixed(currency === 'JPY' ? 0 : 2),
        priceCurrency: currency,
        availability:
          digital || v.unlimited || v.qtyInStock > 0
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
      })),
    };
    const body = `${cartLink}<p><a href="/store">Store</a></p><article class="product-page" data-product="${product.id}"><div class="product-page__gallery">${gallery}</div><h1>${escapeHtml(product.name)}</h1><p data-variant-price>${priceHtml(product, currency)}${badgesHtml(product)}</p>
<div class="rich-text product-page__description" data-description>${descriptionHtml(product)}</div>${form}</article>
<script type="application/json" data-product-json>${JSON.stringify(storefront).replace(/</g, '\\u003c')}</script>`;
    return sendPlainPage(reply, product.seoTitle || product.name, body, 200, {
      index: true,
      description: product.seoDescription || summary(product.description),
      jsonLd: [jsonLd],
      image: product.images[0]?.src,
      cachePath: Object.keys(request.query ?? {}).length === 0 ? `/p/${product.slug}` : undefined,
      behaviours: product.options.length ? ['variant-picker'] : [],
    });
  });
}
