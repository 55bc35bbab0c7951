/**
 * Markdown block (spec 001 §3 block type 44): text the owner writes in Markdown. The site turns it
 * into the rich-text document a Text block holds and renders that, so it shows exactly what rich
 * text may show (headings, lists, links with checked addresses, emphasis, code, quotations) and
 * never raw HTML.
 */
export interface MarkdownBlockSettings {
  /** The Markdown source, translatable as a whole. */
  text: string;
}

export const MARKDOWN_LIMITS = {
  text: 20_000,
} as const;
