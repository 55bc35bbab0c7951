import type { Product, Variant } from './catalogue.model';

/** A variant no one can buy now: stock ran out (digital and unlimited variants never do). */
export const variantSoldOut = (product: Pick<Product, 'productType'>, variant: Variant): boolean =>
  product.productType !== 2 && !variant.unlimited && variant.qtyInStock <= 0;

/** The variant with exactly these option values, if the product has one. */
export function variantWithValues(product: Product, values: string[]): Variant | undefined {
  if (values.length !== product.options.length) return undefined;
  return product.variants.find((v) => v.optionValues.every((value, i) => value === values[i]));
}

/** The values a product page starts with: the first variant one can buy, else the first variant. */
export function initialValues(product: Product): string[] {
  const first = product.variants.find((v) => !variantSoldOut(product, v)) ?? product.variants[0];
  return first ? [...first.optionValues] : [];
}

/**
 * How one option value reads before any script runs: 'none' when no variant has it (the choice is
 * disabled), 'sold-out' when every variant with it is sold out, else 'ok'.
 */
export function valueState(product: Product, option: number, value: string): 'none' | 'sold-out' | 'ok' {
  const withValue = product.variants.filter((v) => v.optionValues[option] === value);
  if (withValue.length === 0) return 'none';
  return withValue.every((v) => variantSoldOut(product, v)) ? 'sold-out' : 'ok';
}
