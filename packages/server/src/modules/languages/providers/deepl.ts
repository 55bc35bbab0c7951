import { LanguagesErrors } from '#modules/languages/languages.errors';
import { ProviderUnavailable } from './provider-errors';
import { batches, type ProviderHttpOptions, providerRequest } from './provider-http';
import type { TextFormat, TranslationProvider } from './translation-provider';

/** DeepL takes at most 50 texts and 128 KiB in one request. */
const BATCH_TEXTS = 50;
const BATCH_CHARS = 100_000;

/** DeepL's source languages are base languages, in upper case (`EN`, `PT`, `ZH`). */
export const deeplSource = (tag: string): string => tag.split('-')[0]!.toUpperCase();

/**
 * DeepL's target for a site language: its regional and script variants where DeepL has them
 * (`EN-GB`, `PT-BR`, `ZH-HANT`), English and Portuguese without a region as DeepL's defaults
 * (`EN-US`, `PT-PT`: a bare `EN` or `PT` target is deprecated), else the base language.
 */
export function deeplTarget(tag: string): string {
  const upper = tag.toUpperCase();
  if (['EN-GB', 'EN-US', 'PT-BR', 'PT-PT', 'ZH-HANS', 'ZH-HANT'].includes(upper)) return upper;
  if (/^ZH-(TW|HK|MO)$/.test(upper)) return 'ZH-HANT';
  const base = deeplSource(tag);
  if (base === 'EN') return 'EN-US';
  if (base === 'PT') return 'PT-PT';
  return base;
}

/**
 * DeepL's API v2: `POST /v2/translate` with `text` (a list), `source_lang`, `target_lang` and
 * `tag_handling: 'html'` for HTML, authorised by `Authorization: DeepL-Auth-Key <key>`, answered with
 * `translations[].text`; `GET /v2/usage` checks a key without translating. 403 is a refused key,
 * 456 a used-up quota, 429 too many requests.
 */
export class DeepL implements TranslationProvider {
  /** Keys of DeepL's free plan end in `:fx` and are served by its free host. */
  static defaultEndpoint(apiKey: string): string {
    return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
  }

  constructor(
    private readonly endpoint: URL,
    private readonly apiKey: string,
    private readonly options: ProviderHttpOptions,
  ) {}

  private url(path: string): URL {
    return new URL(`${this.endpoint.pathname.replace(/\/$/, '')}${path}`, this.endpoint);
  }

  private get auth() {
    return { authorization: `DeepL-Auth-Key ${this.apiKey}` };
  }

  async check(): Promise<void> {
    const answer = await providerRequest(
      this.url('/v2/usage'),
      { method: 'GET', headers: this.auth },
      this.options,
    );
    if (answer.status === 401 || answer.status === 403) throw LanguagesErrors.providerRefused();
    if (answer.status !== 200) throw new ProviderUnavailable(`GET /v2/usage answered ${answer.status}`);
  }

  async translate(
    texts: readonly string[],
    format: TextFormat,
    source: string,
    target: string,
  ): Promise<string[]> {
    const result: string[] = [];
    for (const batch of batches(texts, BATCH_TEXTS, BATCH_CHARS)) {
      const answer = await providerRequest(
        this.url('/v2/translate'),
        {
          method: 'POST',
          headers: { ...this.auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            text: batch,
            source_lang: deeplSource(source),
            target_lang: deeplTarget(target),
            ...(format === 'html' ? { tag_handling: 'html' } : {}),
          }),
        },
        this.options,
      );
      if (answer.status === 401 || answer.status === 403) throw LanguagesErrors.providerRefused();
      const message = (answer.body as { message?: unknown } | null)?.message;
      if (answer.status === 400 && typeof message === 'string' && /_lang/i.test(message))
        throw LanguagesErrors.unsupportedLanguage();
      const translations = (answer.body as { translations?: { text?: unknown }[] } | null)?.translations;
      if (
        answer.status !== 200 ||
        !Array.isArray(translations) ||
        translations.length !== batch.length ||
        translations.some((t) => typeof t?.text !== 'string')
      ) {
        throw new ProviderUnavailable(`POST /v2/translate answered ${answer.status}`);
      }
      result.push(...translations.map((t) => t.text as string));
    }
    return result;
  }
}
