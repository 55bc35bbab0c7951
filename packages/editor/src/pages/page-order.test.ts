import { describe, expect, it } from 'vitest';
import type { Navigation, PageSummary } from '../api/api-types';
import { applyOrder, pagesIn, placeOrder, stepOrder } from './page-order';

const page = (id: string, navigation: Navigation, position: number): PageSummary => ({
  id,
  kind: 'page',
  title: id,
  slug: id,
  path: `/${id}`,
  navigation,
  position,
  pageType: 1,
  publicationStatus: 1,
  hasPassword: false,
  hasUnpublishedChanges: false,
  publishedVersion: 1,
  updatedAt: '2025-01-01T00:00:00Z',
  store: null,
  memberAreaId: null,
});

// Deliberately out of position order, as nothing promises the array is sorted.
const pages = [page('c', 'main', 2), page('a', 'main', 0), page('b', 'main', 1), page('x', '_hidden', 0)];

describe('page order', () => {
  it('lists a navigation by position', () => {
    expect(pagesIn(pages, 'main').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(pagesIn(pages, '_memberareas')).toEqual([]);
  });

  it('moves a page one place within its navigation', () => {
    expect(stepOrder(pages, 'b', -1)).toEqual({ navigation: 'main', ids: ['b', 'a', 'c'] });
    expect(stepOrder(pages, 'b', 1)).toEqual({ navigation: 'main', ids: ['a', 'c', 'b'] });
  });

  it('does not move past the ends', () => {
    expect(stepOrder(pages, 'a', -1)).toBeNull();
    expect(stepOrder(pages, 'c', 1)).toBeNull();
    expect(stepOrder(pages, 'x', 1)).toBeNull();
    expect(stepOrder(pages, 'missing', 1)).toBeNull();
  });

  it('places a dragged page before another or at the end, also across navigations', () => {
    expect(placeOrder(pages, 'c', 'main', 'a')).toEqual({ navigation: 'main', ids: ['c', 'a', 'b'] });
    expect(placeOrder(pages, 'a', 'main', null)).toEqual({ navigation: 'main', ids: ['b', 'c', 'a'] });
    expect(placeOrder(pages, 'b', '_hidden', 'x')).toEqual({ navigation: '_hidden', ids: ['b', 'x'] });
    expect(placeOrder(pages, 'x', 'main', 'c')).toEqual({ navigation: 'main', ids: ['a', 'b', 'x', 'c'] });
  });

  it('applies an order to the local list without touching the input', () => {
    const next = applyOrder(pages, { navigation: '_hidden', ids: ['b', 'x'] });
    expect(pagesIn(next, '_hidden').map((p) => p.id)).toEqual(['b', 'x']);
    expect(pagesIn(next, 'main').map((p) => p.id)).toEqual(['a', 'c']);
    expect(pages.find((p) => p.id === 'b')?.navigation).toBe('main');
  });
});
