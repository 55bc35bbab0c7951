import { describe, expect, it } from 'vitest';
import { parseHtml } from '../blocks/markup.test-support';
import { renderSitePage } from './render-page';
import { pageInput } from './site-page.fixture';
import type { LanguageLink } from './site-page-input';

const languages: LanguageLink[] = [
  { tag: 'en', name: 'English', path: '/about', current: false },
  { tag: 'fr', name: 'Français', path: '/fr/a-propos', current: true },
  { tag: 'pt-BR', name: 'Português', path: '/pt-br/sobre', current: false },
];

const render = (input: Parameters<typeof pageInput>[0]) => parseHtml(renderSitePage(pageInput(input)));

describe('the header’s language switcher', () => {
  it('links the same page in each language, named in itself, the current one marked', () => {
    const document = render({ lang: 'fr', languages, home: '/fr' });
    const switcher = document.querySelector('header nav.language-switcher')!;
    // The header speaks the page's language: its switcher, menu, home link and cart.
    expect(switcher.getAttribute('aria-label')).toBe('Langue');
    expect(document.querySelector('nav.site-nav')?.getAttribute('aria-label')).toBe('Principale');
    expect(document.querySelector('.skip-link')?.textContent).toBe('Aller au contenu');
    const links = [...switcher.querySelectorAll('a')];
    expect(
      links.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang'), a.getAttribute('lang')]),
    ).toEqual([
      ['/about', 'en', 'en'],
      ['/fr/a-propos', 'fr', 'fr'],
      ['/pt-br/sobre', 'pt-BR', 'pt-BR'],
    ]);
    expect(links.map((a) => a.textContent)).toEqual(['English', 'Français', 'Português']);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    // Its button names the current language, and says what it is to a screen reader.
    expect(switcher.querySelector('summary')?.textContent).toBe('Langue: Français');
    // A disclosure: it opens with no script at all.
    expect(switcher.querySelector('details > summary + ul')).not.toBeNull();
    expect(document.querySelector('a.site-title')?.getAttribute('href')).toBe('/fr');
  });

  it('asks for the suggestion behaviour only when the page may suggest a language', () => {
    const suggesting = render({ lang: 'fr', languages, languageSuggestion: true });
    expect(suggesting.querySelector('.language-switcher')?.getAttribute('data-behaviour')).toBe(
      'language-suggestion',
    );
    const quiet = render({ lang: 'fr', languages });
    expect(quiet.querySelector('.language-switcher')?.hasAttribute('data-behaviour')).toBe(false);
  });

  it('shows no switcher on a site in one language', () => {
    const one = render({ languages: [languages[0]!] });
    expect(one.querySelector('.language-switcher')).toBeNull();
    expect(render({}).querySelector('.language-switcher')).toBeNull();
    expect(render({}).querySelector('a.site-title')?.getAttribute('href')).toBe('/');
  });

  it('names each language’s copy of the page in the head of an indexable page', () => {
    const seo = { canonical: 'https://b.example/fr/a-propos', noindex: false, siteName: 'B', jsonLd: [] };
    const alternates = [
      { hreflang: 'en', href: 'https://b.example/about' },
      { hreflang: 'fr', href: 'https://b.example/fr/a-propos' },
      { hreflang: 'x-default', href: 'https://b.example/about' },
    ];
    const document = render({ lang: 'fr', seo: { ...seo, alternates } });
    expect(
      [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ).toEqual(alternates.map((a) => [a.hreflang, a.href]));
    expect(render({ lang: 'fr', seo }).querySelectorAll('link[rel="alternate"]').length).toBe(0);
  });
});

describe('the header’s account link', () => {
  it('links /account in the page’s language when the site offers accounts, before the cart', () => {
    const document = render({ lang: 'fr', accountLink: true, cartIndicator: true });
    const link = document.querySelector('header a.account-link');
    expect(link?.getAttribute('href')).toBe('/account');
    expect(link?.textContent).toBe('Compte');
    expect(link?.nextElementSibling?.classList.contains('cart-indicator')).toBe(true);
    // A page under the language's prefix links that language's account page.
    const prefixed = render({ lang: 'fr', home: '/fr', accountLink: true });
    expect(prefixed.querySelector('header a.account-link')?.getAttribute('href')).toBe('/fr/account');
  });

  it('has none on a site without accounts', () => {
    expect(render({ cartIndicator: true }).querySelector('a.account-link')).toBeNull();
  });
});
