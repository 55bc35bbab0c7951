import type { Dictionary } from '@atelier/domain';
import { cookieBannerLoaders } from '@atelier/domain/dictionaries/load-cookie-banner';

/** The banner's strings in a language other than English, with the English they translate. */
export interface BannerWords {
  words: Dictionary<'cookieBanner'>;
  english: Dictionary<'cookieBanner'>;
}

/**
 * The banner's strings in the page's language (`<html lang>`, its base language), or null for
 * English and for a language the product does not speak. Kept apart from the shared dictionary
 * helpers: the banner counts in every page's boot budget, and each file it shares costs a request.
 */
export async function loadBannerWords(doc: Document): Promise<BannerWords | null> {
  const language = (doc.documentElement.lang || 'en').split('-')[0]!.toLowerCase();
  if (!Object.hasOwn(cookieBannerLoaders, language)) return null;
  const load = cookieBannerLoaders[language as keyof typeof cookieBannerLoaders];
  try {
    const [words, { cookieBanner: english }] = await Promise.all([
      load(),
      import('@atelier/domain/dictionaries/en/cookie-banner'),
    ]);
    return { words, english };
  } catch (error) {
    console.error('Unable to load module', `dictionary-${language}`, error);
    return null;
  }
}
