import type { ProseMirrorNode } from './page-document';

/**
 * Settings of each block type the renderer knows, keyed by the block-type numbers of spec 001 §3.
 * The server validates a draft against these shapes before storing it.
 */
export interface HtmlBlockSettings {
  /** A ProseMirror document (Tiptap starter kit nodes: paragraph, heading 1-4, lists, blockquote, hardBreak; marks bold, italic, link, code). */
  doc: ProseMirrorNode;
}

export interface ImageBlockSettings {
  src: string;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
  /** Optional click-through address. */
  link?: string;
  /** The design, one of the image variants 1012–1017 (IMAGE_DESIGNS); inline when absent. */
  variant?: number;
  /** The words of the designs other than inline: a title, a rich text and an optional button. */
  title?: string;
  text?: ProseMirrorNode;
  buttonLabel?: string;
  /** Where the button leads, checked as a Button block's link is. */
  buttonLink?: string;
}

export interface ButtonBlockSettings {
  label: string;
  href: string;
  size: 'small' | 'medium' | 'large';
  alignment: 'left' | 'center' | 'right';
  newWindow: boolean;
}

export interface SpacerBlockSettings {
  /** Height in px, 8 to 400. */
  height: number;
}

export interface QuoteBlockSettings {
  text: string;
  source?: string;
}

export interface SearchBlockSettings {
  placeholder: string;
}

export type HorizontalRuleBlockSettings = Record<string, never>;

/** A heading is a rich-text block whose document is one heading node: the editor offers it as its own kind. */
export function headingDoc(text: string, level = 2): ProseMirrorNode {
  return {
    type: 'doc',
    content: [{ type: 'heading', attrs: { level }, content: text ? [{ type: 'text', text }] : [] }],
  };
}

export function paragraphDoc(...paragraphs: string[]): ProseMirrorNode {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] })),
  };
}
