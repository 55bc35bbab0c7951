import type { PageBlock, PageDocument } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { placeBlock, placeOf, placeSection, setSectionLayout, shiftBlock, stepBlock } from './layout-edit';

const block = (id: string, column?: number): PageBlock => ({
  id,
  type: 2,
  settings: {},
  ...(column ? { column } : {}),
});

/** s1: two columns [a, c | b]; s2: one column [d]. */
const sample = (): PageDocument => ({
  sections: [
    { id: 's1', layout: { columns: 2 }, blocks: [block('a'), block('b', 1), block('c')] },
    { id: 's2', blocks: [block('d')] },
  ],
});

const show = (doc: PageDocument) =>
  doc.sections.map((s) => s.blocks.map((b) => `${b.id}${b.column ?? 0}`).join(' '));

describe('layout edits', () => {
  it('finds a block by section, column and place in the column', () => {
    expect(placeOf(sample(), 'c')).toEqual({ sectionId: 's1', column: 0, index: 1 });
    expect(placeOf(sample(), 'b')).toEqual({ sectionId: 's1', column: 1, index: 0 });
  });

  it('moves a block to another column and section, leaving the input alone', () => {
    const doc = sample();
    const before = structuredClone(doc);
    expect(show(placeBlock(doc, 'd', { sectionId: 's1', column: 1, index: 0 }))).toEqual(['a0 d1 b1 c0', '']);
    expect(show(placeBlock(doc, 'a', { sectionId: 's1', column: 1, index: 9 }))).toEqual(['b1 a1 c0', 'd0']);
    expect(doc).toEqual(before);
  });

  it('steps within a column and across sections, and shifts between columns', () => {
    expect(show(stepBlock(sample(), 'a', 1))).toEqual(['b1 c0 a0', 'd0']);
    expect(show(stepBlock(sample(), 'c', 1))).toEqual(['a0 b1', 'c0 d0']);
    expect(stepBlock(sample(), 'a', -1)).toEqual(sample());
    expect(show(shiftBlock(sample(), 'c', 1))).toEqual(['a0 b1 c1', 'd0']);
    expect(shiftBlock(sample(), 'b', 1)).toEqual(sample());
  });

  it('refuses a move into a section that holds 60 blocks already', () => {
    const full: PageDocument = {
      sections: [
        { id: 's1', blocks: Array.from({ length: 60 }, (_, i) => block(`f${i}`)) },
        { id: 's2', blocks: [block('x')] },
      ],
    };
    expect(placeBlock(full, 'x', { sectionId: 's1', column: 0, index: 0 })).toBe(full);
    expect(stepBlock(full, 'x', -1)).toBe(full);
  });

  it('moves whole sections', () => {
    expect(placeSection(sample(), 's2', 0).sections.map((s) => s.id)).toEqual(['s2', 's1']);
    const same = sample();
    expect(placeSection(same, 's1', 0)).toBe(same);
  });

  it('gathers the blocks of removed columns into the last one left', () => {
    const three: PageDocument = {
      sections: [{ id: 's', layout: { columns: 3 }, blocks: [block('a'), block('b', 1), block('c', 2)] }],
    };
    const two = setSectionLayout(three, 's', { columns: 2 });
    expect(show(two)).toEqual(['a0 b1 c1']);
    const one = setSectionLayout(two, 's', { columns: 1, padding: 'medium', height: 'auto' });
    expect(one.sections[0]!.layout).toBeUndefined();
    expect(show(one)).toEqual(['a0 b0 c0']);
  });
});
