import {
  formatMoney,
  isProductOnSale,
  isProductSoldOut,
  languagePath,
  type PageDocument,
  type SiteLanguage,
} from '@atelier/domain';
import { BlockType, documentBlocks, OWNER_PREVIEW, type ProductLookup } from '@atelier/site';
import type { Kysely } from 'kysely';
import { isLive, type Product, unitPrice } from '#modules/catalogue/catalogue.model';
import { productsByIds } from '#modules/catalogue/catalogue.queries';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { ratingSummaries } from '#modules/reviews/reviews.queries';
import type { DB } from '#platform/db/schema';
import { productsIn } from './product-translations';

const ID = /^[0-9a-f]{24}$/;
const SELLABLE = [1, 2, 3];

function productCard(product: Product, currency: string, language?: SiteLanguage) {
  const lowest = [...product.variants].sort((a, b) => unitPrice(a) - unitPrice(b))[0]!;
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  return {
    id: product.id,
    name: product.name,
    url: language ? languagePath(`/p/${product.slug}`, language) : `/p/${product.slug}`,
    image: product.images[0],
    price: formatMoney(unitPrice(lowest), currency),
    regularPrice: lowest.onSale && isProductOnSale(product) ? formatMoney(lowest.price, currency) : undefined,
    priceFrom: new Set(product.variants.map(unitPrice)).size > 1,
    soldOut: isProductSoldOut(product),
    variantId: only?.id,
    descriptionDoc: product.descriptionDoc,
    description: product.description,
  };
}

/**
 * The products a page's product blocks (block type 43) name, when on sale now. A product change
 * bumps the site's render generation (workflows/catalogue/store-markup.workflow.ts), so cached pages follow it.
 * In an owner's preview (`preview`) a product not on sale yet is there too, marked, and the lookup is
 * marked as the preview's, so a block says what it needs before visitors see it.
 */
export async function productLookupFor(
  db: Kysely<DB>,
  siteId: string,
  document: PageDocument,
  options: { preview?: boolean; language?: SiteLanguage } = {},
): Promise<ProductLookup | undefined> {
  const ids = new Set<string>();
  let blocks = 0;
  for (const block of documentBlocks(document)) {
    if (block.type !== BlockType.product) continue;
    blocks++;
    const id = (block.settings as { productId?: unknown } | null)?.productId;
    if (typeof id === 'string' && ID.test(id) && ids.size < 50) ids.add(id);
  }
  // An owner's preview says so even without product blocks: other blocks show owners what visitors miss.
  if (blocks === 0) return options.preview ? { [OWNER_PREVIEW]: true } : undefined;
  const lookup: ProductLookup = options.preview ? { [OWNER_PREVIEW]: true } : {};
  if (ids.size === 0) return lookup;
  const { currency } = await readStoreSettings(db, siteId);
  const now = new Date();
  // One read for every block's product (and one for their variants), whatever the store's size.
  const { language } = options;
  // In the page's language: names and descriptions translated, links under its prefix.
  for (const product of await productsIn(db, siteId, await productsByIds(db, siteId, [...ids]), language)) {
    const id = product.id;
    if (!SELLABLE.includes(product.productType) || !product.variants.length) continue;
    if (isLive(product, now)) lookup[id] = productCard(product, currency, language);
    else if (options.preview)
      lookup[id] = {
        ...productCard(product, currency, language),
        unpublished: product.workflow === 'scheduled' ? 'scheduled' : 'draft',
      };
  }
  // Stars on each card whose product has published reviews (modules/reviews).
  const ratings = await ratingSummaries(db, siteId, Object.keys(lookup));
  for (const [id, rating] of ratings) if (lookup[id]) lookup[id] = { ...lookup[id], rating };
  return lookup;
}
