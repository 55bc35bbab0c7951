import type { PageSeo } from './seo';

/**
 * A page is a document: sections of blocks. Owners edit a draft; publishing freezes a copy as a
 * new published version. Block settings are per block type (see block-settings.ts).
 */
export interface PageDocument {
  sections: PageSection[];
  /** Search and sharing settings; published with the page like its content. */
  seo?: PageSeo;
}

export interface PageSection {
  id: string;
  blocks: PageBlock[];
}

export interface PageBlock {
  id: string;
  /** A value of the BlockType enumeration (spec 001 §3). */
  type: number;
  settings: Record<string, unknown>;
}

/** ProseMirror JSON, as stored for rich-text (html) blocks. */
export interface ProseMirrorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ProseMirrorNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

export const emptyDocument = (): PageDocument => ({ sections: [] });
