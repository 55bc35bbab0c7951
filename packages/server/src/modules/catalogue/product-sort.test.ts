import { describe, expect, it } from 'vitest';
import { productSearchText as migrated, sortName } from '#platform/db/migrations/0025-hosting-scale';
import { lowestPrice, productSearchText, productSortName } from './product-sort';

describe('what a product is sorted and searched by', () => {
  it('sorts by the name without accents, in lower case, as migration 0025 filled it', () => {
    for (const name of ['Élan Mug', '  Zest ', 'Äpfel', 'ÇA', 'straße', '10 Cups']) {
      expect(productSortName(name)).toBe(sortName(name));
    }
    expect(productSortName('Élan Mug')).toBe('elan mug');
  });

  it('searches the name and every SKU, as migration 0025 filled it', () => {
    expect(productSearchText('Linen Apron', ['SQ1', 'AP-2'])).toBe('linen apron sq1 ap-2');
    expect(productSearchText('Linen Apron', ['SQ1'])).toBe(migrated('Linen Apron', ['SQ1']));
  });

  it('takes the lowest price a visitor pays, a sale price when on sale', () => {
    expect(
      lowestPrice([
        { price: 1000, salePrice: 0, onSale: false },
        { price: 1500, salePrice: 900, onSale: true },
      ]),
    ).toBe(900);
    expect(lowestPrice([{ price: 1000, salePrice: 10, onSale: false }])).toBe(1000);
    expect(lowestPrice([])).toBeNull();
  });
});
