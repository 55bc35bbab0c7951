import type { ProductInput, ProductOption, StoreProduct, StoreVariant } from '../api/store-catalogue.api';

/** Limits the server holds too (catalogue.schemas.ts); checked here so the owner learns early. */
export const MAX_OPTIONS = 6;
export const MAX_VARIANTS = 100;
export const TAG_LENGTH = 50;
export const CATEGORY_LENGTH = 25;

export const PRODUCT_TYPES = [
  { value: 1, label: 'Physical' },
  { value: 2, label: 'Digital' },
  { value: 3, label: 'Service' },
] as const;

export const productTypeLabel = (type: number): string =>
  PRODUCT_TYPES.find((t) => t.value === type)?.label ?? 'Other';

export const blankVariant = (optionValues: string[] = [], from?: StoreVariant): StoreVariant => ({
  sku: '',
  optionValues,
  price: from?.price ?? 0,
  salePrice: from?.salePrice ?? 0,
  onSale: false,
  qtyInStock: from?.qtyInStock ?? 0,
  unlimited: from?.unlimited ?? false,
  weight: from?.weight ?? 0,
  dimensions: from ? { ...from.dimensions } : { length: 0, width: 0, height: 0 },
  images: [],
});

export const newProductDraft = (): ProductInput => ({
  productType: 1,
  name: '',
  description: '',
  descriptionDoc: null,
  images: [],
  tags: [],
  categories: [],
  options: [],
  variants: [blankVariant()],
  workflow: 'draft',
  publishAt: null,
  seoTitle: '',
  seoDescription: '',
  digitalFile: null,
  downloadLimit: null,
  downloadDays: null,
});

/** The editable part of a stored product: what the server takes back unchanged. */
export function draftOf(product: StoreProduct): ProductInput {
  return {
    productType: product.productType,
    name: product.name,
    slug: product.slug,
    description: product.description,
    descriptionDoc: product.descriptionDoc ?? null,
    images: product.images,
    tags: product.tags,
    categories: product.categories,
    options: product.options,
    variants: product.variants.map((v) => ({ ...v })),
    workflow: product.workflow,
    publishAt: product.publishAt,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    digitalFile: product.digitalFile ?? null,
    downloadLimit: product.downloadLimit ?? null,
    downloadDays: product.downloadDays ?? null,
    translations: product.translations ?? {},
  };
}

const comboKey = (values: string[]) => JSON.stringify(values);

/** Every combination of the options' values, in option order (the first option varies slowest). */
export function combinations(options: ProductOption[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

export type VariantsResult = { ok: true; variants: StoreVariant[] } | { ok: false; message: string };

/**
 * The variant table for a set of options: one variant per combination. A combination that already
 * had a variant keeps it (its id, SKU, price and stock); a new one starts from the first variant's
 * price, stock and weight.
 */
export function variantsForOptions(options: ProductOption[], existing: StoreVariant[]): VariantsResult {
  const used = options.filter((o) => o.name.trim() && o.values.length > 0);
  if (used.length > MAX_OPTIONS) return { ok: false, message: `Use at most ${MAX_OPTIONS} options.` };
  const count = used.reduce((n, o) => n * o.values.length, 1);
  if (count > MAX_VARIANTS) {
    return {
      ok: false,
      message: `These options make ${count} variants; a product has at most ${MAX_VARIANTS}.`,
    };
  }
  const byCombo = new Map(existing.map((v) => [comboKey(v.optionValues), v]));
  const template = existing[0];
  const variants = combinations(used).map(
    (combo) => byCombo.get(comboKey(combo)) ?? blankVariant(combo, template),
  );
  // With no options left, the product keeps its first variant (and its stock and SKU).
  if (used.length === 0 && template) return { ok: true, variants: [{ ...template, optionValues: [] }] };
  return { ok: true, variants };
}

/** Tags or categories typed as a comma-separated list: trimmed, without blanks or repeats. */
export function parseList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

export function tooLong(items: string[], max: number, what: string): string | null {
  const long = items.find((item) => item.length > max);
  return long ? `The ${what} "${long}" is longer than ${max} characters.` : null;
}

export interface BulkChange {
  price?: number;
  salePrice?: number;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
}

/** Applies one change to the chosen rows of the variant table (all rows when none is chosen). */
export function applyBulk(variants: StoreVariant[], chosen: ReadonlySet<number>, change: BulkChange) {
  return variants.map((variant, i) =>
    chosen.size === 0 || chosen.has(i) ? { ...variant, ...change } : variant,
  );
}

/** A variant's name in the table and in messages: its option values, or the product's only variant. */
export const variantLabel = (variant: Pick<StoreVariant, 'optionValues'>, index: number): string =>
  variant.optionValues.length
    ? variant.optionValues.join(' / ')
    : index === 0
      ? 'Default'
      : `Variant ${index + 1}`;

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  slug: 'URL slug',
  description: 'Description',
  tags: 'Tags',
  categories: 'Categories',
  publishAt: 'Goes live at',
  seoTitle: 'Search title',
  seoDescription: 'Search description',
  options: 'Options',
  variants: 'Variants',
  price: 'price',
  salePrice: 'sale price',
  qtyInStock: 'stock',
  sku: 'SKU',
  optionValues: 'options',
  weight: 'weight',
  images: 'images',
  digitalFile: 'File to download',
  downloadLimit: 'Downloads per link',
  downloadDays: 'Link lasts (days)',
};

/**
 * Turns the server's field paths ("variants.2.salePrice") into words an owner reads
 * ("Variant S / Red, sale price"), for the error list under a form.
 */
export function describeFieldErrors(errors: Record<string, string>, draft: ProductInput): string[] {
  return Object.entries(errors).map(([path, message]) => {
    const [head, index, field] = path.split('.');
    if (head === 'variants' && index !== undefined && /^\d+$/.test(index)) {
      const variant = draft.variants[Number(index)];
      const name = variant ? variantLabel(variant, Number(index)) : `${Number(index) + 1}`;
      return `Variant ${name}${field ? `, ${FIELD_NAMES[field] ?? field}` : ''}: ${message}`;
    }
    if (head === 'options' && index !== undefined) return `Option ${Number(index) + 1}: ${message}`;
    if (head === '_' || !head) return message;
    return `${FIELD_NAMES[head] ?? head}: ${message}`;
  });
}
