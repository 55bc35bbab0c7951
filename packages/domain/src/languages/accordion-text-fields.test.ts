import { describe, expect, it } from 'vitest';
import { paragraphDoc } from '../block-settings';
import { BlockType } from '../catalogues/block-type';
import { blockTextFields } from './block-text-fields';
import { sourceTexts, translateSettings } from './translations';

const settings = {
  items: [
    { id: 'q1', title: 'Do you run classes?', body: paragraphDoc('Every Tuesday.') },
    { id: 'q2', title: 'Do you ship?', body: paragraphDoc('') },
  ],
  openFirst: true,
};

describe('the accordion block’s translatable fields (block type 69)', () => {
  const fields = blockTextFields(BlockType.accordion);

  it('are each item’s title and rich-text body, keyed by the item’s id; an empty body has nothing to translate', () => {
    expect(sourceTexts(settings, fields, 'b1')).toEqual([
      { key: 'b1.items.q1.title', kind: 'text', value: 'Do you run classes?' },
      { key: 'b1.items.q2.title', kind: 'text', value: 'Do you ship?' },
      { key: 'b1.items.q1.body', kind: 'rich', value: JSON.stringify(paragraphDoc('Every Tuesday.')) },
    ]);
  });

  it('translate each item, following it when the owner reorders them, and keep the settings', () => {
    const reordered = { ...settings, items: [settings.items[1]!, settings.items[0]!] };
    const translated = translateSettings(
      reordered,
      fields,
      {
        'b1.items.q1.title': { text: 'Proposez-vous des cours ?' },
        'b1.items.q1.body': { text: JSON.stringify(paragraphDoc('Tous les mardis.')) },
        'b1.items.q2.title': { text: '' },
      },
      'b1',
    );
    expect(translated).toEqual({
      items: [
        settings.items[1],
        { id: 'q1', title: 'Proposez-vous des cours ?', body: paragraphDoc('Tous les mardis.') },
      ],
      openFirst: true,
    });
  });
});
