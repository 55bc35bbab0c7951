import { formatMoney, isProductOnSale, isProductSoldOut, type PageDocument } from '@atelier/domain';
import { BlockType, documentBlocks, type ProductLookup } from '@atelier/site';
import type { Kysely } from 'kysely';
import { isLive, type Product, unitPrice } from '#modules/catalogue/catalogue.model';
import { productById } from '#modules/catalogue/catalogue.queries';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import type { DB } from '#platform/db/schema';

const ID = /^[0-9a-f]{24}$/;
const SELLABLE = [1, 2, 3];

function productCard(product: Product, currency: string) {
  const lowest = [...product.variants].sort((a, b) => unitPrice(a) - unitPrice(b))[0]!;
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  return {
    id: product.id,
    name: product.name,
    url: `/p/${product.slug}`,
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
 */
export async function productLookupFor(
  db: Kysely<DB>,
  siteId: string,
  document: PageDocument,
): Promise<ProductLookup | undefined> {
  const ids = new Set<string>();
  for (const block of documentBlocks(document)) {
    const id = (block.settings as { productId?: unknown } | null)?.productId;
    if (block.type === BlockType.product && typeof id === 'string' && ID.test(id) && ids.size < 50)
      ids.add(id);
  }
  if (ids.size === 0) return undefined;
  const { currency } = await readStoreSettings(db, siteId);
  const now = new Date();
  const lookup: ProductLookup = {};
  for (const id of ids) {
    const product = await productById(db, siteId, id);
    if (product && isLive(product, now) && SELLABLE.includes(product.productType) && product.variants.length)
      lookup[id] = productCard(product, currency);
  }
  return lookup;
}
