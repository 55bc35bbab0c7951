import { describe, expect, it } from 'vitest';
import {
  languageName,
  languageNamesTogether,
  languagePath,
  negotiateLanguage,
  normaliseLanguageTag,
  type SiteLanguage,
  splitLanguagePath,
  uiLocaleFor,
} from './locale';

const languages: SiteLanguage[] = [
  { tag: 'en', primary: true, published: true },
  { tag: 'fr', primary: false, published: true },
  { tag: 'pt-BR', primary: false, published: false },
];

describe('language tags', () => {
  it('canonicalises BCP 47 tags and refuses what a site cannot use as an address prefix', () => {
    expect(normaliseLanguageTag('pt-br')).toBe('pt-BR');
    expect(normaliseLanguageTag(' FR ')).toBe('fr');
    expect(normaliseLanguageTag('zh-hant')).toBe('zh-Hant');
    expect(normaliseLanguageTag('es-419')).toBe('es-419');
    for (const bad of [
      '',
      'x',
      'french',
      'en-US-u-ca-buddhist',
      'x-private',
      '../fr',
      'en_US',
      'a'.repeat(40),
    ])
      expect(normaliseLanguageTag(bad), bad).toBeNull();
  });

  it('maps a site language to the product strings it has, by base language, else English', () => {
    expect(uiLocaleFor('fr')).toBe('fr');
    expect(uiLocaleFor('pt-BR')).toBe('pt');
    expect(uiLocaleFor('ja')).toBe('ja');
    expect(uiLocaleFor('fi')).toBe('en');
    expect(uiLocaleFor(undefined)).toBe('en');
  });

  it('names languages shown together by their base name, unless two share it', () => {
    expect([...languageNamesTogether(['en-US', 'fr']).values()]).toEqual(['English', 'Français']);
    const both = languageNamesTogether(['en-US', 'en-GB', 'pt-BR']);
    expect(both.get('en-US')).not.toBe(both.get('en-GB'));
    expect(both.get('pt-BR')).toBe('Português');
  });

  it('names a language in its own words', () => {
    expect(languageName('fr')).toBe('Français');
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('fr', 'en')).toBe('French');
  });
});

describe('language addresses', () => {
  it('reads the prefix of a non-primary language, and nothing else, from a path', () => {
    expect(splitLanguagePath('/fr/a-propos', languages)).toMatchObject({
      language: { tag: 'fr' },
      prefixed: true,
      rest: '/a-propos',
    });
    expect(splitLanguagePath('/fr', languages)).toMatchObject({ language: { tag: 'fr' }, rest: '/' });
    expect(splitLanguagePath('/pt-br/x', languages)).toMatchObject({
      language: { tag: 'pt-BR' },
      rest: '/x',
    });
    // The primary language has no prefix: /en/… is an ordinary page address.
    expect(splitLanguagePath('/en/about', languages)).toMatchObject({
      language: { tag: 'en' },
      prefixed: false,
      rest: '/en/about',
    });
    expect(splitLanguagePath('/french/x', languages)).toMatchObject({ prefixed: false, rest: '/french/x' });
  });

  it('writes a path in a language, the primary one without prefix', () => {
    expect(languagePath('/about', languages[0]!)).toBe('/about');
    expect(languagePath('/', languages[1]!)).toBe('/fr');
    expect(languagePath('/a-propos', languages[1]!)).toBe('/fr/a-propos');
    expect(languagePath('/x', languages[2]!)).toBe('/pt-br/x');
  });
});

describe('negotiateLanguage', () => {
  it('takes the best match by quality, then by base language', () => {
    expect(negotiateLanguage('de-CH, fr;q=0.8, en;q=0.5', ['en', 'fr'])).toBe('fr');
    expect(negotiateLanguage('fr-CA', ['en', 'fr'])).toBe('fr');
    expect(negotiateLanguage('en;q=0.1, fr', ['en', 'fr'])).toBe('fr');
    expect(negotiateLanguage('de', ['en', 'fr'])).toBeNull();
    expect(negotiateLanguage('fr;q=0, *', ['fr'])).toBeNull();
    expect(negotiateLanguage(undefined, ['fr'])).toBeNull();
  });
});
