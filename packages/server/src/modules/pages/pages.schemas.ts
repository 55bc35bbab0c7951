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

export const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an address.')
  .max(100, 'Use at most 100 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'This address is reserved.');

export const Navigation = z.enum(['main', '_hidden', '_memberareas']);

export const CreatePage = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200),
  slug: Slug.optional(),
  navigation: Navigation.default('main'),
});
export type CreatePage = z.infer<typeof CreatePage>;

export const UpdatePage = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200).optional(),
  slug: Slug.optional(),
  navigation: Navigation.optional(),
  password: z.string().min(1, 'Enter a password.').max(200).nullable().optional(),
  /** Makes this the page visitors get, with status 404, at an address with no page. */
  notFoundPage: z.boolean().optional(),
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

/** Turns a title into an address: "Our Story!" -> "our-story". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug && !RESERVED_SLUGS.has(slug) ? slug : 'page';
}
