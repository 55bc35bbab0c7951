import { newId, type PageBlock, type PageDocument, type PageSection, sectionHasRoom } from '@atelier/domain';
import { stepBlock } from './layout-edit';

/**
 * Edits of a page document. Every function returns a new document and leaves its input alone,
 * so React can compare documents by reference; an edit that changes
 * nothing returns the input itself.
 */

export interface BlockLocation {
  sectionIndex: number;
  blockIndex: number;
  block: PageBlock;
}

export function findBlock(doc: PageDocument, blockId: string): BlockLocation | null {
  for (const [sectionIndex, section] of doc.sections.entries()) {
    const blockIndex = section.blocks.findIndex((b) => b.id === blockId);
    const block = section.blocks[blockIndex];
    if (block) return { sectionIndex, blockIndex, block };
  }
  return null;
}

const withSection = (doc: PageDocument, index: number, section: PageSection): PageDocument => ({
  ...doc,
  sections: doc.sections.map((s, i) => (i === index ? section : s)),
});

export function addSection(
  doc: PageDocument,
  sectionId: string = newId(),
  atIndex = doc.sections.length,
): PageDocument {
  const sections = [...doc.sections];
  sections.splice(Math.max(0, Math.min(atIndex, sections.length)), 0, { id: sectionId, blocks: [] });
  return { ...doc, sections };
}

export function deleteSection(doc: PageDocument, sectionId: string): PageDocument {
  if (!doc.sections.some((s) => s.id === sectionId)) return doc;
  return { ...doc, sections: doc.sections.filter((s) => s.id !== sectionId) };
}

/** Moves a whole section one place up (-1) or down (1). */
export function moveSection(doc: PageDocument, sectionId: string, direction: -1 | 1): PageDocument {
  const from = doc.sections.findIndex((s) => s.id === sectionId);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= doc.sections.length) return doc;
  const sections = [...doc.sections];
  const [moved] = sections.splice(from, 1);
  sections.splice(to, 0, moved!);
  return { ...doc, sections };
}

/** Inserts a block into a section at an index (the end when absent); unknown sections change nothing. */
export function addBlock(
  doc: PageDocument,
  block: PageBlock,
  sectionId: string,
  index?: number,
): PageDocument {
  const sectionIndex = doc.sections.findIndex((s) => s.id === sectionId);
  const section = doc.sections[sectionIndex];
  if (!section) return doc;
  const blocks = [...section.blocks];
  const at = index === undefined ? blocks.length : Math.max(0, Math.min(index, blocks.length));
  blocks.splice(at, 0, block);
  return withSection(doc, sectionIndex, { ...section, blocks });
}

/**
 * Where the "Add block" button puts a block: right after the selected block (in its column), else
 * at the end of the last section; a page without sections gets its first one. A full section
 * (spec 001 §9) takes no more: the input comes back unchanged.
 */
export function insertBlock(
  doc: PageDocument,
  block: PageBlock,
  afterBlockId: string | null,
  newSectionId: () => string = newId,
): PageDocument {
  const selected = afterBlockId ? findBlock(doc, afterBlockId) : null;
  if (selected) {
    const section = doc.sections[selected.sectionIndex]!;
    if (!sectionHasRoom(section)) return doc;
    const column = selected.block.column;
    return addBlock(doc, column ? { ...block, column } : block, section.id, selected.blockIndex + 1);
  }
  const last = doc.sections[doc.sections.length - 1];
  if (last) return sectionHasRoom(last) ? addBlock(doc, block, last.id) : doc;
  const sectionId = newSectionId();
  return addBlock(addSection(doc, sectionId), block, sectionId);
}

export function deleteBlock(doc: PageDocument, blockId: string): PageDocument {
  const found = findBlock(doc, blockId);
  if (!found) return doc;
  const section = doc.sections[found.sectionIndex]!;
  return withSection(doc, found.sectionIndex, {
    ...section,
    blocks: section.blocks.filter((b) => b.id !== blockId),
  });
}

/** Whether moveBlock would change anything: lets the panel disable the button instead of doing nothing. */
export function canMoveBlock(doc: PageDocument, blockId: string, direction: -1 | 1): boolean {
  return moveBlock(doc, blockId, direction) !== doc;
}

/**
 * Moves a block one place up (-1) or down (1) within its column. At the edge of its section it
 * crosses into the neighbouring section (to its end going up, to its start going down), so a block
 * can travel through the whole page with the two buttons alone.
 */
export const moveBlock = stepBlock;

export function updateBlockSettings(
  doc: PageDocument,
  blockId: string,
  settings: Record<string, unknown>,
): PageDocument {
  const found = findBlock(doc, blockId);
  if (!found) return doc;
  const section = doc.sections[found.sectionIndex]!;
  return withSection(doc, found.sectionIndex, {
    ...section,
    blocks: section.blocks.map((b) => (b.id === blockId ? { ...b, settings } : b)),
  });
}
