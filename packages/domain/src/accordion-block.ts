import type { ProseMirrorNode } from './page-document';

/**
 * Accordion block (spec 001 §3 block type 69): items a visitor opens and closes, each a title and a
 * rich-text body (the text block's document). The open/close animation lasts ACCORDION_ANIMATION_MS
 * (constants.ts, spec 000 §9).
 */
export interface AccordionItem {
  id: string;
  title: string;
  /** A ProseMirror document, as a text block's `doc`. */
  body: ProseMirrorNode;
}

export interface AccordionBlockSettings {
  items: AccordionItem[];
  /** The first item shows open when the page loads. */
  openFirst?: boolean;
  /** Several items may be open at once; otherwise opening one closes the others. */
  allowMany?: boolean;
}

/** The bounds the server holds an accordion to, and the editor stops adding at. */
export const ACCORDION_LIMITS = {
  items: 50,
  title: 200,
} as const;
