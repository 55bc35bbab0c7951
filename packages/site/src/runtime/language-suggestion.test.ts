// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import languageSuggestion, { LANGUAGE_CHOICE_KEY } from './language-suggestion';

/** The header as the server renders it, the English page shown. */
function header(): HTMLElement {
  document.body.innerHTML = `<header class="site-header"><nav class="language-switcher" data-behaviour="language-suggestion">
    <details><summary>English</summary><ul>
      <li><a class="language-switcher__link" href="/about" hreflang="en" lang="en" aria-current="true">English</a></li>
      <li><a class="language-switcher__link" href="/fr/a-propos" hreflang="fr" lang="fr">Français</a></li>
    </ul></details></nav></header><main></main>`;
  return document.querySelector<HTMLElement>('.language-switcher')!;
}

/** A window whose browser speaks `languages`. */
const browser = (languages: string[]) =>
  ({
    navigator: { languages, language: languages[0] },
    localStorage: window.localStorage,
  }) as unknown as Window;

const notice = () => document.querySelector<HTMLElement>('[data-language-suggestion]');

describe('the language suggestion', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('suggests the same page in the browser’s language under the header, without leaving the page', () => {
    const stop = languageSuggestion(header(), undefined, browser(['fr-CA', 'en']));
    const shown = notice()!;
    expect(shown.previousElementSibling?.tagName).toBe('HEADER');
    expect(shown.textContent).toContain('This page is also in Français.');
    const link = shown.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/fr/a-propos');
    expect(link.getAttribute('hreflang')).toBe('fr');
    expect(window.location.pathname).not.toBe('/fr/a-propos');
    expect(typeof stop).toBe('function');
    (stop as () => void)();
    expect(notice()).toBeNull();
  });

  it('suggests nothing when the page is in the browser’s language or the site does not publish it', () => {
    languageSuggestion(header(), undefined, browser(['en-GB']));
    expect(notice()).toBeNull();
    languageSuggestion(header(), undefined, browser(['ja']));
    expect(notice()).toBeNull();
  });

  it('is asked once: a dismissal is remembered, and so is a language chosen in the switcher', () => {
    languageSuggestion(header(), undefined, browser(['fr']));
    notice()!.querySelector('button')!.click();
    expect(notice()).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
    languageSuggestion(header(), undefined, browser(['fr']));
    expect(notice()).toBeNull();

    window.localStorage.clear();
    const switcher = header();
    languageSuggestion(switcher, undefined, browser(['en']));
    switcher
      .querySelector<HTMLAnchorElement>('a[hreflang="fr"]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(window.localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('fr');
  });
});
