import {
  MAX_STORE_CATEGORIES,
  MAX_STORE_PICKED,
  STORE_PER_PAGE_DEFAULT,
  STORE_PER_PAGE_MAX,
  STORE_PER_PAGE_MIN,
} from '@atelier/domain';
import { z } from 'zod';
import { MAX_ORDERABLE_ITEMS } from '#config/config-limits';

/** Paths the platform itself answers; a page cannot take them. */
export const RESERVED_SLUGS = new Set([
  'config',
  'api',
  'assets',
  'fonts',
  'search',
  'pages',
  'commerce',
  'checkout',
  's',
  'cart',
  'store',
  'p',
]);

/** The storefront's own address: a store page may live there, a page of blocks may not. */
export const STORE_SLUG = 'store';

const slugShape = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an address.')
  .max(100, 'Use at most 100 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.');

const RESERVED = 'This address is reserved.';

export const Slug = slugShape.refine((slug) => !RESERVED_SLUGS.has(slug), RESERVED);

/** An address a store page may take: any page's, and /store as well. */
export const StorePageSlug = slugShape.refine(
  (slug) => slug === STORE_SLUG || !RESERVED_SLUGS.has(slug),
  RESERVED,
);

export const Navigation = z.enum(['main', '_hidden', '_memberareas']);

const Title = z.string().trim().min(1, 'Enter a title.').max(200);
const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not a product id.');
const unique = <T>(list: T[]) => [...new Set(list)];

/** What a store page shows (StoreSelection of @atelier/domain), as the owner sends it. */
export const StoreSelectionInput = z
  .object({
    show: z
      .enum(['all', 'categories', 'products'], {
        error: 'Choose all products, some categories or products you pick.',
      })
      .default('all'),
    // A category is at most 25 characters long, as the catalogue keeps them.
    categories: z
      .array(z.string().trim().min(1, 'Name the category.').max(25, 'Use at most 25 characters.'))
      .max(MAX_STORE_CATEGORIES, `Choose at most ${MAX_STORE_CATEGORIES} categories.`)
      .default([])
      .transform(unique),
    productIds: z
      .array(id)
      .max(MAX_STORE_PICKED, `Pick at most ${MAX_STORE_PICKED} products.`)
      .default([])
      .transform(unique),
    sort: z
      .enum(['store', 'newest', 'price-low', 'price-high', 'name'], { error: 'Choose a sort order.' })
      .default('store'),
    perPage: z
      .number({ error: 'Enter a number of products.' })
      .int('Enter a whole number of products.')
      .min(STORE_PER_PAGE_MIN, `Show at least ${STORE_PER_PAGE_MIN} product a page.`)
      .max(STORE_PER_PAGE_MAX, `Show at most ${STORE_PER_PAGE_MAX} products a page.`)
      .default(STORE_PER_PAGE_DEFAULT),
  })
  .superRefine((selection, ctx) => {
    if (selection.show === 'categories' && selection.categories.length === 0)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Choose at least one category.' });
    if (selection.show === 'products' && selection.productIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'Pick at least one product.' });
  });

/**
 * What "Add page" makes (docs/api.md `POST /api/config/pages`): a page of blocks, a store page, or
 * a link in the menu to another address. Later kinds (blog, events, member area) join this list.
 */
export const PAGE_KINDS = ['page', 'store', 'link', 'blog', 'events'] as const;
export const NewPageKind = z.object({
  kind: z
    .enum(PAGE_KINDS, { error: 'Choose a page, a store page, a blog, an events page or a link.' })
    .default('page'),
});

export const CreatePage = z.object({
  title: Title,
  slug: Slug.optional(),
  navigation: Navigation.default('main'),
  /** Made in a member area (Add page → Member page): only its members ever see it. */
  memberAreaId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Choose a member area of this site.')
    .optional(),
});

export const CreateStorePage = z.object({
  title: Title,
  slug: StorePageSlug.optional(),
  navigation: Navigation.default('main'),
  store: StoreSelectionInput.optional(),
});

/** A new page of blocks, or (kind `store`) a store page with its choice of products. */
export type CreatePage =
  | ({ kind?: 'page' } & z.infer<typeof CreatePage>)
  /** A blog (modules/blog): a page that lists its posts, collection type generic 1. */
  | ({ kind: 'blog' } & z.infer<typeof CreatePage>)
  /** An Events page (modules/events): a generic collection 1 of events (item type 12). */
  | ({ kind: 'events' } & z.infer<typeof CreatePage>)
  | ({ kind: 'store' } & z.infer<typeof CreateStorePage>);

export const UpdatePage = z.object({
  title: Title.optional(),
  // Whether a page may take /store depends on its kind: pages.service.ts decides.
  slug: StorePageSlug.optional(),
  navigation: Navigation.optional(),
  password: z.string().min(1, 'Enter a password.').max(200).nullable().optional(),
  /** Makes this the page visitors get, with status 404, at an address with no page. */
  notFoundPage: z.boolean().optional(),
  /** A store page's choice of products. */
  store: StoreSelectionInput.optional(),
  /** Puts the page in a member area (an area of this site: the route checks), or takes it out (null). */
  memberAreaId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Choose a member area of this site.')
    .nullable()
    .optional(),
});
export type UpdatePage = z.infer<typeof UpdatePage>;

export const ReorderPages = z.object({
  navigation: Navigation,
  ids: z
    .array(z.string().regex(/^[0-9a-f]{24}$/, 'Not a page id.'))
    .max(MAX_ORDERABLE_ITEMS, `A navigation holds at most ${MAX_ORDERABLE_ITEMS} pages.`),
});
export type ReorderPages = z.infer<typeof ReorderPages>;

export const PageIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Not a page id.') });

/**
 * Turns a title into an address: "Our Story!" -> "our-story". A store page may take "store"; any
 * other reserved address becomes "page".
 */
export function slugify(title: string, kind: 'page' | 'store' = 'page'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  if (kind === 'store' && slug === STORE_SLUG) return slug;
  return slug && !RESERVED_SLUGS.has(slug) ? slug : 'page';
}
