import { headingDoc, paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { blockProgress, blockTexts } from './block-texts';

describe('the texts of a block to translate', () => {
  it('gives a heading as a line at its level, and rich text as rich text', () => {
    expect(blockTexts({ id: 'h', type: 2, settings: { doc: headingDoc('About us', 1) } })).toEqual([
      {
        key: 'h.doc',
        kind: 'rich',
        value: JSON.stringify(headingDoc('About us', 1)),
        label: 'Text',
        input: 'heading',
      },
    ]);
    expect(blockTexts({ id: 't', type: 2, settings: { doc: paragraphDoc('Hello') } })[0]).toMatchObject({
      key: 't.doc',
      input: 'rich',
    });
  });

  it('numbers a list’s items and leaves out what holds no words', () => {
    const form = {
      id: 'f',
      type: 9,
      settings: {
        title: 'Write to us',
        fields: [
          { id: 'name', type: 1, title: 'Name', placeholder: '' },
          { id: 'kind', type: 5, title: 'Topic', options: ['Orders', 'Workshops'] },
        ],
        submitButtonText: 'Send',
      },
    };
    expect(blockTexts(form).map((t) => [t.key, t.label, t.input])).toEqual([
      ['f.title', 'Title', 'line'],
      ['f.fields.name.title', 'Field label 1', 'line'],
      ['f.fields.kind.title', 'Field label 2', 'line'],
      ['f.fields.kind.options.0', 'Choice 1', 'line'],
      ['f.fields.kind.options.1', 'Choice 2', 'line'],
      ['f.submitButtonText', 'Send button', 'line'],
    ]);
    expect(blockTexts({ id: 's', type: 21, settings: { height: 40 } })).toEqual([]);
  });

  it('counts the texts still missing and the machine drafts', () => {
    const quote = { id: 'q', type: 31, settings: { text: 'Make it well', source: 'A potter' } };
    expect(blockProgress(quote, {})).toEqual({ missing: 2, machine: 0 });
    expect(blockProgress(quote, { 'q.text': { text: 'Bien faire', machine: true } })).toEqual({
      missing: 1,
      machine: 1,
    });
    expect(
      blockProgress(quote, { 'q.text': { text: 'Bien faire' }, 'q.source': { text: 'Un potier' } }),
    ).toEqual({
      missing: 0,
      machine: 0,
    });
  });
});
