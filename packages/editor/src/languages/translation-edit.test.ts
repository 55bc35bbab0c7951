import { headingDoc, type PageDocument } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { translationState, withDocumentTexts, withLanguageTexts } from './translation-edit';

const page: PageDocument = {
  sections: [{ id: 's1', blocks: [{ id: 'b1', type: 2, settings: { doc: headingDoc('About us') } }] }],
  translations: { de: { 'b1.doc': { text: JSON.stringify(headingDoc('Über uns')) } } },
};

describe('editing a page’s translations', () => {
  it('writes a person’s text as reviewed, beside the other languages', () => {
    const next = withDocumentTexts(page, 'fr', { 'b1.doc': JSON.stringify(headingDoc('À propos')) });
    expect(next.translations).toEqual({
      de: page.translations!.de,
      fr: { 'b1.doc': { text: JSON.stringify(headingDoc('À propos')) } },
    });
    expect(next.sections).toBe(page.sections);
  });

  it('a person’s edit of a machine draft clears the machine mark', () => {
    const drafted = withDocumentTexts(page, 'fr', { '@title': { text: 'À propos', machine: true } });
    expect(translationState(drafted.translations!.fr!['@title'])).toBe('machine');
    const reviewed = withDocumentTexts(drafted, 'fr', { '@title': 'À propos de nous' });
    expect(reviewed.translations!.fr!['@title']).toEqual({ text: 'À propos de nous' });
    expect(translationState(reviewed.translations!.fr!['@title'])).toBe('done');
  });

  it('an emptied text removes the translation, and the last one of a language the language', () => {
    const next = withDocumentTexts(page, 'de', { 'b1.doc': '' });
    expect(next.translations).toBeUndefined();
    expect('translations' in next).toBe(false);
    expect(translationState(undefined)).toBe('missing');
    expect(translationState({ text: '  ' })).toBe('missing');
  });

  it('keeps other languages when one is emptied', () => {
    const both = withLanguageTexts(page.translations, 'fr', { name: 'Tasse' });
    expect(withLanguageTexts(both, 'fr', { name: null })).toEqual(page.translations);
  });
});
