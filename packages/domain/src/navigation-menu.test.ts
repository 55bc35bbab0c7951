import { describe, expect, it } from 'vitest';
import { compareMenuEntries, type MenuEntry, menuTree } from './navigation-menu';

const page = (id: string, position: number): MenuEntry => ({
  kind: 'page',
  id,
  title: id,
  href: `/${id}`,
  newWindow: false,
  position,
});

describe('menuTree', () => {
  it('orders items and nests children under their parent', () => {
    const tree = menuTree(
      [page('c', 2), page('a', 0), page('b', 1), { ...page('x', 3), kind: 'link' }],
      new Map([
        ['b', 'a'],
        ['x', 'a'],
      ]),
    );
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['a', ['b', 'x']],
      ['c', []],
    ]);
  });

  it('shows an item at the top when its parent is gone or nested itself', () => {
    const tree = menuTree(
      [page('a', 0), page('b', 1), page('c', 2), page('d', 3)],
      new Map([
        ['b', 'gone'],
        ['c', 'a'],
        ['d', 'c'],
      ]),
    );
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['a', ['c']],
      ['b', []],
      ['d', []],
    ]);
  });
});

describe('compareMenuEntries', () => {
  it('orders tied positions the same way whatever order they come in: page first, then by id', () => {
    const entries: MenuEntry[] = [
      { ...page('b', 1), kind: 'link' },
      page('c', 1),
      page('a', 1),
      page('z', 0),
    ];
    const once = [...entries].sort(compareMenuEntries).map((e) => e.id);
    const reversed = [...entries]
      .reverse()
      .sort(compareMenuEntries)
      .map((e) => e.id);
    expect(once).toEqual(['z', 'a', 'c', 'b']);
    expect(reversed).toEqual(once);
  });
});
