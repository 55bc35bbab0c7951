import { PAGE_TEXT_KEYS, type PageDocument } from '@atelier/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageSummary } from '../api/api-types';
import { editorSearch, findPageForPath, parseFrameUrl } from '../frame/frame-url';
import { pageInLanguage, pagePathIn } from './language-paths';
import { useEditLanguageState } from './use-edit-language';

/**
 * The frame's address (kept in the editor's own, so a reload returns to it), the page it shows and the language it is edited in: found by its primary address, its
 * published address in that language, or the translated address its draft gives it (remembered
 * with `rememberAddresses` from the draft in view). `showPage` opens a page in the edited language.
 */
export function usePageInView(pages: readonly PageSummary[]) {
  const [frameUrl, setFrameUrl] = useState(() =>
    parseFrameUrl(new URLSearchParams(location.search).get('frameUrl')),
  );
  // The editor's own address names the page in the frame, so a reload or a shared link returns to it.
  useEffect(() => {
    history.replaceState(history.state, '', `${location.pathname}${editorSearch(location.search, frameUrl)}`);
  }, [frameUrl]);
  const { language, pagePath } = useEditLanguageState(frameUrl, setFrameUrl);
  const lastPage = useRef<{ page: PageSummary; slugs: Record<string, string> } | null>(null);
  const currentPage = useMemo(
    () =>
      pageInLanguage(
        findPageForPath(pages, pagePath),
        pagePath,
        language.translating ? language.tag : null,
        lastPage.current,
        pages,
      ),
    [pages, pagePath, language],
  );
  const showPage = useCallback(
    (path: string) =>
      setFrameUrl(pagePathIn(path, language.translating ? { tag: language.tag, primary: false } : null)),
    [language],
  );
  const rememberAddresses = (document: PageDocument | null) => {
    if (!currentPage || !document) return;
    const slugs: Record<string, string> = {};
    for (const [tag, texts] of Object.entries(document.translations ?? {})) {
      const slug = texts[PAGE_TEXT_KEYS.slug]?.text.trim();
      if (slug) slugs[tag] = slug;
    }
    lastPage.current = { page: currentPage, slugs };
  };
  return { frameUrl, setFrameUrl, editLanguage: language, currentPage, showPage, rememberAddresses };
}
