import { describe, expect, it } from 'vitest';
import { isProductType, ProductType } from './product-type';

// Spec 001 §3 "Product entities": physical 1, digital 2, service 3, gift card 4, paywall 5.
const specTable = { physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 };

describe('ProductType', () => {
  it('holds exactly the product types of the spec', () => {
    expect(ProductType).toEqual(specTable);
  });

  it('recognises product type values only', () => {
    expect(isProductType(5)).toBe(true);
    expect(isProductType(0)).toBe(false);
  });
});
