import { blockRegistry } from '@atelier/site';
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, createBlock } from './block-kinds';

/**
 * Add block offers every block the product renders: a block type the site can render but the
 * editor cannot create would exist only where a seed or a template wrote it.
 */
describe('Add block', () => {
  it('offers a way to create each block type the site renders', () => {
    const creatable = new Set(BLOCK_KINDS.map(({ kind }) => createBlock(kind).type));
    const missing = [...blockRegistry.keys()].filter((type) => !creatable.has(type));
    expect(missing).toEqual([]);
  });

  it('offers nothing the site cannot render', () => {
    for (const { kind } of BLOCK_KINDS) expect(blockRegistry.has(createBlock(kind).type)).toBe(true);
  });
});
