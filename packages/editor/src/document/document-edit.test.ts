import type { PageBlock, PageDocument } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import {
  addBlock,
  addSection,
  canMoveBlock,
  deleteBlock,
  deleteSection,
  findBlock,
  insertBlock,
  moveBlock,
  moveSection,
  updateBlockSettings,
} from './document-edit';

const block = (id: string): PageBlock => ({ id, type: 2, settings: { n: id } });

/** Two sections: s1 = [a, b], s2 = [c]. */
const sample = (): PageDocument => ({
  sections: [
    { id: 's1', blocks: [block('a'), block('b')] },
    { id: 's2', blocks: [block('c')] },
  ],
});

const layout = (doc: PageDocument) =>
  doc.sections.map((s) => `${s.id}:${s.blocks.map((b) => b.id).join(',')}`);

describe('sections', () => {
  it('adds a section at the end or at an index without touching the input', () => {
    const doc = sample();
    const before = structuredClone(doc);
    expect(layout(addSection(doc, 's3'))).toEqual(['s1:a,b', 's2:c', 's3:']);
    expect(layout(addSection(doc, 's0', 0))).toEqual(['s0:', 's1:a,b', 's2:c']);
    expect(doc).toEqual(before);
  });

  it('gives a new section a 24-character id by default', () => {
    expect(addSection({ sections: [] }).sections[0]?.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('deletes a section with its blocks', () => {
    const doc = sample();
    expect(layout(deleteSection(doc, 's1'))).toEqual(['s2:c']);
    expect(layout(doc)).toEqual(['s1:a,b', 's2:c']);
    expect(deleteSection(doc, 'nope')).toBe(doc);
  });

  it('moves a section up and down and stops at the edges', () => {
    const doc = sample();
    expect(layout(moveSection(doc, 's2', -1))).toEqual(['s2:c', 's1:a,b']);
    expect(layout(moveSection(doc, 's1', 1))).toEqual(['s2:c', 's1:a,b']);
    expect(moveSection(doc, 's1', -1)).toBe(doc);
    expect(moveSection(doc, 's2', 1)).toBe(doc);
  });
});

describe('blocks', () => {
  it('adds a block at the end of a section or at an index', () => {
    const doc = sample();
    expect(layout(addBlock(doc, block('x'), 's1'))).toEqual(['s1:a,b,x', 's2:c']);
    expect(layout(addBlock(doc, block('x'), 's1', 0))).toEqual(['s1:x,a,b', 's2:c']);
    expect(layout(doc)).toEqual(['s1:a,b', 's2:c']);
    expect(addBlock(doc, block('x'), 'missing')).toBe(doc);
  });

  it('inserts after the selected block, else at the end of the last section', () => {
    const doc = sample();
    expect(layout(insertBlock(doc, block('x'), 'a'))).toEqual(['s1:a,x,b', 's2:c']);
    expect(layout(insertBlock(doc, block('x'), null))).toEqual(['s1:a,b', 's2:c,x']);
    expect(layout(insertBlock(doc, block('x'), 'gone'))).toEqual(['s1:a,b', 's2:c,x']);
  });

  it('creates the first section when inserting into an empty page', () => {
    const doc: PageDocument = { sections: [] };
    expect(layout(insertBlock(doc, block('x'), null, () => 'new'))).toEqual(['new:x']);
    expect(doc.sections).toHaveLength(0);
  });

  it('deletes a block', () => {
    const doc = sample();
    expect(layout(deleteBlock(doc, 'b'))).toEqual(['s1:a', 's2:c']);
    expect(layout(doc)).toEqual(['s1:a,b', 's2:c']);
    expect(deleteBlock(doc, 'zzz')).toBe(doc);
  });

  it('moves a block within its section', () => {
    const doc = sample();
    expect(layout(moveBlock(doc, 'a', 1))).toEqual(['s1:b,a', 's2:c']);
    expect(layout(moveBlock(doc, 'b', -1))).toEqual(['s1:b,a', 's2:c']);
    expect(layout(doc)).toEqual(['s1:a,b', 's2:c']);
  });

  it('moves a block across sections at the section edges', () => {
    const doc = sample();
    expect(layout(moveBlock(doc, 'b', 1))).toEqual(['s1:a', 's2:b,c']);
    expect(layout(moveBlock(doc, 'c', -1))).toEqual(['s1:a,b,c', 's2:']);
  });

  it('does not move past the first or last place of the page', () => {
    const doc = sample();
    expect(moveBlock(doc, 'a', -1)).toBe(doc);
    expect(moveBlock(doc, 'c', 1)).toBe(doc);
    expect(canMoveBlock(doc, 'a', -1)).toBe(false);
    expect(canMoveBlock(doc, 'a', 1)).toBe(true);
    expect(canMoveBlock(doc, 'c', 1)).toBe(false);
  });

  it('moves into an empty neighbouring section', () => {
    const doc = addSection(sample(), 'empty');
    expect(layout(moveBlock(doc, 'c', 1))).toEqual(['s1:a,b', 's2:', 'empty:c']);
  });

  it('replaces the settings of one block only', () => {
    const doc = sample();
    const next = updateBlockSettings(doc, 'b', { n: 'changed' });
    expect(findBlock(next, 'b')?.block.settings).toEqual({ n: 'changed' });
    expect(findBlock(next, 'a')?.block.settings).toEqual({ n: 'a' });
    expect(findBlock(doc, 'b')?.block.settings).toEqual({ n: 'b' });
    expect(next.sections[1]).toBe(doc.sections[1]);
  });

  it('finds a block with its position', () => {
    expect(findBlock(sample(), 'c')).toMatchObject({ sectionIndex: 1, blockIndex: 0 });
    expect(findBlock(sample(), 'nope')).toBeNull();
  });
});
