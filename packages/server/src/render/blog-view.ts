import type { BlogLink, BlogListScreenProps, PostCard, PostScreenProps } from '@atelier/site';
import { proseMirrorText } from '@atelier/site';
import { authorSlug, type BlogPost } from '#modules/blog/blog.model';

/** A blog as its visitor pages name it: its title and address (`/journal`). */
export interface BlogRef {
  title: string;
  path: string;
}

export const feedPath = (blog: BlogRef) => `${blog.path}/rss.xml`;
export const postHref = (blog: BlogRef, post: Pick<BlogPost, 'path'>) => `${blog.path}/${post.path}`;
const tagHref = (blog: BlogRef, tag: string) => `${blog.path}/tag/${encodeURIComponent(tag)}`;
const categoryHref = (blog: BlogRef, category: string) =>
  `${blog.path}/category/${encodeURIComponent(category)}`;
export const authorHref = (blog: BlogRef, name: string) => `${blog.path}/author/${authorSlug(name)}`;

/** A date as the page's language writes it, in UTC (the date of the post's address). */
export const dateText = (iso: string, tag: string): string =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The excerpt the owner wrote, else the body's first words. */
export function summaryOf(post: BlogPost, max = 240): string {
  const text = (post.excerpt || proseMirrorText(post.body).replace(/\s+/g, ' ')).trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const livedAt = (post: BlogPost) => post.publishAt ?? post.createdAt;

export function postCard(blog: BlogRef, post: BlogPost, tag: string): PostCard {
  return {
    title: post.title,
    href: postHref(blog, post),
    date: livedAt(post),
    dateText: dateText(livedAt(post), tag),
    excerpt: summaryOf(post),
    ...(post.authorName
      ? { author: { name: post.authorName, href: authorHref(blog, post.authorName) } }
      : {}),
    tags: post.tags.map((name) => ({ name, href: tagHref(blog, name) })),
    ...(post.featuredMediaId ? { image: { mediaId: post.featuredMediaId, alt: post.title } } : {}),
  };
}

export function postScreenView(
  blog: BlogRef,
  post: BlogPost,
  tag: string,
  media: PostScreenProps['media'],
): PostScreenProps {
  const links = (names: string[], href: (blog: BlogRef, name: string) => string): BlogLink[] =>
    names.map((name) => ({ name, href: href(blog, name) }));
  return {
    blogTitle: blog.title,
    blogPath: blog.path,
    title: post.title,
    date: livedAt(post),
    dateText: dateText(livedAt(post), tag),
    body: post.body,
    ...(post.authorName
      ? { author: { name: post.authorName, href: authorHref(blog, post.authorName), bio: post.authorBio } }
      : {}),
    tags: links(post.tags, tagHref),
    categories: links(post.categories, categoryHref),
    ...(post.featuredMediaId ? { image: { mediaId: post.featuredMediaId, alt: post.title } } : {}),
    media,
  };
}

/** One page of a list: its posts, with links to its neighbours (`?page=`). */
export function listScreenView(
  blog: BlogRef,
  listPath: string,
  posts: BlogPost[],
  page: number,
  perPage: number,
  tag: string,
  media: BlogListScreenProps['media'],
  archive?: BlogListScreenProps['archive'],
): BlogListScreenProps {
  const pages = Math.max(1, Math.ceil(posts.length / perPage));
  const shown = posts.slice((page - 1) * perPage, page * perPage);
  const at = (n: number) => (n === 1 ? listPath : `${listPath}?page=${n}`);
  return {
    blogTitle: blog.title,
    blogPath: blog.path,
    ...(archive ? { archive } : {}),
    posts: shown.map((post) => postCard(blog, post, tag)),
    page,
    pages,
    ...(page > 1 ? { newerHref: at(page - 1) } : {}),
    ...(page < pages ? { olderHref: at(page + 1) } : {}),
    feedHref: feedPath(blog),
    media,
  };
}

/** schema.org BlogPosting of a post (structured data on its page and in its blog's list). */
export function blogPostingJsonLd(origin: string, blog: BlogRef, post: BlogPost, image?: string): object {
  const url = `${origin}${postHref(blog, post)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    url,
    mainEntityOfPage: url,
    datePublished: livedAt(post),
    dateModified: post.updatedAt,
    description: summaryOf(post),
    ...(post.authorName ? { author: { '@type': 'Person', name: post.authorName } } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    ...(post.categories.length ? { articleSection: post.categories } : {}),
    ...(image ? { image } : {}),
  };
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// Characters XML 1.0 does not allow at all are dropped rather than escaped.
const xml = (value: string) =>
  value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/** A blog's RSS 2.0 feed: its newest live posts, absolute links, dates in RFC 822. */
export function rssFeed(
  origin: string,
  blog: BlogRef,
  siteTitle: string,
  posts: BlogPost[],
  language: string,
) {
  const link = `${origin}${blog.path}`;
  const items = posts.map((post) => {
    const url = `${origin}${postHref(blog, post)}`;
    return [
      '<item>',
      `<title>${xml(post.title)}</title>`,
      `<link>${xml(url)}</link>`,
      `<guid isPermaLink="false">${xml(post.id)}</guid>`,
      `<pubDate>${new Date(livedAt(post)).toUTCString()}</pubDate>`,
      `<description>${xml(summaryOf(post, 500))}</description>`,
      ...post.categories.map((category) => `<category>${xml(category)}</category>`),
      ...(post.authorName ? [`<dc:creator>${xml(post.authorName)}</dc:creator>`] : []),
      '</item>',
    ].join('');
  });
  const built = posts[0] ? new Date(livedAt(posts[0])).toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(`${blog.title} · ${siteTitle}`)}</title>`,
    `<link>${xml(link)}</link>`,
    `<description>${xml(blog.title)}</description>`,
    `<language>${xml(language)}</language>`,
    `<lastBuildDate>${built}</lastBuildDate>`,
    `<atom:link href="${xml(`${origin}${feedPath(blog)}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
