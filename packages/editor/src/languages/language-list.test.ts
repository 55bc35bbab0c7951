import { describe, expect, it } from 'vitest';
import {
  addLanguage,
  errorPlaces,
  inputOf,
  type LanguageForm,
  languageChoices,
  makePrimary,
  moveLanguage,
  removeLanguage,
  setPublished,
} from './language-list';

const form: LanguageForm = {
  primary: 'en',
  rows: [
    { tag: 'fr', published: true },
    { tag: 'de', published: false },
  ],
};

describe('arranging the site’s languages', () => {
  it('adds a typed tag in its canonical form, hidden until published', () => {
    const added = addLanguage(form, ' pt-br ');
    expect(added).toEqual({ form: { ...form, rows: [...form.rows, { tag: 'pt-BR', published: false }] } });
  });

  it('says why a tag cannot be added: not a tag, the primary language, already there, empty', () => {
    expect(addLanguage(form, 'french')).toEqual({
      error: '“french” is not a language tag a site can use, like fr or pt-BR.',
    });
    expect(addLanguage(form, 'EN')).toEqual({ error: 'English is the site’s primary language.' });
    expect(addLanguage(form, 'FR')).toEqual({ error: 'French is already added.' });
    expect(addLanguage(form, '  ')).toEqual({
      error: 'Choose a language or type its tag, like fr or pt-BR.',
    });
  });

  it('stops at the most languages a site may have', () => {
    const full: LanguageForm = {
      primary: 'en',
      rows: languageChoices()
        .filter((c) => c.tag !== 'en' && c.tag !== 'it')
        .slice(0, 29)
        .map((c) => ({ tag: c.tag, published: false })),
    };
    expect(addLanguage(full, 'it')).toEqual({ error: 'A site has at most 30 languages.' });
  });

  it('reorders, publishes, hides and removes, and sends the order it shows', () => {
    let next = moveLanguage(form, 'de', -1);
    expect(next.rows.map((r) => r.tag)).toEqual(['de', 'fr']);
    expect(moveLanguage(next, 'de', -1)).toBe(next);
    next = setPublished(next, 'de', true);
    next = setPublished(next, 'fr', false);
    expect(inputOf(next)).toEqual({
      primary: 'en',
      languages: [
        { tag: 'de', published: true },
        { tag: 'fr', published: false },
      ],
    });
    expect(removeLanguage(next, 'de').rows).toEqual([{ tag: 'fr', published: false }]);
  });

  it('makes another language primary, the old primary joining the others in its place', () => {
    expect(makePrimary(form, 'de')).toEqual({
      primary: 'de',
      rows: [
        { tag: 'fr', published: true },
        { tag: 'en', published: true },
      ],
    });
    expect(makePrimary(form, 'en')).toBe(form);
  });

  it('places the server’s errors next to the language they name', () => {
    expect(
      errorPlaces(form, {
        'languages.1.tag': 'Not a language tag: de',
        fr: 'Hmm',
        primary: 'Bad primary',
        other: 'Something else',
      }),
    ).toEqual({ de: 'Not a language tag: de', fr: 'Hmm', primary: 'Bad primary', form: 'Something else' });
  });

  it('offers languages by their names', () => {
    const choices = languageChoices('en');
    expect(choices).toContainEqual({ tag: 'fr', name: 'French (fr)' });
    expect(choices).toContainEqual({ tag: 'pt-BR', name: 'Brazilian Portuguese (pt-BR)' });
    const names = choices.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
