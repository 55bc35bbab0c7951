import type { ReactNode } from 'react';
import { escapeRegExp } from './escape-reg-exp';

/** The words of a search query, longest first so a longer word wins over its prefix. */
export function queryTerms(query: string): string[] {
  const words = query.trim().split(/\s+/u).filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** `text` with each occurrence of a query word wrapped in <mark>, ignoring case. */
export function highlightTerms(text: string, query: string): ReactNode[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [text];
  const pattern = new RegExp(`(${terms.map((term) => escapeRegExp(term)).join('|')})`, 'giu');
  // split with one capturing group puts the matches at the odd positions; a mark's key is where it
  // starts in the text, which no other part shares.
  const parts: ReactNode[] = [];
  let offset = 0;
  text.split(pattern).forEach((part, position) => {
    parts.push(position % 2 === 1 ? <mark key={offset}>{part}</mark> : part);
    offset += part.length;
  });
  return parts;
}
