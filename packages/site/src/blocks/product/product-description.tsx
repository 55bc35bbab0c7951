import type { ReactNode } from 'react';
import { proseMirrorText } from '../html/prose-mirror-text';
import { renderRichText } from '../html/rich-text';

/**
 * A description written before rich text: plain text, or the markup an earlier editor stored.
 * Tags are dropped (never passed through), block ends and blank lines become paragraph breaks.
 */
export function plainParagraphs(text: string): string[] {
  return text
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>?/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A product's description as elements: the rich document through the safe renderer, else plain paragraphs. */
export function productDescription(doc: unknown, text: string): ReactNode {
  const rich = renderRichText(doc);
  if (rich !== null) return rich;
  return plainParagraphs(text).map((paragraph, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have nothing else to tell them apart
    <p key={i}>{paragraph}</p>
  ));
}

/** The words of a rich description, one line per paragraph (search, structured data, mail). */
export const descriptionText = (doc: unknown): string => proseMirrorText(doc);
