import type { Dictionary } from '@atelier/domain';
import { cookieBannerLoaders } from '@atelier/domain/dictionaries/load-cookie-banner';

/**
 * The banner's own strings (its region's name, Close) in a language other than English. The texts
 * an owner can change, defaults included, arrive in the page's language from the server.
 */
export interface BannerWords {
  words: Dictionary<'cookieBanner'>;
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
    return { words: await load() };
  } catch (error) {
    console.error('Unable to load module', `dictionary-${language}`, error);
    return null;
  }
}
