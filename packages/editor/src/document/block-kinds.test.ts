import { headingDoc, paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, BLOCK_TYPE, blockKind, createBlock, describeBlock, nodeText } from './block-kinds';

describe('block kinds', () => {
  it('creates heading and text as html blocks with the matching documents', () => {
    const heading = createBlock('heading', 'h');
    expect(heading.type).toBe(BLOCK_TYPE.html);
    expect(heading.settings.doc).toEqual(headingDoc('New heading', 2));
    const text = createBlock('text', 't');
    expect(text.type).toBe(BLOCK_TYPE.html);
    expect((text.settings.doc as { content: { type: string }[] }).content[0]?.type).toBe('paragraph');
  });

  it('uses the block-type numbers of the specification', () => {
    expect(createBlock('image').type).toBe(5);
    expect(createBlock('button').type).toBe(53);
    expect(createBlock('spacer').type).toBe(21);
    expect(createBlock('line').type).toBe(47);
    expect(createBlock('quote').type).toBe(31);
    expect(createBlock('search').type).toBe(33);
  });

  it('recognises every kind it creates', () => {
    for (const { kind } of BLOCK_KINDS) expect(blockKind(createBlock(kind))).toBe(kind);
  });

  it('treats a heading with formatting or a second node as rich text', () => {
    const bold = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 2 },
          content: [{ type: 'text', text: 'Hi', marks: [{ type: 'bold' }] }],
        },
      ],
    };
    expect(blockKind({ id: 'x', type: 2, settings: { doc: bold } })).toBe('text');
    const two = { type: 'doc', content: [...headingDoc('A').content!, ...paragraphDoc('B').content!] };
    expect(blockKind({ id: 'x', type: 2, settings: { doc: two } })).toBe('text');
  });

  it('returns null for block types the editor does not offer', () => {
    expect(blockKind({ id: 'x', type: 9, settings: {} })).toBeNull();
    expect(describeBlock({ id: 'x', type: 9, settings: {} }).label).toBe('Block type 9');
  });

  it('describes blocks by kind and content', () => {
    expect(describeBlock({ id: 'x', type: 2, settings: { doc: headingDoc('Welcome') } })).toEqual({
      label: 'Heading',
      detail: 'Welcome',
    });
    expect(describeBlock({ id: 'x', type: 21, settings: { height: 80 } })).toEqual({
      label: 'Spacer',
      detail: '80 px',
    });
    expect(describeBlock(createBlock('image')).detail).toBe('No image chosen');
    expect(describeBlock({ id: 'x', type: 31, settings: { text: 'x'.repeat(100) } }).detail).toHaveLength(48);
  });

  it('reads the text of nested nodes', () => {
    expect(nodeText(paragraphDoc('One', 'Two'))).toBe('One Two');
    expect(nodeText(null)).toBe('');
  });
});
