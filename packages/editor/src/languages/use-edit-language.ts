import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryKeys } from '../shared/queries';
import { DEFAULT_EDIT_LANGUAGE, type EditLanguage, siteLanguagesOf } from './edit-language';
import { frameLanguage, frameUrlInLanguage } from './language-paths';
import { fetchLanguageSettings } from './languages.api';

/**
 * The workspace's editing language. It is the frame's: the page in view at `/fr/…` is edited in
 * French, so a reload or a shared editor link comes back in the same language, and switching
 * language moves the frame to the same page in that language.
 */
export function useEditLanguageState(
  frameUrl: string,
  setFrameUrl: (frameUrl: string) => void,
): { language: EditLanguage; pagePath: string } {
  const loaded = useQuery({ queryKey: queryKeys.languageSettings, queryFn: fetchLanguageSettings });
  const settings = loaded.data ?? null;
  const languages = useMemo(
    () => (settings ? siteLanguagesOf(settings) : DEFAULT_EDIT_LANGUAGE.languages),
    [settings],
  );
  const { tag, rest } = useMemo(() => frameLanguage(frameUrl, languages), [frameUrl, languages]);
  const primaryTag = languages[0]!.tag;
  const setLanguage = useCallback(
    (next: string) => setFrameUrl(frameUrlInLanguage(frameUrl, languages, next)),
    [frameUrl, languages, setFrameUrl],
  );
  const language = useMemo<EditLanguage>(
    () => ({
      languages,
      settings,
      primaryTag,
      tag: tag ?? primaryTag,
      translating: tag !== null && tag !== primaryTag,
      setLanguage,
    }),
    [languages, settings, primaryTag, tag, setLanguage],
  );
  return { language, pagePath: rest };
}
