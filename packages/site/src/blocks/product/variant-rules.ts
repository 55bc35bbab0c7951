/** One variant as the product page's picker data lists it (prices formatted by the server). */
export interface PickerVariant {
  id: string;
  values: string[];
  price: string;
  /** The price before the sale, when on sale. */
  regular: string | null;
  soldOut: boolean;
  image: { src: string; alt: string } | null;
}

export interface PickerData {
  options: string[];
  variants: PickerVariant[];
}

/** How one option value reads given the choices before it: no such variant, sold out, or available. */
export type ValueState = 'none' | 'sold-out' | 'ok';

const matches = (variant: PickerVariant, values: readonly string[], upTo: number) =>
  values.slice(0, upTo).every((value, i) => variant.values[i] === value);

/**
 * The state of `value` for option `index`, judged against the choices of the options before it
 * only: the first picker offers every value a variant has, and each later one narrows to what
 * exists with the earlier choices. Judging against every other choice could leave a visitor
 * unable to reach a variant at all (S/Red and L/Blue: from S/Red neither L nor Blue would open).
 */
export function valueState(
  data: PickerData,
  chosen: readonly string[],
  index: number,
  value: string,
): ValueState {
  const found = data.variants.filter((v) => matches(v, chosen, index) && v.values[index] === value);
  if (found.length === 0) return 'none';
  // A later option still to choose: sold out only when every variant down this path is.
  return found.every((v) => v.soldOut) ? 'sold-out' : 'ok';
}

/**
 * The choices after option `changed` took a new value: each later option keeps its value when a
 * variant still has it, else moves to the first value with one in stock, else the first that exists.
 */
export function settle(data: PickerData, chosen: readonly string[], changed: number): string[] {
  const next = [...chosen];
  for (let i = changed + 1; i < data.options.length; i++) {
    if (valueState(data, next, i, next[i] ?? '') !== 'none') continue;
    const values = [...new Set(data.variants.filter((v) => matches(v, next, i)).map((v) => v.values[i]!))];
    next[i] = values.find((value) => valueState(data, next, i, value) === 'ok') ?? values[0] ?? next[i] ?? '';
  }
  return next;
}

/** The variant with exactly these values. */
export const variantFor = (data: PickerData, chosen: readonly string[]): PickerVariant | undefined =>
  data.variants.find((v) => v.values.length === chosen.length && matches(v, chosen, chosen.length));
