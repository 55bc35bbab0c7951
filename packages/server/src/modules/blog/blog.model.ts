import { PublicationStatus } from '@atelier/domain';
import type { BlogPostsTable, BlogSettingsTable } from '#platform/db/schema';
import type { PostStatusName } from './blog.schemas';
import { DEFAULT_URL_FORMAT } from './post-address';

export const DEFAULT_PER_PAGE = 10;

const STATUS_NAMES: Record<number, PostStatusName> = {
  [PublicationStatus.published]: 'published',
  [PublicationStatus.scheduled]: 'scheduled',
  [PublicationStatus.needsReview]: 'needs-review',
  [PublicationStatus.draft]: 'draft',
  [PublicationStatus.private]: 'private',
};

export const STATUS_NUMBERS: Record<PostStatusName, number> = {
  published: PublicationStatus.published,
  scheduled: PublicationStatus.scheduled,
  'needs-review': PublicationStatus.needsReview,
  draft: PublicationStatus.draft,
  private: PublicationStatus.private,
};

export interface BlogSettings {
  urlFormat: string;
  perPage: number;
}

export const rowToSettings = (row: BlogSettingsTable | undefined): BlogSettings => ({
  urlFormat: row?.url_format ?? DEFAULT_URL_FORMAT,
  perPage: row?.per_page ?? DEFAULT_PER_PAGE,
});

/** A post as the owner's editor and the visitor's pages read it. */
export interface BlogPost {
  id: string;
  blogId: string;
  title: string;
  /** ProseMirror JSON (the Text block's document). */
  body: unknown;
  excerpt: string;
  featuredMediaId: string | null;
  authorName: string;
  authorBio: string;
  tags: string[];
  categories: string[];
  status: PostStatusName;
  /** When it went or goes live; null for a draft never scheduled. */
  publishAt: string | null;
  slug: string;
  /** The post's address under its blog (no leading slash). */
  path: string;
  createdAt: string;
  updatedAt: string;
}

const list = (json: string): string[] => {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

export const rowToPost = (row: BlogPostsTable): BlogPost => ({
  id: row.id,
  blogId: row.blog_id,
  title: row.title,
  body: JSON.parse(row.body),
  excerpt: row.excerpt,
  featuredMediaId: row.featured_media_id,
  authorName: row.author_name,
  authorBio: row.author_bio,
  tags: list(row.tags),
  categories: list(row.categories),
  status: STATUS_NAMES[row.status] ?? 'draft',
  publishAt: row.publish_at,
  slug: row.slug,
  path: row.path,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The date a post's address and lists show: when it goes live, else when it was written. */
export const postDate = (post: Pick<BlogPost, 'publishAt' | 'createdAt'>): Date =>
  new Date(post.publishAt ?? post.createdAt);

/** An author's part of an address: "Mara Lind" -> "mara-lind". */
export const authorSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'author';
