import type { PageDocument } from '@atelier/domain';
import { documentBlocks } from '../blocks/document-blocks';
import { type BlockRegistry, blockRegistry } from '../blocks/registry';
import { escapeRegExp } from './escape-reg-exp';

/**
 * The words a visitor sees on a page, block by block, one line per paragraph-like piece: what site
 * search indexes. Blocks without words (spacers, rules, search boxes) add nothing.
 */
export function documentText(document: PageDocument, registry: BlockRegistry = blockRegistry): string {
  const pieces: string[] = [];
  for (const block of documentBlocks(document)) {
    const text = registry.get(block.type)?.text;
    if (!text) continue;
    try {
      pieces.push(text(block.settings));
    } catch {
      // A block whose settings cannot be read renders nothing, so it has no words either.
    }
  }
  return pieces
    .join('\n')
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const ELLIPSIS = '…';

/**
 * About `length` characters of `text` around the first place the query occurs (the whole phrase,
 * else its first word that occurs), cut at word boundaries and marked with an ellipsis where cut.
 * Without a match it is the beginning of the text.
 */
export function snippetAround(text: string, query: string, length = 160): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  if (flat.length <= length) return flat;
  const match = findQuery(flat, query);
  const center = match ? match.index + match.length / 2 : 0;
  let start = Math.max(0, Math.min(Math.round(center - length / 2), flat.length - length));
  let end = Math.min(flat.length, start + length);
  // Move inwards to whole words, unless a single word is longer than the window.
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < (match?.index ?? end)) start = space + 1;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start && space >= (match ? match.index + match.length : start)) end = space;
  }
  return `${start > 0 ? ELLIPSIS : ''}${flat.slice(start, end).trim()}${end < flat.length ? ELLIPSIS : ''}`;
}

function findQuery(text: string, query: string): { index: number; length: number } | null {
  const phrase = query.replace(/\s+/gu, ' ').trim();
  if (!phrase) return null;
  const candidates = [phrase, ...phrase.split(' ')];
  for (const candidate of candidates) {
    // A case-insensitive regular expression, not toLowerCase(): lower-casing can change a string's
    // length (e.g. "İ"), which would shift every index after it.
    const found = new RegExp(escapeRegExp(candidate), 'iu').exec(text);
    if (found) return { index: found.index, length: found[0].length };
  }
  return null;
}
