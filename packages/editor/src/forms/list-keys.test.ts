import { describe, expect, it } from 'vitest';
import { nextListIndex } from './list-keys';

describe('moving through a list with the keyboard', () => {
  it('goes one item down or up, and stops at the ends', () => {
    expect(nextListIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextListIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextListIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextListIndex('ArrowUp', 0, 3)).toBe(0);
  });

  it('jumps to the first and last item', () => {
    expect(nextListIndex('Home', 2, 3)).toBe(0);
    expect(nextListIndex('End', 0, 3)).toBe(2);
  });

  it('leaves other keys, and empty lists, alone', () => {
    expect(nextListIndex('Tab', 1, 3)).toBeNull();
    expect(nextListIndex('Enter', 1, 3)).toBeNull();
    expect(nextListIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
