import { proseMirrorText } from '@atelier/site';
import type { Kysely } from 'kysely';
import { liveSitePosts } from '#modules/blog/blog.queries';
import type { DB } from '#platform/db/schema';

const BLOG_COLLECTION_TYPE = 1; // collection type "generic": a blog (modules/blog)
// An Events page is a generic collection too, of content item type event 12 (modules/events): never a blog.
const EVENT_ITEM_TYPE = 12;

/**
 * A published blog at an address (its page's slug): the blog's visitor pages live under it. An
 * owner previewing drafts (`preview`) finds a blog not published yet too.
 */
export const publishedBlogAt = (db: Kysely<DB>, siteId: string, slug: string, preview = false) =>
  db
    .selectFrom('collections')
    .select(['id', 'title', 'slug'])
    .where('website_id', '=', siteId)
    .where('slug', '=', slug)
    .where('collection_type', '=', BLOG_COLLECTION_TYPE)
    .where((eb) => eb.or([eb('item_type', 'is', null), eb('item_type', '!=', EVENT_ITEM_TYPE)]))
    .$if(!preview, (qb) => qb.where('published_version', 'is not', null))
    .where('password_hash', 'is', null)
    .where('member_area_id', 'is', null)
    .executeTakeFirst();

/** Every published blog of a site, for its search and sitemap. */
export const publishedBlogs = (db: Kysely<DB>, siteId: string) =>
  db
    .selectFrom('collections')
    .select(['id', 'title', 'slug'])
    .where('website_id', '=', siteId)
    .where('collection_type', '=', BLOG_COLLECTION_TYPE)
    .where((eb) => eb.or([eb('item_type', 'is', null), eb('item_type', '!=', EVENT_ITEM_TYPE)]))
    .where('published_version', 'is not', null)
    .where('password_hash', 'is', null)
    .where('member_area_id', 'is', null)
    .execute();

/**
 * The sitemap's entries of a site's blogs: each published blog's list and each live post, by
 * address under the site (`journal`, `journal/2026/11/28/first-light`).
 */
export async function blogSitemapPages(db: Kysely<DB>, siteId: string) {
  const blogs = await publishedBlogs(db, siteId);
  if (blogs.length === 0) return [];
  const slugs = new Map(blogs.map((blog) => [blog.id, blog.slug]));
  const posts = (await liveSitePosts(db, siteId)).filter((post) => slugs.has(post.blog_id));
  const newest = new Map<string, string>();
  for (const post of posts) if (!newest.has(post.blog_id)) newest.set(post.blog_id, post.updated_at);
  return [
    ...blogs.map((blog) => ({
      slug: blog.slug,
      document: '{}',
      published_at: newest.get(blog.id) ?? new Date(0).toISOString(),
    })),
    ...posts.map((post) => ({
      slug: `${slugs.get(post.blog_id)}/${post.path}`,
      document: '{}',
      published_at: post.updated_at,
    })),
  ];
}

/**
 * Live posts of a site's published blogs holding every word (lowercase) in their title, excerpt or
 * body, for the site's search: each with its address and words.
 */
export async function searchPosts(db: Kysely<DB>, siteId: string, words: readonly string[]) {
  const blogs = await publishedBlogs(db, siteId);
  if (blogs.length === 0 || words.length === 0) return [];
  const slugs = new Map(blogs.map((blog) => [blog.id, blog.slug]));
  const found: { title: string; path: string; text: string }[] = [];
  for (const post of await liveSitePosts(db, siteId)) {
    const slug = slugs.get(post.blog_id);
    if (!slug) continue;
    const text = [post.excerpt, proseMirrorText(JSON.parse(post.body))].filter(Boolean).join('\n');
    const haystack = `${post.title}\n${text}`.toLowerCase();
    if (words.every((word) => haystack.includes(word)))
      found.push({ title: post.title, path: `/${slug}/${post.path}`, text });
    if (found.length >= 50) break;
  }
  return found;
}
