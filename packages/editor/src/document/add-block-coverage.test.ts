import { blockRegistry } from '@atelier/site';
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, blockKind, createBlock } from './block-kinds';

/**
 * Add block offers every block the product renders: a block type the site can render but the
 * editor cannot create would exist only where a seed or a template wrote it.
 */
describe('Add block', () => {
  it('offers a way to create each block type the site renders', () => {
    const creatable = new Set(BLOCK_KINDS.map(({ kind }) => createBlock(kind).type));
    // Older types of one block (social links 19 and 48) are edited as its kind, made as its newest type.
    const editedAs = (type: number) => blockKind({ id: 'a'.repeat(24), type, settings: {} });
    const missing = [...blockRegistry.keys()].filter(
      (type) => !creatable.has(type) && !BLOCK_KINDS.some(({ kind }) => kind === editedAs(type)),
    );
    expect(missing).toEqual([]);
  });

  it('offers nothing the site cannot render', () => {
    for (const { kind } of BLOCK_KINDS) expect(blockRegistry.has(createBlock(kind).type)).toBe(true);
  });
});
