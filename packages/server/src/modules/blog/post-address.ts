import { sanitizeBlogUrlFormat } from '@atelier/domain';

/** The address format of a new blog's posts: year, month, day, then the post's own part. */
export const DEFAULT_URL_FORMAT = '%y/%m/%d/%t';
export const TITLE_TOKEN = '%t';

/**
 * A format as the owner typed it, cleaned by the spec's rule (000 §5, sanitizeBlogUrlFormat), with
 * empty segments dropped; a format without the title token gets it at the end, so two posts of one
 * day never share an address.
 */
export function normaliseUrlFormat(input: string): string {
  const segments = sanitizeBlogUrlFormat(input)
    .split('/')
    .filter((segment) => segment !== '');
  if (!segments.some((segment) => segment.includes(TITLE_TOKEN))) segments.push(TITLE_TOKEN);
  return segments.join('/');
}

const two = (value: number) => String(value).padStart(2, '0');

/** A post's address under its blog: the format with its date (UTC) and its own part filled in. */
export function postPath(format: string, date: Date, slug: string): string {
  return format
    .replaceAll('%y', String(date.getUTCFullYear()))
    .replaceAll('%m', two(date.getUTCMonth() + 1))
    .replaceAll('%d', two(date.getUTCDate()))
    .replaceAll(TITLE_TOKEN, slug);
}

/** A title as the post's own part of its address: "First light!" -> "first-light". */
export function postSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'post';
}
