// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    location: window.location,
  }) as unknown as Window;

const notice = () => document.querySelector<HTMLElement>('[data-language-suggestion]');
const shown = () => vi.waitFor(() => expect(notice()).not.toBeNull()).then(() => notice()!);

describe('the language suggestion', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('suggests the same page in the browser’s language, in that language, under the header', async () => {
    const stop = languageSuggestion(header(), undefined, browser(['fr-CA', 'en']));
    const suggestion = await shown();
    expect(suggestion.previousElementSibling?.tagName).toBe('HEADER');
    expect(suggestion.lang).toBe('fr');
    expect(suggestion.getAttribute('aria-label')).toBe('Langue');
    expect(suggestion.textContent).toContain('Cette page existe aussi en Français.');
    const link = suggestion.querySelector('a')!;
    expect(link.textContent).toBe('La lire en Français');
    expect(link.getAttribute('href')).toBe('/fr/a-propos');
    expect(link.getAttribute('hreflang')).toBe('fr');
    expect(suggestion.querySelector('button')?.textContent).toBe('Fermer');
    expect(window.location.pathname).not.toBe('/fr/a-propos');
    expect(typeof stop).toBe('function');
    (stop as () => void)();
    expect(notice()).toBeNull();
  });

  it('suggests nothing when the page is in the browser’s language or the site does not publish it', async () => {
    languageSuggestion(header(), undefined, browser(['en-GB']));
    languageSuggestion(header(), undefined, browser(['ja']));
    await Promise.resolve();
    expect(notice()).toBeNull();
  });

  it('asks nobody who came from another page of the site', async () => {
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/fr/`);
    languageSuggestion(header(), undefined, browser(['fr']));
    await vi.dynamicImportSettled();
    expect(notice()).toBeNull();
    referrer.mockReturnValue('https://search.example/?q=pots');
    languageSuggestion(header(), undefined, browser(['fr']));
    await shown();
    referrer.mockRestore();
  });

  it('is asked once: a dismissal is remembered, and so is a language chosen in the switcher', async () => {
    languageSuggestion(header(), undefined, browser(['fr']));
    (await shown()).querySelector('button')!.click();
    expect(notice()).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
    languageSuggestion(header(), undefined, browser(['fr']));
    await vi.dynamicImportSettled();
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
