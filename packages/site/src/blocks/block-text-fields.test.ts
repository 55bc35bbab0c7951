import { BLOCK_TEXT_FIELDS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry';

describe('translatable block fields', () => {
  it('are declared for every block the site renders, so no new block stays in one language unnoticed', () => {
    const undeclared = [...blockRegistry.keys()].filter((type) => !(type in BLOCK_TEXT_FIELDS));
    expect(undeclared).toEqual([]);
  });

  it('name at least one field for every block that shows words of its own', () => {
    const wordless = [...blockRegistry]
      .filter(([, entry]) => entry.text)
      .filter(([type]) => (BLOCK_TEXT_FIELDS[type] ?? []).length === 0)
      .map(([type]) => type);
    expect(wordless).toEqual([]);
  });
});
