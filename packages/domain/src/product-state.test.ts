import { describe, expect, it } from 'vitest';
import { MeasurementUnit } from './catalogues/measurement-unit';
import { ProductType } from './catalogues/product-type';
import { PublicationStatus } from './catalogues/publication-status';
import {
  dimensionUnit,
  isProductOnSale,
  isProductSoldOut,
  productStateLabel,
  weightUnit,
} from './product-state';

describe('productStateLabel', () => {
  it.each([
    ['published', 'Available'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Hidden'],
    [PublicationStatus.published, 'Available'],
    [PublicationStatus.scheduled, 'Scheduled'],
    [PublicationStatus.draft, 'Hidden'],
  ])('%s is labelled %s', (state, label) => {
    expect(productStateLabel(state)).toBe(label);
  });

  it.each([
    'deleted',
    PublicationStatus.needsReview,
    PublicationStatus.private,
    'PUBLISHED',
    undefined,
    null,
  ])('%s is Unsupported', (state) => {
    expect(productStateLabel(state)).toBe('Unsupported');
  });
});

describe('isProductOnSale', () => {
  it('is on sale when any variant is', () => {
    const variants = [{ onSale: false }, { onSale: true }];
    expect(isProductOnSale({ productType: ProductType.physical, variants })).toBe(true);
  });

  it('is not on sale when no variant is', () => {
    const variants = [{ onSale: false }, {}];
    expect(isProductOnSale({ productType: ProductType.physical, variants })).toBe(false);
    expect(isProductOnSale({ productType: ProductType.physical })).toBe(false);
  });

  it('reads the sale flag of a digital product itself', () => {
    expect(isProductOnSale({ productType: ProductType.digital, onSale: true })).toBe(true);
  });
});

describe('isProductSoldOut', () => {
  it('is sold out when no variant has stock or is unlimited', () => {
    const variants = [{ qtyInStock: 0 }, { qtyInStock: 0, unlimited: false }];
    expect(isProductSoldOut({ productType: ProductType.physical, variants })).toBe(true);
    expect(isProductSoldOut({ productType: ProductType.service, variants: [] })).toBe(true);
  });

  it('is available while one variant has stock above 0', () => {
    const variants = [{ qtyInStock: 0 }, { qtyInStock: 1 }];
    expect(isProductSoldOut({ productType: ProductType.physical, variants })).toBe(false);
  });

  it('is available while one variant is unlimited', () => {
    const variants = [{ qtyInStock: 0 }, { qtyInStock: 0, unlimited: true }];
    expect(isProductSoldOut({ productType: ProductType.giftCard, variants })).toBe(false);
  });

  it('treats negative stock as none', () => {
    expect(isProductSoldOut({ productType: ProductType.physical, variants: [{ qtyInStock: -2 }] })).toBe(
      true,
    );
  });

  it('never calls a digital product sold out', () => {
    expect(isProductSoldOut({ productType: ProductType.digital, variants: [{ qtyInStock: 0 }] })).toBe(false);
  });
});

describe('units by measurement standard', () => {
  it('weighs in lbs when imperial, else kg', () => {
    expect(weightUnit(MeasurementUnit.imperial)).toBe('lbs');
    expect(weightUnit(MeasurementUnit.metric)).toBe('kg');
  });

  it('measures with the inch mark when imperial, else cm', () => {
    expect(dimensionUnit(MeasurementUnit.imperial)).toBe('"');
    expect(dimensionUnit(MeasurementUnit.metric)).toBe('cm');
  });
});
