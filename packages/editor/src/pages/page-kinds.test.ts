import { defaultStoreSelection } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { categoryChoices, movePicked, PAGE_KINDS, storeSelectionErrors } from './page-kinds';

describe('Add page kinds', () => {
  it('offers a page, a store page, a blog, an events page, a member page and a link, each with the button that makes it', () => {
    expect(PAGE_KINDS.map((k) => [k.kind, k.create])).toEqual([
      ['page', 'Create page'],
      ['store', 'Create store page'],
      ['blog', 'Create blog'],
      ['events', 'Create events page'],
      ['member', 'Create member page'],
      ['link', 'Add link'],
    ]);
  });
});

describe('a store page’s settings', () => {
  it('asks for a category or a product when the page shows only those', () => {
    expect(storeSelectionErrors(defaultStoreSelection())).toEqual({});
    expect(storeSelectionErrors({ ...defaultStoreSelection(), show: 'categories' })).toEqual({
      'store.categories': 'Choose at least one category.',
    });
    expect(storeSelectionErrors({ ...defaultStoreSelection(), show: 'products' })).toEqual({
      'store.productIds': 'Pick at least one product.',
    });
    expect(storeSelectionErrors({ ...defaultStoreSelection(), perPage: 0 })['store.perPage']).toBe(
      'Show from 1 to 60 products a page.',
    );
  });

  it('moves a picked product up and down, not past either end', () => {
    expect(movePicked(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(movePicked(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(movePicked(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(movePicked(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });

  it('offers the products’ categories and any the page still names, each once', () => {
    expect(
      categoryChoices([{ categories: ['Mugs', 'Linen'] }, { categories: ['Mugs'] }], ['Retired']),
    ).toEqual(['Linen', 'Mugs', 'Retired']);
  });
});
