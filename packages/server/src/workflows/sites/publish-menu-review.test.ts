import { describe, expect, it } from 'vitest';
import { type MenuItemState, reviewMenu } from './publish-menu-review';

let next = 0;
const page = (title: string, extra: Partial<MenuItemState> = {}): MenuItemState => ({
  kind: 'page',
  id: `p${title}`,
  title,
  href: title === 'Home' ? '/' : `/${title.toLowerCase()}`,
  newWindow: false,
  position: next++,
  parentId: null,
  published: true,
  ...extra,
});
const link = (title: string, href: string, extra: Partial<MenuItemState> = {}): MenuItemState => ({
  ...page(title, extra),
  kind: 'link',
  id: `l${title}`,
  href,
  published: true,
  ...extra,
});

/** A menu as "A · B (C, D)" for short expectations. */
const text = (items: ReturnType<typeof reviewMenu>['before']): string =>
  items
    .map((item) =>
      item.children.length ? `${item.title} (${item.children.map((c) => c.title).join(', ')})` : item.title,
    )
    .join(' · ');

describe('the publish review of the menu', () => {
  it('lists the live menu with links and nested items, in order, and sees no change when there is none', () => {
    // The menu a new owner had: two pages, one with a help page under it, and their own Shop link.
    const items = [
      page('Home'),
      page('Collection'),
      page('Help', { parentId: 'pCollection' }),
      link('Shop', 'https://shop.example.com'),
    ];
    const review = reviewMenu(items);
    expect(text(review.before)).toBe('Home · Collection (Help) · Shop');
    expect(review.after).toEqual(review.before);
    expect(review).toMatchObject({ changed: false, added: [], removed: [], moved: [] });
    expect(review.before[2]).toEqual({
      id: 'lShop',
      kind: 'link',
      title: 'Shop',
      href: 'https://shop.example.com',
      children: [],
    });
  });

  it('adds a page published for the first time at its place, and names the item it sits under', () => {
    const items = [
      page('Home'),
      page('Work'),
      page('Services', { published: false, parentId: 'pWork' }),
      link('Shop', '/shop'),
      page('Journal', { published: false }),
    ];
    const review = reviewMenu(items);
    expect(review.changed).toBe(true);
    expect(text(review.before)).toBe('Home · Work · Shop');
    expect(text(review.after)).toBe('Home · Work (Services) · Shop · Journal');
    expect(review.added).toEqual([
      { id: 'pServices', kind: 'page', title: 'Services', under: 'Work' },
      { id: 'pJournal', kind: 'page', title: 'Journal', under: null },
    ]);
    expect(review.removed).toEqual([]);
    expect(review.moved).toEqual([]);
  });

  it('moves an item under a parent that is published now: today it shows at the top level', () => {
    const items = [
      page('Home'),
      page('About', { published: false }),
      link('Team', '/team', { parentId: 'pAbout' }),
    ];
    const review = reviewMenu(items);
    expect(text(review.before)).toBe('Home · Team');
    expect(text(review.after)).toBe('Home · About (Team)');
    expect(review.added.map((item) => item.title)).toEqual(['About']);
    expect(review.moved).toEqual([{ id: 'lTeam', kind: 'link', title: 'Team', under: 'About' }]);
  });

  it('keeps the menu’s one order: pages and links by position, a tie page first', () => {
    const items = [
      link('Blog', 'https://blog.example.com', { position: 1 }),
      page('Home', { position: 0 }),
      page('Contact', { position: 1 }),
    ];
    expect(text(reviewMenu(items).before)).toBe('Home · Contact · Blog');
  });

  it('starts from an empty menu', () => {
    const review = reviewMenu([page('Home', { published: false })]);
    expect(review.before).toEqual([]);
    expect(text(review.after)).toBe('Home');
    expect(review.changed).toBe(true);
  });
});
