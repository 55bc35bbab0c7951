import { describe, expect, it } from 'vitest';
import { blockTexts } from '../../languages/block-texts';

describe('a menu’s texts to translate', () => {
  it('names each tab, section and item text, numbered across the menu, prices included', () => {
    const menu = {
      id: 'm',
      type: 18,
      settings: {
        tabs: [
          {
            id: 'a',
            title: 'Classes',
            sections: [{ id: 's', title: '', items: [{ id: 'i', name: 'Taster', price: '$45' }] }],
          },
          {
            id: 'b',
            title: 'Studio',
            sections: [{ id: 't', title: 'Kiln', items: [{ id: 'j', name: 'Shelf' }] }],
          },
        ],
        currencyNote: 'Prices include tax.',
      },
    };
    expect(blockTexts(menu).map((text) => [text.label, text.value, text.key])).toEqual([
      ['Tab title 1', 'Classes', 'm.tabs.a.title'],
      ['Tab title 2', 'Studio', 'm.tabs.b.title'],
      ['Section title 1', 'Kiln', 'm.tabs.b.sections.t.title'],
      ['Item name 1', 'Taster', 'm.tabs.a.sections.s.items.i.name'],
      ['Item name 2', 'Shelf', 'm.tabs.b.sections.t.items.j.name'],
      ['Price 1', '$45', 'm.tabs.a.sections.s.items.i.price'],
      ['Note under the menu', 'Prices include tax.', 'm.currencyNote'],
    ]);
  });
});
