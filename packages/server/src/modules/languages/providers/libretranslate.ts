import { LanguagesErrors } from '#modules/languages/languages.errors';
import { ProviderUnavailable } from './provider-errors';
import { batches, type ProviderAnswer, type ProviderHttpOptions, providerRequest } from './provider-http';
import type { TextFormat, TranslationProvider } from './translation-provider';

interface LibreLanguage {
  code: string;
  targets?: string[];
}

/** Texts and characters sent in one `POST /translate`: a batch a small server answers in time. */
const BATCH_TEXTS = 50;
const BATCH_CHARS = 50_000;

/** The codes LibreTranslate may know a site language by, the closest first. */
function candidates(tag: string): string[] {
  const [base = tag] = tag.split('-');
  if (/^zh-(Hant|TW|HK|MO)/.test(tag)) return [tag, 'zh-Hant', 'zt', 'zh'];
  if (base === 'zh') return [tag, 'zh-Hans', 'zh'];
  return tag === base ? [tag] : [tag, base];
}

/**
 * LibreTranslate's API: `GET /languages` (codes and, per source, its targets) and `POST /translate`
 * with `q` (one text or a list), `source`, `target`, `format` ('text' | 'html') and `api_key`,
 * answered with `translatedText` (a text or a list, as `q` was). A refused key is a 403 (or a 400
 * that asks for a key).
 */
export class LibreTranslate implements TranslationProvider {
  static readonly DEFAULT_ENDPOINT = 'https://libretranslate.com';
  private languages: Promise<LibreLanguage[]> | null = null;

  constructor(
    private readonly endpoint: URL,
    private readonly apiKey: string,
    private readonly options: ProviderHttpOptions,
  ) {}

  private url(path: string): URL {
    return new URL(`${this.endpoint.pathname.replace(/\/$/, '')}${path}`, this.endpoint);
  }

  private refusal(answer: ProviderAnswer): boolean {
    const error = (answer.body as { error?: unknown } | null)?.error;
    return (
      answer.status === 401 ||
      answer.status === 403 ||
      (answer.status === 400 && typeof error === 'string' && /api[ _-]?key/i.test(error))
    );
  }

  private listLanguages(): Promise<LibreLanguage[]> {
    this.languages ??= providerRequest(this.url('/languages'), { method: 'GET' }, this.options).then(
      (answer) => {
        if (answer.status !== 200 || !Array.isArray(answer.body))
          throw new ProviderUnavailable(`GET /languages answered ${answer.status}`);
        return (answer.body as LibreLanguage[]).filter((l) => typeof l?.code === 'string');
      },
    );
    return this.languages;
  }

  private async codes(source: string, target: string): Promise<{ source: string; target: string }> {
    const languages = await this.listLanguages();
    const find = (tag: string) =>
      candidates(tag)
        .map((code) => languages.find((l) => l.code.toLowerCase() === code.toLowerCase()))
        .find(Boolean);
    const from = find(source);
    const to = find(target);
    const reachable = from && to && (!from.targets || from.targets.includes(to.code));
    if (!from || !to || !reachable) throw LanguagesErrors.unsupportedLanguage();
    return { source: from.code, target: to.code };
  }

  private async send(q: string[], format: TextFormat, source: string, target: string): Promise<string[]> {
    const answer = await providerRequest(
      this.url('/translate'),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q, source, target, format, api_key: this.apiKey }),
      },
      this.options,
    );
    if (this.refusal(answer)) throw LanguagesErrors.providerRefused();
    const translated = (answer.body as { translatedText?: unknown } | null)?.translatedText;
    if (
      answer.status !== 200 ||
      !Array.isArray(translated) ||
      translated.length !== q.length ||
      translated.some((t) => typeof t !== 'string')
    ) {
      throw new ProviderUnavailable(`POST /translate answered ${answer.status}`);
    }
    return translated as string[];
  }

  /** A key is checked by translating one word between the first two languages the server has. */
  async check(): Promise<void> {
    const languages = await this.listLanguages();
    const from = languages.find((l) => (l.targets ?? languages.map((x) => x.code)).some((t) => t !== l.code));
    if (!from) throw new ProviderUnavailable('the server translates no language');
    const to = (from.targets ?? languages.map((l) => l.code)).find((t) => t !== from.code)!;
    await this.send(['Hello'], 'text', from.code, to);
  }

  async translate(
    texts: readonly string[],
    format: TextFormat,
    source: string,
    target: string,
  ): Promise<string[]> {
    if (texts.length === 0) return [];
    const codes = await this.codes(source, target);
    const result: string[] = [];
    for (const batch of batches(texts, BATCH_TEXTS, BATCH_CHARS)) {
      result.push(...(await this.send(batch, format, codes.source, codes.target)));
    }
    return result;
  }
}
