import { formatMoney, isProductOnSale, isProductSoldOut } from '@atelier/domain';
import { productDescriptionHtml } from '@atelier/site';
import { type Product, unitPrice } from '#modules/catalogue/catalogue.model';
import {
  initialValues,
  valueState,
  variantSoldOut,
  variantWithValues,
} from '#modules/catalogue/variant-choice';
import { escapeHtml } from './plain-page';

/** The price of a product (the lowest, "from" when variants differ), with the sale's old price struck. */
export function priceHtml(product: Product, currency: string): string {
  const prices = product.variants.map(unitPrice);
  const low = Math.min(...prices);
  const first = product.variants.find((v) => unitPrice(v) === low)!;
  const from = new Set(prices).size > 1 ? 'from ' : '';
  if (first.onSale) {
    return `<span data-price>${from}<s>${escapeHtml(formatMoney(first.price, currency))}</s> ${escapeHtml(formatMoney(first.salePrice, currency))}</span>`;
  }
  return `<span data-price>${from}${escapeHtml(formatMoney(low, currency))}</span>`;
}

export const badgesHtml = (product: Product) =>
  `${isProductSoldOut(product) ? ' <strong data-sold-out>Sold out</strong>' : ''}${isProductOnSale(product) ? ' <strong data-on-sale>Sale</strong>' : ''}`;

/** What the picker behaviour needs, prices already formatted: no money code ships to the browser. */
function pickerData(product: Product, currency: string) {
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

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Why a visitor's choice could not go into the cart, as the product page says it. */
export type ChoiceProblem = 'missing' | 'sold-out';

/**
 * The Add to Cart form: one labelled picker per option, a form that works without JavaScript (the
 * server resolves the chosen values to a variant) and that the variant-picker behaviour enhances.
 */
export function addToCartHtml(
  product: Product,
  currency: string,
  chosen: string[] | null,
  problem: ChoiceProblem | null,
): string {
  if (isProductSoldOut(product)) return '<p><strong data-sold-out>Sold out</strong></p>';
  const values = chosen ?? initialValues(product);
  const selected = variantWithValues(product, values);
  const pickers = product.options
    .map((option, i) => {
      const choices = option.values
        .map((value) => {
          const state = valueState(product, i, value);
          return `<option value="${escapeHtml(value)}"${value === values[i] ? ' selected' : ''}${state === 'none' ? ' disabled' : ''}>${escapeHtml(value)}${state === 'sold-out' ? ' (Sold out)' : ''}</option>`;
        })
        .join('');
      return `<div class="variant-picker__option"><label for="option-${i}">${escapeHtml(option.name)}</label><select id="option-${i}" name="option${i}" data-option="${i}">${choices}</select></div>`;
    })
    .join('');
  const label = values.join(' / ');
  const message =
    problem === 'missing'
      ? `<div role="alert" data-choice-problem>This combination is not available: ${escapeHtml(label)}. Choose another.</div>`
      : problem === 'sold-out'
        ? `<div role="alert" data-choice-problem>${escapeHtml(label || product.name)} is sold out. Choose another.</div>`
        : '';
  const only = product.options.length === 0 ? product.variants[0] : undefined;
  const soldOut = selected ? variantSoldOut(product, selected) : false;
  return `${message}<form method="post" action="/commerce/cart/add" class="variant-picker" data-add-to-cart${product.options.length ? ' data-behaviour="variant-picker"' : ''}>
<input type="hidden" name="productId" value="${product.id}">${only ? `<input type="hidden" name="variantId" value="${only.id}">` : ''}
${pickers ? `<fieldset class="variant-picker__options"><legend class="visually-hidden">Options</legend>${pickers}</fieldset>` : ''}
<p class="variant-picker__status" data-variant-status role="status" aria-live="polite">${soldOut ? `${escapeHtml(label)} is sold out.` : ''}</p>
<label for="quantity">Quantity</label><input id="quantity" name="quantity" type="number" min="1" max="999" value="1" inputmode="numeric">
<button type="submit" data-add-button>Add to Cart</button>${
    product.options.length
      ? `<script type="application/json" data-variant-data>${json(pickerData(product, currency))}</script>`
      : ''
  }</form>`;
}

/** The product's description, sanitised: the rich document through the site's renderer, else plain text. */
export const descriptionHtml = (product: Product): string =>
  productDescriptionHtml(product.descriptionDoc, product.description);
