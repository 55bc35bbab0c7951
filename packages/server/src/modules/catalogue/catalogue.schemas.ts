import {
  CURRENCY_CODES,
  DEFAULT_DOWNLOAD_DAYS,
  DEFAULT_DOWNLOAD_LIMIT,
  isCountryCode,
  MAX_DOWNLOAD_DAYS,
  MAX_DOWNLOAD_LIMIT,
  MAX_PRODUCT_PRICE,
  MAX_SITE_LANGUAGES,
  MAX_SKU_LENGTH,
  MeasurementUnit,
  normaliseLanguageTag,
} from '@atelier/domain';
import { z } from 'zod';
import { CursorParam } from '#platform/db/keyset';

export const MAX_OPTIONS = 6;
export const MAX_VARIANTS = 100;
export const TAG_LENGTH = 50;
export const CATEGORY_LENGTH = 25;

const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.');
const money = z
  .number({ error: 'Enter an amount in minor units.' })
  .int('Enter a whole number of minor units.')
  .min(0, 'Use an amount of 0 or more.')
  .max(MAX_PRODUCT_PRICE, `Use at most ${MAX_PRODUCT_PRICE} minor units.`);
const bigMoney = z
  .number()
  .int()
  .min(0)
  .max(100 * MAX_PRODUCT_PRICE);

export const ProductIdParams = z.object({ id });

const downloadLimit = z
  .number({ error: 'Enter a number of downloads.' })
  .int('Enter a whole number of downloads.')
  .min(1, 'Allow at least 1 download.')
  .max(MAX_DOWNLOAD_LIMIT, `Allow at most ${MAX_DOWNLOAD_LIMIT} downloads.`);
const downloadDays = z
  .number({ error: 'Enter a number of days.' })
  .int('Enter a whole number of days.')
  .min(1, 'Keep a link for at least 1 day.')
  .max(MAX_DOWNLOAD_DAYS, `Keep a link for at most ${MAX_DOWNLOAD_DAYS} days.`);

/** ProseMirror JSON, bounded in shape; the site's renderer shows only the nodes and marks it knows. */
const proseMirrorNode: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    text: z.string().max(20_000).optional(),
    marks: z
      .array(z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() }))
      .max(20)
      .optional(),
    content: z.array(proseMirrorNode).max(2000).optional(),
  }),
);
export const DescriptionDoc = z
  .object({ type: z.literal('doc', { error: 'A description is a rich-text document.' }) })
  .and(proseMirrorNode)
  .refine((doc) => JSON.stringify(doc).length <= 200_000, 'The description is too long.');

export const ProductImage = z.object({
  src: z
    .string()
    .trim()
    .min(1, 'Enter an image address.')
    .max(2000)
    .refine(
      (src) => src.startsWith('/') || /^https?:\/\//i.test(src),
      'Use an http(s) or site-relative address.',
    ),
  alt: z.string().trim().max(300).default(''),
  mediaId: id.optional(),
});

const images = z.array(ProductImage).max(50).default([]);

export const ProductSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an address.')
  .max(100, 'Use at most 100 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.');

export const VariantInput = z.object({
  id: id.optional(),
  sku: z
    .string()
    .trim()
    .max(MAX_SKU_LENGTH, `Use at most ${MAX_SKU_LENGTH} characters.`)
    .optional()
    .default(''),
  optionValues: z.array(z.string().trim().min(1).max(50)).max(MAX_OPTIONS).default([]),
  price: money,
  salePrice: money.default(0),
  onSale: z.boolean().default(false),
  qtyInStock: z.number().int('Enter a whole number.').min(0, 'Use 0 or more.').max(1_000_000).default(0),
  unlimited: z.boolean().default(false),
  weight: z.number().min(0).max(100_000).default(0),
  dimensions: z
    .object({
      length: z.number().min(0).max(100_000).default(0),
      width: z.number().min(0).max(100_000).default(0),
      height: z.number().min(0).max(100_000).default(0),
    })
    .default({ length: 0, width: 0, height: 0 }),
  images,
});
export type VariantInput = z.infer<typeof VariantInput>;

export const ProductOption = z.object({
  name: z.string().trim().min(1, 'Name the option.').max(50),
  values: z.array(z.string().trim().min(1).max(50)).min(1, 'Give the option a value.').max(100),
});

/**
 * The longest translation of each product text (docs/languages.md "Where translations live"): as
 * long as the primary text may be; a rich description is its document as JSON.
 */
function productTextLimit(key: string): number | null {
  if (key === 'name' || key === 'seo.title') return 200;
  if (key === 'seo.description') return 500;
  if (key === 'description') return 200_000;
  if (/^options\.\d{1,2}\.name$/.test(key) || /^options\.\d{1,2}\.values\.\d{1,3}$/.test(key)) return 50;
  return null;
}

/** A product's translations by canonical language tag, then by key (`name`, `options.0.values.1`, ...). */
export const ProductTranslations = z
  .record(
    z.string(),
    z.record(
      z.string().max(40),
      z.object({ text: z.string().max(200_000), machine: z.boolean().optional() }),
    ),
  )
  .superRefine((translations, ctx) => {
    const tags = Object.keys(translations);
    if (tags.length > MAX_SITE_LANGUAGES)
      ctx.addIssue({ code: 'custom', message: `A product holds at most ${MAX_SITE_LANGUAGES} languages.` });
    for (const tag of tags) {
      const canonical = normaliseLanguageTag(tag);
      if (canonical !== tag) {
        ctx.addIssue({
          code: 'custom',
          path: [tag],
          message: canonical ? `Write this language as ${canonical}.` : 'Not a language tag.',
        });
        continue;
      }
      for (const [key, { text }] of Object.entries(translations[tag] ?? {})) {
        const limit = productTextLimit(key);
        if (limit === null)
          ctx.addIssue({ code: 'custom', path: [tag, key], message: 'Not a text of a product.' });
        else if (text.length > limit)
          ctx.addIssue({
            code: 'custom',
            path: [tag, key, 'text'],
            message: `Use at most ${limit} characters.`,
          });
      }
    }
  });
export type ProductTranslations = z.infer<typeof ProductTranslations>;

export const ProductInput = z
  .object({
    productType: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'Choose physical (1), digital (2) or service (3).',
    }),
    name: z.string().trim().min(1, 'Enter a name.').max(200),
    slug: ProductSlug.optional(),
    description: z.string().max(50_000).default(''),
    /** The rich description; when given, `description` becomes its plain text. */
    descriptionDoc: DescriptionDoc.nullable().default(null),
    images,
    tags: z
      .array(z.string().trim().min(1).max(TAG_LENGTH, `Use at most ${TAG_LENGTH} characters.`))
      .max(100)
      .default([]),
    categories: z
      .array(z.string().trim().min(1).max(CATEGORY_LENGTH, `Use at most ${CATEGORY_LENGTH} characters.`))
      .max(100)
      .default([]),
    options: z.array(ProductOption).max(MAX_OPTIONS, `Use at most ${MAX_OPTIONS} options.`).default([]),
    variants: z
      .array(VariantInput)
      .min(1, 'Add a variant.')
      .max(MAX_VARIANTS, `Use at most ${MAX_VARIANTS} variants.`),
    workflow: z.enum(['draft', 'scheduled', 'published']).default('draft'),
    publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
    seoTitle: z.string().trim().max(200).default(''),
    seoDescription: z.string().trim().max(500).default(''),
    /** Digital products: the library file customers download, and its terms (null: the store's). */
    digitalFile: z.object({ mediaId: id }).nullable().default(null),
    downloadLimit: downloadLimit.nullable().default(null),
    downloadDays: downloadDays.nullable().default(null),
    /** The product's texts in the site's other languages; left out, the stored ones stay. */
    translations: ProductTranslations.optional(),
  })
  .superRefine((product, ctx) => {
    if (product.digitalFile && product.productType !== 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['digitalFile'],
        message: 'Only a digital product has a file to download.',
      });
    }
    if (product.workflow === 'scheduled' && !product.publishAt) {
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when the product goes live.' });
    }
    if (product.productType === 2 && (product.variants.length !== 1 || product.options.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'A digital product has one variant and no options.',
      });
    }
    const names = new Set<string>();
    product.options.forEach((option, i) => {
      if (names.has(option.name.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: 'Option names must differ.' });
      }
      names.add(option.name.toLowerCase());
    });
    const combos = new Set<string>();
    const skus = new Set<string>();
    product.variants.forEach((variant, i) => {
      if (variant.optionValues.length !== product.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'optionValues'],
          message: `Give one value for each of the ${product.options.length} options.`,
        });
        return;
      }
      variant.optionValues.forEach((value, j) => {
        if (!product.options[j]?.values.includes(value)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variants', i, 'optionValues', j],
            message: `"${value}" is not a value of ${product.options[j]?.name}.`,
          });
        }
      });
      const combo = JSON.stringify(variant.optionValues);
      if (combos.has(combo)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'optionValues'],
          message: 'Two variants have the same options.',
        });
      }
      combos.add(combo);
      if (variant.sku) {
        if (skus.has(variant.sku)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variants', i, 'sku'],
            message: 'Two variants have the same SKU.',
          });
        }
        skus.add(variant.sku);
      }
      if (variant.onSale && variant.salePrice >= variant.price) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'salePrice'],
          message: 'A sale price is below the price.',
        });
      }
    });
  });
export type ProductInput = z.infer<typeof ProductInput>;

export const ProductsQuery = z.object({
  q: z.string().max(200).optional().default(''),
  workflow: z.enum(['', 'draft', 'scheduled', 'published']).optional().default(''),
  /** A product type (spec 001 §3), or '' for any. */
  type: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(5)])
    .optional()
    .default(''),
  limit: z.coerce.number().int().min(1).max(200).optional().default(100),
  /** The `next` of the page before: the page after it (by key). */
  cursor: CursorParam.optional(),
  /** Rows to skip, without a cursor (kept for older clients; a cursor costs the same on every page). */
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});

export const VariantPatch = z.object({
  id,
  price: money.optional(),
  salePrice: money.optional(),
  onSale: z.boolean().optional(),
  qtyInStock: z.number().int('Enter a whole number.').min(0, 'Use 0 or more.').max(1_000_000).optional(),
  unlimited: z.boolean().optional(),
});
export const VariantsPatch = z.object({ variants: z.array(VariantPatch).min(1).max(1000) });

const code = z
  .string()
  .trim()
  .max(2)
  .toUpperCase()
  .refine(isCountryCode, 'Use a country code of ISO 3166-1, such as US or DE.');
export const StoreSettingsInput = z.object({
  currency: z.enum(CURRENCY_CODES as [string, ...string[]], { error: 'Choose one of the store currencies.' }),
  measurementStandard: z.union([z.literal(MeasurementUnit.imperial), z.literal(MeasurementUnit.metric)]),
  minimumSubtotal: bigMoney.default(0),
  storeEmail: z.union([z.literal(''), z.email('Enter an email address.')]).default(''),
  reservationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  lowStockThreshold: z.number().int().min(0).max(100_000).default(5),
  downloadLimit: downloadLimit.default(DEFAULT_DOWNLOAD_LIMIT),
  downloadDays: downloadDays.default(DEFAULT_DOWNLOAD_DAYS),
  shippingZones: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(40),
        name: z.string().trim().min(1).max(100),
        countries: z
          .array(z.union([z.literal('*'), code]))
          .min(1)
          .max(300),
        regions: z.array(z.string().trim().min(1).max(10).toUpperCase()).max(100).default([]),
        rates: z
          .array(
            z.object({
              id: z.string().trim().min(1).max(40),
              name: z.string().trim().min(1).max(100),
              kind: z.enum(['flat', 'weight']),
              amount: bigMoney.default(0),
              freeOver: bigMoney.nullable().default(null),
              bands: z
                .array(z.object({ upTo: z.number().positive().max(100_000), amount: bigMoney }))
                .max(50)
                .default([]),
            }),
          )
          .max(20),
      }),
    )
    .max(50)
    .default([]),
  pricesIncludeTax: z.boolean().default(false),
  taxRates: z
    .array(
      z.object({
        country: code,
        region: z.string().trim().min(1).max(10).toUpperCase().nullable().default(null),
        rate: z.number().int('Use basis points: 825 is 8.25%.').min(0).max(10_000),
      }),
    )
    .max(500)
    .default([]),
});

export const CouponInput = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'Enter a code.')
      .max(40)
      .regex(/^[A-Z0-9_-]+$/, 'Use letters, digits, hyphens and underscores.'),
    kind: z.enum(['percent', 'fixed', 'free_shipping']),
    amount: bigMoney.default(0),
    minSubtotal: bigMoney.default(0),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    usageLimit: z.number().int().min(1).max(10_000_000).nullable().default(null),
    perCustomerLimit: z.number().int().min(1).max(10_000).nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.kind === 'percent' && (coupon.amount < 1 || coupon.amount > 100)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Use a percentage from 1 to 100.' });
    }
    if (coupon.kind === 'fixed' && coupon.amount < 1) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount.' });
    }
    if (coupon.startsAt && coupon.endsAt && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End after the start.' });
    }
  });
export type CouponInput = z.infer<typeof CouponInput>;
