import { PublicationStatus } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { BlogPostsTable, DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Posts a blog's visitor pages read at most: a blog's lists are built from these, newest first. */
export const MAX_LISTED_POSTS = 2000;

export const findSettings = (db: Db, siteId: string, blogId: string) =>
  db
    .selectFrom('blog_settings')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('blog_id', '=', blogId)
    .executeTakeFirst();

export const upsertSettings = (
  db: Db,
  row: { blog_id: string; website_id: string; url_format: string; per_page: number; updated_at: string },
) =>
  db
    .insertInto('blog_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('blog_id').doUpdateSet({
        url_format: row.url_format,
        per_page: row.per_page,
        updated_at: row.updated_at,
      }),
    )
    .execute();

export const postsOfBlog = (db: Db, siteId: string, blogId: string) =>
  db
    .selectFrom('blog_posts')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('blog_id', '=', blogId)
    .orderBy((eb) => eb.fn.coalesce('publish_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_LISTED_POSTS)
    .execute();

/** A blog's live posts, newest first. */
export const livePosts = (db: Db, siteId: string, blogId: string) =>
  db
    .selectFrom('blog_posts')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('blog_id', '=', blogId)
    .where('status', '=', PublicationStatus.published)
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_LISTED_POSTS)
    .execute();

/** Every live post of a site, for its search and sitemap. */
export const liveSitePosts = (db: Db, siteId: string) =>
  db
    .selectFrom('blog_posts')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('status', '=', PublicationStatus.published)
    .orderBy('publish_at', 'desc')
    .limit(MAX_LISTED_POSTS)
    .execute();

export const findPost = (db: Db, siteId: string, blogId: string, postId: string) =>
  db
    .selectFrom('blog_posts')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('blog_id', '=', blogId)
    .where('id', '=', postId)
    .executeTakeFirst();

export const postAtPath = (db: Db, siteId: string, blogId: string, path: string) =>
  db
    .selectFrom('blog_posts')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('blog_id', '=', blogId)
    .where('path', '=', path)
    .executeTakeFirst();

export const pathsTaken = async (db: Db, blogId: string, wanted: string, exceptId?: string) =>
  new Set(
    (
      await db
        .selectFrom('blog_posts')
        .select('path')
        .where('blog_id', '=', blogId)
        .where((eb) => eb.or([eb('path', '=', wanted), eb('path', 'like', `${wanted}-%`)]))
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
        .execute()
    ).map((row) => row.path),
  );

export const insertPost = (db: Db, row: BlogPostsTable) => db.insertInto('blog_posts').values(row).execute();

export const updatePostRow = (db: Db, siteId: string, postId: string, patch: Partial<BlogPostsTable>) =>
  db
    .updateTable('blog_posts')
    .set(patch)
    .where('website_id', '=', siteId)
    .where('id', '=', postId)
    .executeTakeFirst();

export const deletePostRow = (db: Db, siteId: string, postId: string) =>
  db.deleteFrom('blog_posts').where('website_id', '=', siteId).where('id', '=', postId).executeTakeFirst();

/** Keeps `path` leading to the post; an address a post now lives at is no redirect any more. */
export async function keepRedirect(db: Db, siteId: string, blogId: string, path: string, postId: string) {
  await db
    .insertInto('blog_post_redirects')
    .values({ blog_id: blogId, path, post_id: postId, website_id: siteId })
    .onConflict((oc) => oc.columns(['blog_id', 'path']).doUpdateSet({ post_id: postId }))
    .execute();
}

export const dropRedirect = (db: Db, blogId: string, path: string) =>
  db.deleteFrom('blog_post_redirects').where('blog_id', '=', blogId).where('path', '=', path).execute();

export const redirectAt = (db: Db, siteId: string, blogId: string, path: string) =>
  db
    .selectFrom('blog_post_redirects')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_redirects.post_id')
    .select(['blog_posts.path', 'blog_posts.status'])
    .where('blog_post_redirects.website_id', '=', siteId)
    .where('blog_post_redirects.blog_id', '=', blogId)
    .where('blog_post_redirects.path', '=', path)
    .executeTakeFirst();

/** Scheduled posts whose time has come. */
export const duePosts = (db: Db, now: Date, limit: number) =>
  db
    .selectFrom('blog_posts')
    .select(['id', 'website_id'])
    .where('status', '=', PublicationStatus.scheduled)
    .where('publish_at', '<=', now.toISOString())
    .limit(limit)
    .execute();

/** Puts a scheduled post live, if it still is scheduled: of many processes, one wins. */
export async function markLive(db: Db, postId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({ status: PublicationStatus.published, updated_at: now.toISOString() })
    .where('id', '=', postId)
    .where('status', '=', PublicationStatus.scheduled)
    .where('publish_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function nextDue(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('status', '=', PublicationStatus.scheduled)
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}
