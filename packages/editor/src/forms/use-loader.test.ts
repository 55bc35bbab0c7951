import { describe, expect, it } from 'vitest';
import { appendPage } from './use-loader';

const item = (id: string) => ({ id });

describe('showing the next page of a list', () => {
  it('appends the items after those shown, with the newest total', () => {
    const page = { items: [item('a'), item('b')], total: 4 };
    expect(appendPage(page, { items: [item('c'), item('d')], total: 4 })).toEqual({
      items: [item('a'), item('b'), item('c'), item('d')],
      total: 4,
    });
  });

  it('shows an item once when newer ones pushed it into the next page', () => {
    const page = { items: [item('a'), item('b')], total: 3 };
    const next = appendPage(page, { items: [item('b'), item('c')], total: 4 });
    expect(next.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(next.total).toBe(4);
  });
});
