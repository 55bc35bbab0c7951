import type { SiteLanguage } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { frameLanguage, frameUrlInLanguage, pageInLanguage, pagePathIn } from './language-paths';

const languages: SiteLanguage[] = [
  { tag: 'en', primary: true, published: true },
  { tag: 'fr', primary: false, published: true },
  { tag: 'pt-BR', primary: false, published: false },
];

describe('the language of the page in the frame', () => {
  it('is read from the address prefix, and the page from the path without it', () => {
    expect(frameLanguage('/fr/about', languages)).toEqual({ tag: 'fr', rest: '/about' });
    expect(frameLanguage('/fr', languages)).toEqual({ tag: 'fr', rest: '/' });
    expect(frameLanguage('/pt-br/shop?q=mug#top', languages)).toEqual({
      tag: 'pt-BR',
      rest: '/shop?q=mug#top',
    });
    expect(frameLanguage('/about', languages)).toEqual({ tag: null, rest: '/about' });
    // A page whose own address looks like a language the site does not have stays a page.
    expect(frameLanguage('/de/about', languages)).toEqual({ tag: null, rest: '/de/about' });
  });

  it('changes language by swapping the prefix, the primary language having none', () => {
    expect(frameUrlInLanguage('/about', languages, 'fr')).toBe('/fr/about');
    expect(frameUrlInLanguage('/fr/about', languages, 'pt-BR')).toBe('/pt-br/about');
    expect(frameUrlInLanguage('/fr/about?x=1', languages, 'en')).toBe('/about?x=1');
    expect(frameUrlInLanguage('/', languages, 'fr')).toBe('/fr');
    expect(frameUrlInLanguage('/fr', languages, 'en')).toBe('/');
    // A language the site no longer has leads back to the primary address.
    expect(frameUrlInLanguage('/fr/about', languages, 'de')).toBe('/about');
  });

  it('writes a page’s address in the edited language', () => {
    expect(pagePathIn('/about', languages[1]!)).toBe('/fr/about');
    expect(pagePathIn('/about', languages[0]!)).toBe('/about');
    expect(pagePathIn('/about', null)).toBe('/about');
  });
});

describe('a page at its translated address', () => {
  const about = { id: 'a'.repeat(24) };
  it('is the page in view when the address is its translated one in the edited language', () => {
    const previous = { page: about, slugs: { fr: 'a-propos' } };
    expect(pageInLanguage(null, '/a-propos', 'fr', previous)).toBe(about);
    expect(pageInLanguage(null, '/a-propos/', 'fr', previous)).toBe(about);
    expect(pageInLanguage(null, '/a-propos', 'de', previous)).toBeNull();
    expect(pageInLanguage(null, '/other', 'fr', previous)).toBeNull();
    expect(pageInLanguage(null, '/a-propos', null, previous)).toBeNull();
    const shop = { id: 'b'.repeat(24) };
    expect(pageInLanguage(shop, '/shop', 'fr', previous)).toBe(shop);
  });

  it('is the page whose published address in the edited language it is, opened first at it', () => {
    const contact = { id: 'c'.repeat(24), addresses: { fr: 'nous-ecrire' } };
    const pages = [about, contact];
    expect(pageInLanguage(null, '/nous-ecrire', 'fr', null, pages)).toBe(contact);
    expect(pageInLanguage(null, '/nous-ecrire', 'de', null, pages)).toBeNull();
    expect(pageInLanguage(null, '/nous-ecrire', null, null, pages)).toBeNull();
  });
});
