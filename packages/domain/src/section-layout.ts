import { LIMITS } from './constants';
import type { PageBlock, PageSection } from './page-document';

/** How a section is laid out: columns side by side on wide screens (stacked on phones) and its box. */
export interface SectionLayout {
  /** 1 to 4 columns; absent means 1. */
  columns?: number;
  background?: SectionBackground;
  height?: SectionHeight;
  padding?: SectionPadding;
}

export interface SectionBackground {
  /** A #rrggbb colour. */
  color?: string;
  /** A media library image, covering the section behind its blocks. */
  mediaId?: string;
}

export const SECTION_HEIGHTS = ['auto', 'small', 'medium', 'large', 'screen'] as const;
export type SectionHeight = (typeof SECTION_HEIGHTS)[number];
export const SECTION_PADDINGS = ['none', 'small', 'medium', 'large'] as const;
export type SectionPadding = (typeof SECTION_PADDINGS)[number];

export const MAX_SECTION_COLUMNS = 4;
/** Spec 001 §9 allows 60 blocks per layout; a section is one layout, whatever its columns. */
export const BLOCKS_PER_LAYOUT_MESSAGE = `A section holds at most ${LIMITS.maxBlocksPerLayout} blocks.`;
/** Whether one more block fits in the section. */
export const sectionHasRoom = (section: { blocks: readonly unknown[] }): boolean =>
  section.blocks.length < LIMITS.maxBlocksPerLayout;
/** The only colour form a section background takes: it reaches a style attribute, so nothing else is let through. */
export const SECTION_COLOUR = /^#[0-9a-f]{6}$/i;

/** The section's column count, always 1 to 4 whatever the stored value. */
export function sectionColumns(section: Pick<PageSection, 'layout'>): number {
  const n = section.layout?.columns;
  return typeof n === 'number' && Number.isInteger(n) ? Math.min(MAX_SECTION_COLUMNS, Math.max(1, n)) : 1;
}

/** The column a block shows in, within a section of `columns` columns. */
export function blockColumn(block: Pick<PageBlock, 'column'>, columns: number): number {
  const c = block.column;
  return typeof c === 'number' && Number.isInteger(c) && c > 0 ? Math.min(c, columns - 1) : 0;
}

/** The blocks of each column, in the section's order. */
export function columnsOf<B extends Pick<PageBlock, 'column'>>(section: {
  blocks: readonly B[];
  layout?: SectionLayout;
}): B[][] {
  const count = sectionColumns(section);
  const columns: B[][] = Array.from({ length: count }, () => []);
  for (const block of section.blocks) columns[blockColumn(block, count)]!.push(block);
  return columns;
}

/** The section background colour when it is a well-formed #rrggbb, else null. */
export function sectionColour(layout: SectionLayout | undefined): string | null {
  const color = layout?.background?.color;
  return typeof color === 'string' && SECTION_COLOUR.test(color) ? color.toLowerCase() : null;
}
