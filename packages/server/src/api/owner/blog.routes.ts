import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { BlogErrors } from '#modules/blog/blog.errors';
import {
  BlogParams,
  BlogSettingsInput,
  CreatePost,
  PostParams,
  UpdatePost,
} from '#modules/blog/blog.schemas';
import * as blog from '#modules/blog/blog.service';
import { blogChanged, POSTS_GO_LIVE_JOB } from '#modules/blog/blog-clock';
import { kindOf } from '#modules/pages/pages.model';
import { findPage } from '#modules/pages/pages.queries';
import type { DB } from '#platform/db/schema';
import { parseInput } from '#platform/errors/validation';
import { roleOn } from '#platform/tenancy/authorization';
import { can, requireReadOr } from '#platform/tenancy/permissions';

const PRIVATE = 'private, no-store';

/**
 * A blog's posts (docs/api.md "Blogs"): any role reads them, `posts` writes them, and only a role
 * that may also `publish` puts a post live, schedules it or changes a live one (the others' posts
 * wait for review). A change visitors see renders the blog's cached pages afresh.
 */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'posts'));

  /** The blog, a page of this site of the blog kind; another site's or another kind's is not found. */
  const blogOf = async (request: FastifyRequest) => {
    const { blogId } = parseInput(BlogParams, request.params);
    const page = await findPage(app.db, request.site!.id, blogId);
    if (!page || kindOf(page) !== 'blog') throw BlogErrors.blogNotFound();
    return { siteId: request.site!.id, blogId };
  };

  const writer = async (request: FastifyRequest): Promise<blog.Writer> => ({
    canPublish: can(await roleOn(app, request.site!.id, request.account!.id), 'publish'),
    now: app.jobs.clock.now(),
  });

  /** Writes that visitors may see, in one transaction with the move of the blog's cached pages. */
  const change = async <T>(siteId: string, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> => {
    const result = await app.db.transaction().execute(async (trx) => {
      const value = await work(trx);
      await blogChanged(trx, siteId);
      return value;
    });
    app.sites.invalidate(siteId);
    app.jobs.wake(POSTS_GO_LIVE_JOB);
    return result;
  };

  app.get('/api/config/blogs/:blogId/posts', async (request, reply) => {
    const { siteId, blogId } = await blogOf(request);
    reply.header('Cache-Control', PRIVATE);
    const [posts, settings] = await Promise.all([
      blog.listPosts(app.db, siteId, blogId),
      blog.readSettings(app.db, siteId, blogId),
    ]);
    return { posts, settings };
  });

  app.post('/api/config/blogs/:blogId/posts', async (request, reply) => {
    const { siteId, blogId } = await blogOf(request);
    const input = parseInput(CreatePost, request.body);
    const who = await writer(request);
    const post = await change(siteId, (db) => blog.createPost(db, siteId, blogId, input, who));
    reply.status(201).header('Cache-Control', PRIVATE);
    return { post };
  });

  app.get('/api/config/blogs/:blogId/posts/:postId', async (request, reply) => {
    const { siteId, blogId } = await blogOf(request);
    const { postId } = parseInput(PostParams, request.params);
    reply.header('Cache-Control', PRIVATE);
    return { post: await blog.readPost(app.db, siteId, blogId, postId) };
  });

  app.patch('/api/config/blogs/:blogId/posts/:postId', async (request, reply) => {
    const { siteId, blogId } = await blogOf(request);
    const { postId } = parseInput(PostParams, request.params);
    const input = parseInput(UpdatePost, request.body);
    const who = await writer(request);
    const post = await change(siteId, (db) => blog.updatePost(db, siteId, blogId, postId, input, who));
    reply.header('Cache-Control', PRIVATE);
    return { post };
  });

  app.post('/api/config/blogs/:blogId/posts/:postId/duplicate', async (request, reply) => {
    const { siteId, blogId } = await blogOf(request);
    const { postId } = parseInput(PostParams, request.params);
    const who = await writer(request);
    const post = await change(siteId, (db) => blog.duplicatePost(db, siteId, blogId, postId, who));
    reply.status(201).header('Cache-Control', PRIVATE);
    return { post };
  });

  app.delete('/api/config/blogs/:blogId/posts/:postId', async (request, reply) => {
    const { siteId, blogId } = await blogOf(request);
    const { postId } = parseInput(PostParams, request.params);
    const who = await writer(request);
    const post = await change(siteId, (db) => blog.deletePost(db, siteId, blogId, postId, who));
    reply.header('Cache-Control', PRIVATE);
    return { post };
  });

  app.put('/api/config/blogs/:blogId/settings', async (request, reply) => {
    const { siteId, blogId } = await blogOf(request);
    const input = parseInput(BlogSettingsInput, request.body);
    const now = app.jobs.clock.now();
    const settings = await change(siteId, (db) => blog.saveSettings(db, siteId, blogId, input, now));
    reply.header('Cache-Control', PRIVATE);
    return { settings };
  });
}
