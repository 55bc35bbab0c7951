import { describe, expect, it } from 'vitest';
import { indentMenuItem, menuOrder, outdentMenuItem, stepMenuItem } from './menu-order';

const rows = [
  { id: 'a', parentId: null },
  { id: 'b', parentId: null },
  { id: 'c', parentId: 'b' },
  { id: 'd', parentId: null },
];
const show = (list: { id: string; parentId: string | null }[] | null) =>
  list?.map((r) => (r.parentId ? `${r.parentId}>${r.id}` : r.id)).join(' ');

describe('menu order', () => {
  it('moves top-level items with their children, and children among their siblings', () => {
    expect(show(stepMenuItem(rows, 'b', -1))).toBe('b b>c a d');
    expect(show(stepMenuItem(rows, 'a', -1))).toBeUndefined();
    expect(show(stepMenuItem(rows, 'c', 1))).toBeUndefined();
  });

  it('nests one level only', () => {
    expect(show(indentMenuItem(rows, 'd'))).toBe('a b b>c b>d');
    expect(indentMenuItem(rows, 'b')).toBeNull();
    expect(indentMenuItem(rows, 'a')).toBeNull();
  });

  it('brings a child back after its parent', () => {
    expect(show(outdentMenuItem(rows, 'c'))).toBe('a b c d');
    expect(outdentMenuItem(rows, 'a')).toBeNull();
  });

  it('lifts an item whose parent is missing', () => {
    expect(show(menuOrder([{ id: 'x', parentId: 'gone' }]))).toBe('x');
  });
});
