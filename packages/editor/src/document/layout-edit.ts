import {
  blockColumn,
  columnsOf,
  type PageBlock,
  type PageDocument,
  type SectionLayout,
  sectionColumns,
  sectionHasRoom,
} from '@atelier/domain';

/**
 * Edits of a document's layout: section columns and box, and moving blocks between places. Like
 * document-edit.ts, each returns a new document, or its input when nothing changes (a move into a
 * full section, past an edge, or to where the block already is).
 */

/** Where a block is: its section, its column and its index within that column. */
export interface BlockPlace {
  sectionId: string;
  column: number;
  index: number;
}

export function placeOf(doc: PageDocument, blockId: string): BlockPlace | null {
  for (const section of doc.sections) {
    const columns = columnsOf(section);
    for (const [column, blocks] of columns.entries()) {
      const index = blocks.findIndex((b) => b.id === blockId);
      if (index >= 0) return { sectionId: section.id, column, index };
    }
  }
  return null;
}

const withColumn = (block: PageBlock, column: number): PageBlock => {
  const { column: _old, ...rest } = block;
  return column > 0 ? { ...rest, column } : rest;
};

/**
 * Puts a block at a place: `index` counts the blocks of the target column as they are once the
 * block has left its old place. Refused (input returned) when another section is full (spec 001 §9).
 */
export function placeBlock(doc: PageDocument, blockId: string, target: BlockPlace): PageDocument {
  const from = placeOf(doc, blockId);
  const section = doc.sections.find((s) => s.id === target.sectionId);
  if (!from || !section) return doc;
  if (from.sectionId !== target.sectionId && !sectionHasRoom(section)) return doc;
  const column = Math.max(0, Math.min(target.column, sectionColumns(section) - 1));
  let moved: PageBlock | undefined;
  const without = doc.sections.map((s) => {
    const found = s.blocks.find((b) => b.id === blockId);
    if (!found) return s;
    moved = found;
    return { ...s, blocks: s.blocks.filter((b) => b.id !== blockId) };
  });
  if (!moved) return doc;
  const placed = withColumn(moved, column);
  const sections = without.map((s) => {
    if (s.id !== target.sectionId) return s;
    const columnBlocks = columnsOf(s)[column] ?? [];
    const blocks = [...s.blocks];
    const before = columnBlocks[Math.max(0, target.index)];
    const after = columnBlocks[columnBlocks.length - 1];
    let at = blocks.length;
    if (before && target.index < columnBlocks.length) at = blocks.indexOf(before);
    else if (after) at = blocks.indexOf(after) + 1;
    blocks.splice(at, 0, placed);
    return { ...s, blocks };
  });
  const next = { ...doc, sections };
  const now = placeOf(next, blockId);
  return now && now.sectionId === from.sectionId && now.column === from.column && now.index === from.index
    ? doc
    : next;
}

/**
 * Moves a block one place up (-1) or down (1) in its column; at the column's edge it crosses into
 * the same column of the neighbouring section (to its end going up, its start going down).
 */
export function stepBlock(doc: PageDocument, blockId: string, direction: -1 | 1): PageDocument {
  const at = placeOf(doc, blockId);
  if (!at) return doc;
  const sectionIndex = doc.sections.findIndex((s) => s.id === at.sectionId);
  const length = columnsOf(doc.sections[sectionIndex]!)[at.column]!.length;
  const target = at.index + direction;
  if (target >= 0 && target < length) return placeBlock(doc, blockId, { ...at, index: target });
  const neighbour = doc.sections[sectionIndex + direction];
  if (!neighbour) return doc;
  const column = Math.min(at.column, sectionColumns(neighbour) - 1);
  const index = direction < 0 ? columnsOf(neighbour)[column]!.length : 0;
  return placeBlock(doc, blockId, { sectionId: neighbour.id, column, index });
}

/** Moves a block to the column on its left (-1) or right (1), at the same height where it can. */
export function shiftBlock(doc: PageDocument, blockId: string, direction: -1 | 1): PageDocument {
  const at = placeOf(doc, blockId);
  if (!at) return doc;
  const section = doc.sections.find((s) => s.id === at.sectionId)!;
  const column = at.column + direction;
  if (column < 0 || column >= sectionColumns(section)) return doc;
  const length = columnsOf(section)[column]!.length;
  return placeBlock(doc, blockId, { ...at, column, index: Math.min(at.index, length) });
}

/** Moves a section to an index among the sections. */
export function placeSection(doc: PageDocument, sectionId: string, index: number): PageDocument {
  const from = doc.sections.findIndex((s) => s.id === sectionId);
  const to = Math.max(0, Math.min(index, doc.sections.length - 1));
  if (from < 0 || from === to) return doc;
  const sections = [...doc.sections];
  const [moved] = sections.splice(from, 1);
  sections.splice(to, 0, moved!);
  return { ...doc, sections };
}

/**
 * Changes a section's layout. Fewer columns move the blocks of the removed ones into the new last
 * column, so no block is left pointing at a column that is gone.
 */
export function setSectionLayout(doc: PageDocument, sectionId: string, layout: SectionLayout): PageDocument {
  const index = doc.sections.findIndex((s) => s.id === sectionId);
  const section = doc.sections[index];
  if (!section) return doc;
  const next = { ...section, layout: cleanLayout(layout) };
  if (!next.layout) delete next.layout;
  const count = sectionColumns(next);
  next.blocks = section.blocks.map((b) =>
    blockColumn(b, count) === (b.column ?? 0) ? b : withColumn(b, blockColumn(b, count)),
  );
  return { ...doc, sections: doc.sections.map((s, i) => (i === index ? next : s)) };
}

/** The layout without its default values, or undefined when nothing is left. */
function cleanLayout(layout: SectionLayout): SectionLayout | undefined {
  const clean: SectionLayout = {};
  if (layout.columns && layout.columns > 1) clean.columns = layout.columns;
  const background = { ...layout.background };
  if (!background.color) delete background.color;
  if (!background.mediaId) delete background.mediaId;
  if (Object.keys(background).length) clean.background = background;
  if (layout.height && layout.height !== 'auto') clean.height = layout.height;
  if (layout.padding && layout.padding !== 'medium') clean.padding = layout.padding;
  return Object.keys(clean).length ? clean : undefined;
}
