import { emptyDocument, PageType } from '@atelier/domain';
import { srcsetWidths } from '@atelier/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authorSlug, type BlogPost, rowToPost } from '#modules/blog/blog.model';
import * as q from '#modules/blog/blog.queries';
import { readSettings } from '#modules/blog/blog.service';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { publishedBlogAt } from '#render/blog-lookup';
import {
  type BlogRef,
  blogPostingJsonLd,
  feedPath,
  listScreenView,
  postHref,
  postScreenView,
  rssFeed,
  summaryOf,
} from '#render/blog-view';
import { mediaLookupFor } from '#render/media-lookup';
import { pageLanguageOf } from '#render/page-language';
import { sendScreen } from '#render/plain-page';
import { ownerPreview } from './storefront-pages.routes';

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const POST_PATH = /^[a-z0-9-]+(?:\/[a-z0-9-]+){0,7}$/;
const FEED_ITEMS = 20;
const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).optional().catch(1).default(1),
});

const decoded = (part: string): string | null => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/**
 * Answers an address under a published blog (spec 000 §2 blog list): `/{blog}` its list,
 * `/{blog}/tag/{tag}`, `/category/{category}`, `/author/{author}` its archives, `/{blog}/rss.xml`
 * its feed, and `/{blog}/{post address}` a post, or a 301 from an address the post had before.
 * True once answered; false when no blog lives at the address's first segment, or nothing under it
 * matches (the published pages' catch-all then answers, with the not-found page).
 */
export async function answerBlog(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<boolean> {
  if (!request.site) return false;
  const [first, ...rest] = path.slice(1).split('/');
  if (!first || !SEGMENT.test(first) || first === 'home') return false;
  const row =
    (await publishedBlogAt(app.db, request.site.id, first)) ??
    ((await ownerPreview(app, request))
      ? await publishedBlogAt(app.db, request.site.id, first, true)
      : undefined);
  if (!row) return false;
  const siteId = request.site.id;
  const blog: BlogRef = { title: row.title, path: `/${row.slug}` };
  const language = pageLanguageOf(request).tag;
  const origin = requestOrigin(request);
  const live = async () => (await q.livePosts(app.db, siteId, row.id)).map(rowToPost);
  const cachePath = Object.keys(request.query ?? {}).length === 0 ? path : undefined;
  const feeds = [{ title: `${blog.title} RSS`, href: feedPath(blog) }];

  const sendList = async (
    posts: BlogPost[],
    listPath: string,
    archive?: { kind: 'tag' | 'category' | 'author'; name: string },
  ) => {
    const { perPage } = await readSettings(app.db, siteId, row.id);
    const { page } = ListQuery.parse(request.query ?? {});
    const media = await mediaLookupFor(
      app.db,
      siteId,
      emptyDocument(),
      posts.flatMap((p) => p.featuredMediaId ?? []),
    );
    const view = listScreenView(blog, listPath, posts, page, perPage, language, media, archive);
    const shown = posts.slice((page - 1) * perPage, page * perPage);
    await sendScreen(reply, {
      title: archive ? `${archive.name} · ${blog.title}` : blog.title,
      view: { screen: 'blog', ...view },
      index: true,
      description: archive ? undefined : shown[0] ? summaryOf(shown[0]) : undefined,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: blog.title,
          url: `${origin}${blog.path}`,
          blogPost: shown.map((post) => blogPostingJsonLd(origin, blog, post)),
        },
      ],
      feeds,
      cachePath,
    });
    return true;
  };

  if (rest.length === 0) return sendList(await live(), blog.path);
  if (rest.length === 1 && rest[0] === 'rss.xml') {
    const posts = (await live()).slice(0, FEED_ITEMS);
    reply
      .header('Content-Type', 'application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(rssFeed(origin, blog, request.site.title, posts, language));
    return true;
  }
  if (rest.length === 2 && ['tag', 'category', 'author'].includes(rest[0]!)) {
    const kind = rest[0] as 'tag' | 'category' | 'author';
    const name = decoded(rest[1]!);
    if (!name) return false;
    const all = await live();
    const posts = all.filter((post) =>
      kind === 'tag'
        ? post.tags.includes(name)
        : kind === 'category'
          ? post.categories.includes(name)
          : post.authorName !== '' && authorSlug(post.authorName) === name,
    );
    if (posts.length === 0) return false;
    const shownName = kind === 'author' ? posts[0]!.authorName : name;
    return sendList(posts, path, { kind, name: shownName });
  }
  const postPath = rest.join('/');
  if (!POST_PATH.test(postPath)) return false;
  const found = await q.postAtPath(app.db, siteId, row.id, postPath);
  const post = found ? rowToPost(found) : null;
  if (!post || post.status !== 'published') {
    const moved = await q.redirectAt(app.db, siteId, row.id, postPath);
    if (!moved || moved.status !== 1) return false;
    reply.header('Cache-Control', 'no-cache').redirect(postHref(blog, moved), 301);
    return true;
  }
  const media = await mediaLookupFor(
    app.db,
    siteId,
    emptyDocument(),
    post.featuredMediaId ? [post.featuredMediaId] : [],
  );
  const image = post.featuredMediaId ? media[post.featuredMediaId] : undefined;
  const width = image?.kind === 'image' && image.width ? srcsetWidths(image.width) : [];
  const pick = width.find((w) => w.file >= 1000) ?? width.at(-1);
  const imageUrl = image && pick ? `${image.url}${pick.file}.${image.fallback ?? 'jpeg'}` : undefined;
  await sendScreen(reply, {
    title: post.title,
    view: { screen: 'post', ...postScreenView(blog, post, language, media) },
    pageType: PageType.contentItem,
    itemId: post.id,
    index: true,
    description: summaryOf(post),
    jsonLd: [blogPostingJsonLd(origin, blog, post, imageUrl ? `${origin}${imageUrl}` : undefined)],
    image: imageUrl,
    feeds,
    cachePath,
  });
  return true;
}
