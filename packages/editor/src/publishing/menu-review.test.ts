import { describe, expect, it } from 'vitest';
import { menuChangeLines } from './menu-review';

describe('the publish review’s words for the menu', () => {
  it('names each item that joins, moves or leaves, with the item it sits under', () => {
    expect(
      menuChangeLines({
        added: [
          { id: 'a', kind: 'page', title: 'Services', under: 'Work' },
          { id: 'b', kind: 'page', title: 'Journal', under: null },
        ],
        moved: [
          { id: 'c', kind: 'link', title: 'Shop', under: 'About' },
          { id: 'd', kind: 'page', title: 'Team', under: null },
        ],
        removed: [{ id: 'e', kind: 'page', title: 'Old', under: null }],
      }),
    ).toEqual([
      'Services joins the menu, under Work.',
      'Journal joins the menu.',
      'The link “Shop” moves under About.',
      'Team moves to the top of the menu.',
      'Old leaves the menu.',
    ]);
    expect(menuChangeLines({ added: [], moved: [], removed: [] })).toEqual([]);
  });
});
