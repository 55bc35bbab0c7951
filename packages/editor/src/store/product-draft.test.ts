import { describe, expect, it } from 'vitest';
import {
  applyBulk,
  blankVariant,
  combinations,
  describeFieldErrors,
  newProductDraft,
  parseList,
  tooLong,
  variantsForOptions,
} from './product-draft';

const size = { name: 'Size', values: ['S', 'M'] };
const colour = { name: 'Colour', values: ['Red', 'Blue'] };

describe('the variant table of a product', () => {
  it('has one row per combination of option values', () => {
    expect(combinations([size, colour])).toEqual([
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
    ]);
  });

  it('keeps the variants whose combination stays and prices new ones like the first', () => {
    const kept = { ...blankVariant(['S']), id: 'a'.repeat(24), sku: 'KEEP', price: 1500, qtyInStock: 4 };
    const result = variantsForOptions([{ name: 'Size', values: ['S', 'L'] }], [kept]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.variants[0]).toBe(kept);
    expect(result.variants[1]).toMatchObject({ optionValues: ['L'], sku: '', price: 1500, qtyInStock: 4 });
    expect(result.variants[1]).not.toHaveProperty('id');
  });

  it('refuses more than 100 variants or 6 options', () => {
    const ten = (name: string) => ({ name, values: Array.from({ length: 10 }, (_, i) => `${name}${i}`) });
    expect(variantsForOptions([ten('a'), ten('b'), { name: 'c', values: ['x', 'y'] }], [])).toEqual({
      ok: false,
      message: 'These options make 200 variants; a product has at most 100.',
    });
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `o${i}`, values: ['x'] }));
    expect(variantsForOptions(seven, [])).toMatchObject({ ok: false, message: 'Use at most 6 options.' });
  });

  it('goes back to one variant, the first, when the options are removed', () => {
    const first = { ...blankVariant(['S']), id: 'b'.repeat(24), qtyInStock: 9 };
    const result = variantsForOptions([], [first, blankVariant(['M'])]);
    expect(result).toEqual({ ok: true, variants: [{ ...first, optionValues: [] }] });
  });
});

describe('bulk editing', () => {
  const rows = [blankVariant(['S']), blankVariant(['M']), blankVariant(['L'])];

  it('changes the chosen rows only', () => {
    const changed = applyBulk(rows, new Set([0, 2]), { price: 999 });
    expect(changed.map((v) => v.price)).toEqual([999, 0, 999]);
  });

  it('changes every row when none is chosen', () => {
    const changed = applyBulk(rows, new Set(), { qtyInStock: 12, unlimited: false });
    expect(changed.map((v) => v.qtyInStock)).toEqual([12, 12, 12]);
  });
});

describe('tags and categories', () => {
  it('are read from a comma-separated list without blanks or repeats', () => {
    expect(parseList(' linen, studio,, linen ,')).toEqual(['linen', 'studio']);
  });

  it('name the one past its length', () => {
    expect(tooLong(['short', 'x'.repeat(26)], 25, 'category')).toBe(
      `The category "${'x'.repeat(26)}" is longer than 25 characters.`,
    );
    expect(tooLong(['short'], 25, 'category')).toBeNull();
  });
});

describe('server errors', () => {
  it('name the variant and field in words', () => {
    const draft = { ...newProductDraft(), variants: [blankVariant(['S']), blankVariant(['M'])] };
    expect(
      describeFieldErrors(
        {
          'variants.1.salePrice': 'A sale price is below the price.',
          slug: 'Another product already has this address.',
        },
        draft,
      ),
    ).toEqual([
      'Variant M, sale price: A sale price is below the price.',
      'URL slug: Another product already has this address.',
    ]);
  });
});
