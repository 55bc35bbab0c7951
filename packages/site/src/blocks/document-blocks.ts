import type { PageBlock, PageDocument, PageSection } from '@atelier/domain';
import { isRecord } from './settings-guards';

/**
 * The sections of a document that can be rendered, each with its well-formed blocks. A stored
 * document is trusted to be a PageDocument only this far: a malformed part is skipped, not fatal.
 */
export function documentSections(document: unknown): PageSection[] {
  if (!isRecord(document) || !Array.isArray(document.sections)) return [];
  return document.sections.flatMap((section: unknown) => {
    if (!isRecord(section) || typeof section.id !== 'string') return [];
    const blocks = Array.isArray(section.blocks) ? section.blocks.filter(isPageBlock) : [];
    const layout = isRecord(section.layout) ? (section.layout as PageSection['layout']) : undefined;
    return [layout ? { id: section.id, blocks, layout } : { id: section.id, blocks }];
  });
}

export function documentBlocks(document: PageDocument): PageBlock[] {
  return documentSections(document).flatMap((section) => section.blocks);
}

function isPageBlock(block: unknown): block is PageBlock {
  return isRecord(block) && typeof block.id === 'string' && typeof block.type === 'number';
}
