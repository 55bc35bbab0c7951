/** The longest review text a customer may write, in characters. */
export const REVIEW_TEXT_MAX = 2000;
/** The longest owner's reply, in characters. */
export const REPLY_TEXT_MAX = 2000;
/** A review's text may hold at most this many web addresses: more is what a spam run sends. */
export const REVIEW_LINKS_MAX = 2;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;
const TAG = /<\/?[a-z!][^>]*>/gi;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/**
 * A review's text as it is kept and shown: plain text. Markup is taken out (the text is never read
 * as HTML anyway: it is shown as text), invisible and control characters removed, line endings made
 * `\n`, at most one empty line in a row, trimmed.
 */
export function plainReviewText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(TAG, '')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** How many web addresses a text holds. */
export const linkCount = (text: string): number => text.match(LINK)?.length ?? 0;

/**
 * The name a review shows: the first name and the initial of the last, 'Grace H.'; a customer with
 * one name shows that; no name at all, the part of the address before '@' is not shown: 'Customer'.
 */
export function reviewerName(fullName: string, fallback = 'Customer'): string {
  const words = plainReviewText(fullName).split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  const first = words[0]!.slice(0, 40);
  if (words.length === 1) return first;
  const initial = [...words[words.length - 1]!][0]!.toUpperCase();
  return `${first} ${initial}.`;
}
