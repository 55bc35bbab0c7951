import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { BlogPostsTable, DB } from '#platform/db/schema';
import { BlogErrors } from './blog.errors';
import {
  type BlogPost,
  type BlogSettings,
  postDate,
  rowToPost,
  rowToSettings,
  STATUS_NUMBERS,
} from './blog.model';
import * as q from './blog.queries';
import type { BlogSettingsInput, CreatePost, PostStatusName, UpdatePost } from './blog.schemas';
import { normaliseUrlFormat, postPath, postSlug } from './post-address';

type Db = Kysely<DB> | Transaction<DB>;

/** Who asks for a change, and when: a contributor without `publish` sends posts for review. */
export interface Writer {
  canPublish: boolean;
  now: Date;
}

const invalid = (field: string, message: string) =>
  BlogErrors.invalidInput({ [field]: message }, `Invalid input. ${field}: ${message}`);

/** Statuses that put a post in front of visitors now or later: only a publisher sets or changes them. */
const LIVE: readonly PostStatusName[] = ['published', 'scheduled', 'private'];

export async function readSettings(db: Db, siteId: string, blogId: string): Promise<BlogSettings> {
  return rowToSettings(await q.findSettings(db, siteId, blogId));
}

export const listPosts = async (db: Db, siteId: string, blogId: string): Promise<BlogPost[]> =>
  (await q.postsOfBlog(db, siteId, blogId)).map(rowToPost);

export async function readPost(db: Db, siteId: string, blogId: string, postId: string): Promise<BlogPost> {
  const row = await q.findPost(db, siteId, blogId, postId);
  if (!row) throw BlogErrors.postNotFound();
  return rowToPost(row);
}

/**
 * The status and go-live time a save asks for, as it is stored: a contributor who may not publish
 * sends a post for review instead; scheduling needs a time to come, publishing takes now unless
 * the post already has a date in the past.
 */
function resolveStatus(
  wanted: PostStatusName,
  publishAt: string | null,
  writer: Writer,
): { status: PostStatusName; publishAt: string | null } {
  if (!writer.canPublish && LIVE.includes(wanted)) return { status: 'needs-review', publishAt };
  if (wanted === 'scheduled') {
    if (!publishAt) throw invalid('publishAt', 'Choose when the post goes live.');
    if (new Date(publishAt) <= writer.now)
      throw invalid('publishAt', 'Choose a time to come, or publish the post now.');
  }
  if (wanted === 'published' && (!publishAt || new Date(publishAt) > writer.now))
    return { status: wanted, publishAt: writer.now.toISOString() };
  return { status: wanted, publishAt };
}

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A free address under the blog: `wanted`, else `wanted-2`, `wanted-3`... */
async function freePath(db: Db, blogId: string, wanted: string, exceptId?: string): Promise<string> {
  const taken = await q.pathsTaken(db, blogId, wanted, exceptId);
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

export async function createPost(
  db: Db,
  siteId: string,
  blogId: string,
  input: CreatePost,
  writer: Writer,
): Promise<BlogPost> {
  const settings = await readSettings(db, siteId, blogId);
  const { status, publishAt } = resolveStatus(input.status, iso(input.publishAt), writer);
  const now = writer.now.toISOString();
  const slug = input.slug ?? postSlug(input.title);
  const path = await freePath(db, blogId, postPath(settings.urlFormat, new Date(publishAt ?? now), slug));
  const row: BlogPostsTable = {
    id: newId(),
    website_id: siteId,
    blog_id: blogId,
    title: input.title,
    body: JSON.stringify(input.body ?? { type: 'doc', content: [{ type: 'paragraph' }] }),
    excerpt: input.excerpt,
    featured_media_id: input.featuredMediaId,
    author_name: input.authorName,
    author_bio: input.authorBio,
    tags: JSON.stringify(unique(input.tags)),
    categories: JSON.stringify(unique(input.categories)),
    status: STATUS_NUMBERS[status],
    publish_at: publishAt,
    slug,
    path,
    created_at: now,
    updated_at: now,
  };
  await q.insertPost(db, row);
  return rowToPost(row);
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * Saves a change to a post. Its address follows its date and own part through the blog's format;
 * when it moves, the old address keeps leading to it.
 */
export async function updatePost(
  db: Db,
  siteId: string,
  blogId: string,
  postId: string,
  input: UpdatePost,
  writer: Writer,
): Promise<BlogPost> {
  const current = await readPost(db, siteId, blogId, postId);
  if (!writer.canPublish && LIVE.includes(current.status)) throw BlogErrors.publishForbidden();
  const { status, publishAt } = resolveStatus(
    input.status ?? current.status,
    input.publishAt !== undefined ? iso(input.publishAt) : current.publishAt,
    // A post kept as it was (a live post's words corrected) keeps its date.
    writer,
  );
  const settings = await readSettings(db, siteId, blogId);
  const slug = input.slug ?? current.slug;
  const date = postDate({ publishAt, createdAt: current.createdAt });
  const wanted = postPath(settings.urlFormat, date, slug);
  const path = wanted === current.path ? wanted : await freePath(db, blogId, wanted, postId);
  const now = writer.now.toISOString();
  const patch: Partial<BlogPostsTable> = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
    ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
    ...(input.featuredMediaId !== undefined ? { featured_media_id: input.featuredMediaId } : {}),
    ...(input.authorName !== undefined ? { author_name: input.authorName } : {}),
    ...(input.authorBio !== undefined ? { author_bio: input.authorBio } : {}),
    ...(input.tags !== undefined ? { tags: JSON.stringify(unique(input.tags)) } : {}),
    ...(input.categories !== undefined ? { categories: JSON.stringify(unique(input.categories)) } : {}),
    status: STATUS_NUMBERS[status],
    publish_at: publishAt,
    slug,
    path,
    updated_at: now,
  };
  await movePost(db, siteId, blogId, postId, current.path, path);
  await q.updatePostRow(db, siteId, postId, patch);
  return readPost(db, siteId, blogId, postId);
}

/** The redirects of a post moving from `from` to `to`: the old address leads on, the new is no redirect. */
async function movePost(db: Db, siteId: string, blogId: string, postId: string, from: string, to: string) {
  if (from === to) return;
  await q.dropRedirect(db, blogId, to);
  await q.keepRedirect(db, siteId, blogId, from, postId);
}

/** A copy of a post, as a draft under a free address. */
export async function duplicatePost(
  db: Db,
  siteId: string,
  blogId: string,
  postId: string,
  writer: Writer,
): Promise<BlogPost> {
  const post = await readPost(db, siteId, blogId, postId);
  return createPost(
    db,
    siteId,
    blogId,
    {
      title: `Copy of ${post.title}`.slice(0, 200),
      body: post.body as CreatePost['body'],
      excerpt: post.excerpt,
      featuredMediaId: post.featuredMediaId,
      authorName: post.authorName,
      authorBio: post.authorBio,
      tags: post.tags,
      categories: post.categories,
      status: 'draft',
      publishAt: null,
      slug: undefined,
    },
    writer,
  );
}

export async function deletePost(db: Db, siteId: string, blogId: string, postId: string, writer: Writer) {
  const post = await readPost(db, siteId, blogId, postId);
  if (!writer.canPublish && LIVE.includes(post.status)) throw BlogErrors.publishForbidden();
  await q.deletePostRow(db, siteId, postId);
  return post;
}

/** Saves a blog's address format and page size; posts whose address changes keep their old one leading on. */
export async function saveSettings(
  db: Db,
  siteId: string,
  blogId: string,
  input: BlogSettingsInput,
  now: Date,
): Promise<BlogSettings> {
  const urlFormat = normaliseUrlFormat(input.urlFormat);
  await q.upsertSettings(db, {
    blog_id: blogId,
    website_id: siteId,
    url_format: urlFormat,
    per_page: input.perPage,
    updated_at: now.toISOString(),
  });
  for (const row of await q.postsOfBlog(db, siteId, blogId)) {
    const post = rowToPost(row);
    const wanted = postPath(urlFormat, postDate(post), post.slug);
    if (wanted === post.path) continue;
    const path = await freePath(db, blogId, wanted, post.id);
    await movePost(db, siteId, blogId, post.id, post.path, path);
    await q.updatePostRow(db, siteId, post.id, { path });
  }
  return { urlFormat, perPage: input.perPage };
}
