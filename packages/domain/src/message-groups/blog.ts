/**
 * Ours, not the specification's: the words of a blog's visitor pages (modules/blog): its list, its
 * archives by tag, category and author, and each post.
 */
export const blogMessages = {
  /** The heading of a tag's archive. */
  taggedHeading: 'Posts tagged “{tag}”',
  /** The heading of a category's archive. */
  categoryHeading: 'Posts in “{category}”',
  /** The heading of an author's archive. */
  authorHeading: 'Posts by {author}',
  /** Under a post's title. */
  byline: 'By {author}',
  /** The list when no post is live yet. */
  noPosts: 'No posts yet.',
  /** The link from a post in the list to the whole of it. */
  readMore: 'Read more',
  /** Pagination. */
  newer: 'Newer posts',
  older: 'Older posts',
  pageOf: 'Page {page} of {pages}',
  /** Before a post's tags and categories. */
  tags: 'Tags',
  categories: 'Categories',
  /** The feed link's name. */
  feed: 'RSS feed',
  /** The way back from a post to its blog. */
  backToBlog: 'All posts',
} as const;
