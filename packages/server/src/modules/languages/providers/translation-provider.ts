import type { ProviderName } from '#modules/languages/languages.schemas';
import { DeepL } from './deepl';
import { LibreTranslate } from './libretranslate';
import type { ProviderHttpOptions } from './provider-http';

/** How a text is written: plain, or HTML whose tags the service keeps. */
export type TextFormat = 'text' | 'html';

/**
 * A machine-translation service. Each call either answers in full or throws: LanguagesErrors
 * `providerRefused` (the key), `unsupportedLanguage`, or ProviderUnavailable (anything else).
 */
export interface TranslationProvider {
  /** Asks the service once whether it takes the key. */
  check(): Promise<void>;
  /** The texts in `target`, in the order given; `source` and `target` are site language tags. */
  translate(texts: readonly string[], format: TextFormat, source: string, target: string): Promise<string[]>;
}

export interface ProviderSettings {
  provider: ProviderName;
  /** The service's address; '' for the provider's own (DeepL's depends on the key). */
  endpoint: string;
  apiKey: string;
}

/** The address a connection calls: the one the owner gave, else the provider's own. */
export function providerEndpoint(settings: ProviderSettings): string {
  if (settings.endpoint) return settings.endpoint;
  if (settings.provider === 'deepl') return DeepL.defaultEndpoint(settings.apiKey);
  return LibreTranslate.DEFAULT_ENDPOINT;
}

export function providerFor(
  settings: ProviderSettings,
  options: ProviderHttpOptions = {},
): TranslationProvider {
  const endpoint = new URL(providerEndpoint(settings));
  return settings.provider === 'deepl'
    ? new DeepL(endpoint, settings.apiKey, options)
    : new LibreTranslate(endpoint, settings.apiKey, options);
}
