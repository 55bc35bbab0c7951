/**
 * Placeholders of a blog post URL format, filled per post: year, month, day and title. A token is
 * a percent sign before the letter; bare letters are ordinary text.
 */
export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;
export type BlogUrlToken = (typeof BLOG_URL_TOKENS)[number];

const KEPT = /%[ymdt]|[a-z0-9/-]/g;

/**
 * Cleans a blog URL format as the owner types it (spec 000 §5): spaces become hyphens, the result
 * is lowercased, and only letters, digits, slash, hyphen and the tokens are kept.
 */
export function sanitizeBlogUrlFormat(input: string): string {
  const lowered = input.replace(/\s/g, '-').toLowerCase();
  return (lowered.match(KEPT) ?? []).join('');
}
