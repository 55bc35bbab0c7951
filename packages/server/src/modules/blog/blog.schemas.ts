import { LIMITS } from '@atelier/domain';
import { z } from 'zod';

const ID = /^[0-9a-f]{24}$/;
const MAX_BODY_BYTES = 256 * 1024;

/** The statuses an owner gives a post (spec 001 §3 publication status), by name in the API. */
export const POST_STATUSES = ['published', 'scheduled', 'needs-review', 'draft', 'private'] as const;
export type PostStatusName = (typeof POST_STATUSES)[number];

const tag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty.')
  .max(LIMITS.maxTagLength, `A tag has at most ${LIMITS.maxTagLength} characters.`);
const category = z
  .string()
  .trim()
  .min(1, 'A category cannot be empty.')
  .max(LIMITS.maxCategoryLength, `A category has at most ${LIMITS.maxCategoryLength} characters.`);

/** A ProseMirror document as the Text block stores it; the renderer decides what it shows. */
const body = z
  .object({ type: z.literal('doc', { error: 'The body must be a text document.' }) })
  .passthrough()
  .refine((doc) => JSON.stringify(doc).length <= MAX_BODY_BYTES, 'This post is too long to save.');

const fields = {
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'Use at most 200 characters.'),
  body,
  excerpt: z.string().max(1000, 'Use at most 1000 characters.'),
  featuredMediaId: z.string().regex(ID, 'Choose an image of the library.').nullable(),
  authorName: z.string().trim().max(100, 'Use at most 100 characters.'),
  authorBio: z.string().max(1000, 'Use at most 1000 characters.'),
  tags: z.array(tag).max(30, 'Give a post at most 30 tags.'),
  categories: z.array(category).max(10, 'Give a post at most 10 categories.'),
  status: z.enum(POST_STATUSES, { error: 'Choose published, scheduled, needs review, draft or private.' }),
  publishAt: z.iso.datetime({ offset: true, error: 'Give a date and time.' }).nullable(),
  slug: z
    .string()
    .max(80, 'Use at most 80 characters.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens.'),
};

/** A new post: a title is all it needs; it starts as a draft. */
export const CreatePost = z.object({
  title: fields.title,
  body: fields.body.optional(),
  excerpt: fields.excerpt.default(''),
  featuredMediaId: fields.featuredMediaId.default(null),
  authorName: fields.authorName.default(''),
  authorBio: fields.authorBio.default(''),
  tags: fields.tags.default([]),
  categories: fields.categories.default([]),
  status: fields.status.default('draft'),
  publishAt: fields.publishAt.default(null),
  slug: fields.slug.optional(),
});
export type CreatePost = z.infer<typeof CreatePost>;

/** A change to a post: only the fields sent change. */
export const UpdatePost = z.object({
  title: fields.title.optional(),
  body: fields.body.optional(),
  excerpt: fields.excerpt.optional(),
  featuredMediaId: fields.featuredMediaId.optional(),
  authorName: fields.authorName.optional(),
  authorBio: fields.authorBio.optional(),
  tags: fields.tags.optional(),
  categories: fields.categories.optional(),
  status: fields.status.optional(),
  publishAt: fields.publishAt.optional(),
  slug: fields.slug.optional(),
});
export type UpdatePost = z.infer<typeof UpdatePost>;

export const BlogSettingsInput = z.object({
  urlFormat: z.string().max(100, 'Use at most 100 characters.'),
  perPage: z
    .number()
    .int()
    .min(1, 'Show from 1 to 50 posts a page.')
    .max(50, 'Show from 1 to 50 posts a page.'),
});
export type BlogSettingsInput = z.infer<typeof BlogSettingsInput>;

export const BlogParams = z.object({ blogId: z.string().regex(ID, 'Not a blog id.') });
export const PostParams = z.object({
  blogId: z.string().regex(ID, 'Not a blog id.'),
  postId: z.string().regex(ID, 'Not a post id.'),
});
