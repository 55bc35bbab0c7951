import { formatMoney, isProductOnSale, isProductSoldOut } from '@atelier/domain';
import {
  type AddToCartView,
  type ChoiceProblem,
  type PickerData,
  type PriceView,
  type ProductScreenProps,
  plainParagraphs,
  type StoreListItem,
} from '@atelier/site';
import { type Product, productToStorefront, unitPrice } from '#modules/catalogue/catalogue.model';
import {
  initialValues,
  valueState,
  variantSoldOut,
  variantWithValues,
} from '#modules/catalogue/variant-choice';

/** The price of a product (the lowest, "from" when variants differ), with the sale's old price. */
export function priceView(product: Product, currency: string): PriceView {
  const prices = product.variants.map(unitPrice);
  const low = Math.min(...prices);
  const first = product.variants.find((v) => unitPrice(v) === low)!;
  const from = new Set(prices).size > 1;
  if (first.onSale)
    return {
      from,
      regular: formatMoney(first.price, currency),
      amount: formatMoney(first.salePrice, currency),
    };
  return { from, amount: formatMoney(low, currency) };
}

/** One product as the store's list shows it. */
export const storeListItem = (product: Product, currency: string): StoreListItem => ({
  slug: product.slug,
  name: product.name,
  image: product.images[0] ? { src: product.images[0].src, alt: product.images[0].alt } : undefined,
  price: priceView(product, currency),
  soldOut: isProductSoldOut(product),
  onSale: isProductOnSale(product),
});

/** What the picker behaviour needs, prices already formatted: no money code ships to the browser. */
function pickerData(product: Product, currency: string): PickerData {
  return {
    options: product.options.map((o) => o.name),
    variants: product.variants.map((v) => ({
      id: v.id,
      values: v.optionValues,
      price: formatMoney(unitPrice(v), currency),
      regular: v.onSale ? formatMoney(v.price, currency) : null,
      soldOut: variantSoldOut(product, v),
      image: v.images[0] ? { src: v.images[0].src, alt: v.images[0].alt } : null,
    })),
  };
}

/**
 * The Add to Cart form of a product that can be bought: its pickers start at `chosen` (a choice the
 * cart sent back with `problem`), else at the first variant one can buy.
 */
function addToCartView(
  product: Product,
  currency: string,
  chosen: string[] | null,
  problem: ChoiceProblem | null,
): AddToCartView {
  const values = chosen ?? initialValues(product);
  const selected = variantWithValues(product, values);
  const hasOptions = product.options.length > 0;
  return {
    productId: product.id,
    variantId: hasOptions ? undefined : product.variants[0]?.id,
    options: product.options.map((option, i) => ({
      name: option.name,
      values: option.values.map((value, j) => ({
        value,
        label: option.labels?.[j] ?? value,
        state: valueState(product, i, value),
      })),
      chosen: values[i] ?? '',
    })),
    label: values
      .map((value, i) => {
        const option = product.options[i];
        return option?.labels?.[option.values.indexOf(value)] ?? value;
      })
      .join(' / '),
    problem,
    chosenSoldOut: selected ? variantSoldOut(product, selected) : false,
    picker: hasOptions ? pickerData(product, currency) : null,
  };
}

/** A product's page: everything its screen shows, for the choice the visitor comes back with. */
export function productScreenView(
  product: Product,
  currency: string,
  chosen: string[] | null,
  problem: ChoiceProblem | null,
): ProductScreenProps {
  const soldOut = isProductSoldOut(product);
  return {
    id: product.id,
    name: product.name,
    images: product.images.map((image) => ({ src: image.src, alt: image.alt })),
    price: priceView(product, currency),
    soldOut,
    onSale: isProductOnSale(product),
    descriptionDoc: product.descriptionDoc,
    description: product.description,
    addToCart: soldOut ? null : addToCartView(product, currency, chosen, problem),
    storefront: productToStorefront(product),
  };
}

/** The product's schema.org Product data: what search engines show of it. */
export function productJsonLd(product: Product, currency: string): object {
  const digital = product.productType === 2;
  return {
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
}

/**
 * A product's meta description when the owner wrote none: its description as plain text, cut at a
 * word to the length search engines show (about 160 characters).
 */
export function descriptionSummary(html: string, limit = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
