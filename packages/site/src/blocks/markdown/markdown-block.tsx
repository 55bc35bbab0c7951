import type { BlockProps } from '../block-props';
import { proseMirrorText } from '../html/prose-mirror-text';
import { renderRichText } from '../html/rich-text';
import { isRecord, readString } from '../settings-guards';
import { markdownDocument } from './markdown-doc';

/** The block's Markdown as a rich-text document, or null when it holds none. */
function documentOf(settings: unknown) {
  const source = isRecord(settings) ? readString(settings, 'text') : undefined;
  return source?.trim() ? markdownDocument(source) : null;
}

/**
 * Markdown (block type 44): rendered on the server by the rich-text renderer, from the document
 * the Markdown makes (markdown-doc.ts): the same elements, the same checked links, no raw HTML.
 */
export function MarkdownBlock({ block, root }: BlockProps) {
  const doc = documentOf(block.settings);
  if (!doc?.content?.length) return null;
  return (
    <div {...root} className="block block-markdown rich-text">
      {renderRichText(doc)}
    </div>
  );
}

/** The words, without the marks that format them, for site search. */
export function markdownBlockText(settings: unknown): string {
  const doc = documentOf(settings);
  return doc ? proseMirrorText(doc) : '';
}
