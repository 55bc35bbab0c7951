import { describe, expect, it } from 'vitest';
import { BlockType } from '../catalogues/block-type';
import type { MenuBlockSettings } from '../menu-block';
import { blockTextFields } from './block-text-fields';
import { sourceTexts, translateSettings } from './translations';

const MENU: MenuBlockSettings = {
  tabs: [
    {
      id: 'classes',
      title: 'Classes',
      sections: [
        {
          id: 'wheel',
          title: 'At the wheel',
          items: [
            { id: 'taster', name: 'Wheel taster', description: 'Two hours, clay included.', price: '$45' },
            { id: 'course', name: 'Six-week course', price: '$260' },
          ],
        },
      ],
    },
  ],
  currencyNote: 'Prices include tax.',
};

describe('the menu block’s translatable texts (block type 18)', () => {
  it('names every title, name, description and price, each keyed by the ids on its way', () => {
    const texts = sourceTexts(MENU, blockTextFields(BlockType.menu), 'b');
    expect(Object.fromEntries(texts.map((text) => [text.key, text.value]))).toEqual({
      'b.tabs.classes.title': 'Classes',
      'b.tabs.classes.sections.wheel.title': 'At the wheel',
      'b.tabs.classes.sections.wheel.items.taster.name': 'Wheel taster',
      'b.tabs.classes.sections.wheel.items.course.name': 'Six-week course',
      'b.tabs.classes.sections.wheel.items.taster.description': 'Two hours, clay included.',
      'b.tabs.classes.sections.wheel.items.taster.price': '$45',
      'b.tabs.classes.sections.wheel.items.course.price': '$260',
      'b.currencyNote': 'Prices include tax.',
    });
  });

  it('shows a language’s texts where it has them and the primary words elsewhere', () => {
    const french = translateSettings(
      MENU,
      blockTextFields(BlockType.menu),
      {
        'b.tabs.classes.title': { text: 'Cours' },
        'b.tabs.classes.sections.wheel.items.taster.price': { text: '45 $' },
      },
      'b',
    );
    expect(french.tabs[0]?.title).toBe('Cours');
    expect(french.tabs[0]?.sections[0]?.items[0]).toEqual({
      id: 'taster',
      name: 'Wheel taster',
      description: 'Two hours, clay included.',
      price: '45 $',
    });
    expect(french.tabs[0]?.sections[0]?.items[1]?.price).toBe('$260');
    expect(MENU.tabs[0]?.title).toBe('Classes');
  });
});
