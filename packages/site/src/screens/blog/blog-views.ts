import type { MediaLookup } from '../../blocks/image/media-context';

/** A link with its words: a tag, a category, an author. */
export interface BlogLink {
  name: string;
  href: string;
}

/** One post in a blog's list. */
export interface PostCard {
  title: string;
  href: string;
  /** ISO date-time it went live; `dateText` is it as the page's language writes it. */
  date: string;
  dateText: string;
  excerpt: string;
  author?: BlogLink;
  tags: BlogLink[];
  /** The featured image's library id (in `media`) and its alt text. */
  image?: { mediaId: string; alt: string };
}

/** A blog's list, or one of its archives (a tag, a category, an author). */
export interface BlogListScreenProps {
  blogTitle: string;
  blogPath: string;
  /** The archive's heading, when the list is one; the blog's title is the page's heading otherwise. */
  archive?: { kind: 'tag' | 'category' | 'author'; name: string };
  posts: PostCard[];
  page: number;
  pages: number;
  /** The addresses of the neighbouring pages of this list, where there are some. */
  newerHref?: string;
  olderHref?: string;
  feedHref: string;
  media: MediaLookup;
}

/** One post's page. */
export interface PostScreenProps {
  blogTitle: string;
  blogPath: string;
  title: string;
  date: string;
  dateText: string;
  /** ProseMirror JSON, the Text block's document. */
  body: unknown;
  author?: BlogLink & { bio: string };
  tags: BlogLink[];
  categories: BlogLink[];
  image?: { mediaId: string; alt: string };
  media: MediaLookup;
}
