import { paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { productTexts } from './product-texts';

const mug = {
  name: 'Stoneware mug',
  description: '',
  descriptionDoc: paragraphDoc('Thrown by hand.'),
  options: [{ name: 'Colour', values: ['Sand', 'Slate'] }],
  seoTitle: '',
  seoDescription: 'A mug for every morning',
};

describe('the texts of a product to translate', () => {
  it('keys name, description, options and search fields as the server stores them', () => {
    expect(productTexts(mug).map((t) => [t.key, t.label, t.input])).toEqual([
      ['name', 'Name', 'line'],
      ['description', 'Description', 'rich'],
      ['options.0.name', 'Option 1', 'line'],
      ['options.0.values.0', 'Colour: value 1', 'line'],
      ['options.0.values.1', 'Colour: value 2', 'line'],
      ['seo.description', 'Description in search results', 'area'],
    ]);
    expect(productTexts(mug)[1]!.value).toBe(JSON.stringify(paragraphDoc('Thrown by hand.')));
  });

  it('takes a plain description when the product has no rich one, and leaves out empty texts', () => {
    const plain = { ...mug, descriptionDoc: null, description: 'Old text', options: [] };
    expect(productTexts(plain).map((t) => [t.key, t.input])).toEqual([
      ['name', 'line'],
      ['description', 'area'],
      ['seo.description', 'area'],
    ]);
    expect(productTexts({ ...plain, description: ' ' }).map((t) => t.key)).toEqual([
      'name',
      'seo.description',
    ]);
  });
});
