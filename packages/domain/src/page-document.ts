import type { Translations } from './languages/translations';
import type { SectionLayout } from './section-layout';
import type { PageSeo } from './seo';

/**
 * A page is a document: sections of blocks. Owners edit a draft; publishing freezes a copy as a
 * new published version. Block settings are per block type (see block-settings.ts).
 */
export interface PageDocument {
  sections: PageSection[];
  /** Search and sharing settings; published with the page like its content. */
  seo?: PageSeo;
  /**
   * The page's texts in the site's other languages (languages/translations.ts): its blocks' words,
   * its title, address and search fields. Drafted and published with the page like its content.
   */
  translations?: Translations;
}

export interface PageSection {
  id: string;
  /** All blocks of the section in reading order; each names its column (see PageBlock.column). */
  blocks: PageBlock[];
  /** Columns, background, height and padding; a section without it is one plain column. */
  layout?: SectionLayout;
}

export interface PageBlock {
  id: string;
  /** A value of the BlockType enumeration (spec 001 §3). */
  type: number;
  settings: Record<string, unknown>;
  /**
   * The column of its section the block sits in, from 0; absent means the first. A column past
   * the section's count (after the owner removed columns) shows in the last one.
   */
  column?: number;
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
