import { type Dictionary, formatMessage, negotiateLanguage, uiLocaleFor } from '@atelier/domain';
import { languageSuggestion as english } from '@atelier/domain/dictionaries/en/language-suggestion';
import { languageSuggestionLoaders } from '@atelier/domain/dictionaries/load-language-suggestion';

type Words = Dictionary<'languageSuggestion'>;

/** The suggestion's words in the language it suggests (the visitor reads that one), else English. */
function wordsIn(tag: string): Promise<Words> {
  const ui = uiLocaleFor(tag);
  if (ui === 'en') return Promise.resolve(english);
  return languageSuggestionLoaders[ui]().catch(() => english);
}

/** Remembers, per site, that the visitor chose a language or dismissed the suggestion: asked once. */
export const LANGUAGE_CHOICE_KEY = 'atelier-language';

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    // Storage refused (privacy settings, a sandboxed frame): no suggestion rather than one each page.
    return null;
  }
}

/**
 * On a first visit, suggests the page in the visitor's browser language when the site publishes it
 * and the page is in another one: a small notice under the header, in that language, linking to the
 * same page there, never a redirect. A visitor who came from another page of the site has seen the
 * site in the language they chose and is not asked. A choice in the switcher, the notice's link or its Dismiss button is remembered
 * in localStorage, and no notice shows again. `element` is the header's language switcher, whose
 * links name each language's page (hreflang) and mark the current one.
 */
export default function languageSuggestion(element: HTMLElement, _context?: unknown, win: Window = window) {
  const storage = storageOf(win);
  if (!storage) return;
  const doc = element.ownerDocument;
  const links = [...element.querySelectorAll<HTMLAnchorElement>('a[hreflang]')];
  const remember = (value: string) => {
    try {
      storage.setItem(LANGUAGE_CHOICE_KEY, value);
    } catch {
      // Full or refused storage: the suggestion may come back, which is harmless.
    }
  };
  const onChoose = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[hreflang]');
    if (link) remember(link.getAttribute('hreflang') ?? '');
  };
  element.addEventListener('click', onChoose);
  const stop = () => element.removeEventListener('click', onChoose);
  if (storage.getItem(LANGUAGE_CHOICE_KEY) !== null) return stop;

  // Arrived from another page of the site: the visitor is already reading it in a language they chose.
  if (doc.referrer.startsWith(`${win.location.origin}/`)) return stop;
  const current = links.find((link) => link.hasAttribute('aria-current'))?.hreflang;
  const tags = links.map((link) => link.hreflang);
  const wanted = negotiateLanguage((win.navigator.languages ?? [win.navigator.language]).join(','), tags);
  const target = links.find((link) => link.hreflang === wanted);
  if (!wanted || !target || wanted === current) return stop;

  const name = target.textContent?.trim() || wanted;
  let notice: HTMLElement | null = null;
  let stopped = false;
  const shown = wordsIn(wanted).then((words) => {
    if (stopped) return;
    notice = doc.createElement('div');
    notice.className = 'language-suggestion';
    notice.lang = wanted;
    notice.setAttribute('role', 'region');
    notice.setAttribute('aria-label', words.region);
    notice.dataset.languageSuggestion = '';
    const text = doc.createElement('p');
    text.textContent = `${formatMessage(words.suggestion, { language: name })} `;
    const link = doc.createElement('a');
    link.href = target.getAttribute('href') ?? '/';
    link.hreflang = wanted;
    link.textContent = formatMessage(words.switchTo, { language: name });
    link.addEventListener('click', () => remember(wanted));
    text.append(link);
    const dismiss = doc.createElement('button');
    dismiss.type = 'button';
    dismiss.textContent = words.dismiss;
    dismiss.addEventListener('click', () => {
      remember(current ?? '');
      notice?.remove();
    });
    notice.append(text, dismiss);
    const header = element.closest('header');
    if (header) header.after(notice);
    else doc.body.prepend(notice);
  });
  void shown;
  return () => {
    stopped = true;
    stop();
    notice?.remove();
  };
}
