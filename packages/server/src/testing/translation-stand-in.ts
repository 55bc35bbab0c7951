import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A translation service on this machine for tests: a real HTTP server speaking the parts of
 * LibreTranslate's API (`GET /languages`, `POST /translate`) and DeepL's (`GET /v2/usage`,
 * `POST /v2/translate`) the providers use. It checks the key as each does (403 for a wrong one),
 * translates deterministically (a small glossary, else `[fr] text`, tags of HTML kept) and counts
 * the calls. `failing` makes it answer 503 to everything, as a service that is down.
 */
export interface TranslationStandIn {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  libreKey: string;
  deeplKey: string;
  /** Every request answered, in order. */
  calls: { method: string; path: string; body: unknown }[];
  /** Requests to one path so far. */
  count(path: string): number;
  failing: boolean;
  close(): Promise<void>;
}

/** Words the stand-in translates as a person would; the rest gets the language's mark. */
export const STAND_IN_GLOSSARY: Record<string, Record<string, string>> = {
  fr: { Hello: 'Bonjour', 'About us': 'À propos', Shop: 'Boutique', Send: 'Envoyer', Menu: 'Menu' },
  de: { Hello: 'Hallo', 'About us': 'Über uns', Shop: 'Laden', Send: 'Senden' },
};

/** Languages both services of the stand-in translate; Welsh (`cy`) is one neither does. */
const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pt-BR', 'ja', 'zh-Hans'];
const DEEPL_TARGETS = ['EN-US', 'EN-GB', 'FR', 'DE', 'ES', 'IT', 'NL', 'PT-PT', 'PT-BR', 'JA', 'ZH'];

/** The stand-in's translation of one text into a language (base code, lower case). */
export function standInTranslation(text: string, language: string): string {
  const base = language.toLowerCase().split('-')[0]!;
  const known = STAND_IN_GLOSSARY[base]?.[text.trim()];
  if (known) return text.replace(text.trim(), known);
  return text.trim() ? `[${base}] ${text}` : text;
}

/** HTML keeps its tags: only the words between them are translated. */
const translateHtml = (html: string, language: string) =>
  html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : standInTranslation(part, language)))
    .join('');

const translate = (text: string, language: string, html: boolean) =>
  html ? translateHtml(text, language) : standInTranslation(text, language);

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function parseBody(raw: string, type: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  if (type?.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
  const form = new URLSearchParams(raw);
  const result: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    result[key] = key === 'text' ? values : values[0];
  }
  return result;
}

export async function startTranslationStandIn(
  keys: { libreKey?: string; deeplKey?: string } = {},
): Promise<TranslationStandIn> {
  const libreKey = keys.libreKey ?? 'libre-test-key';
  const deeplKey = keys.deeplKey ?? 'deepl-test-key:fx';
  const calls: TranslationStandIn['calls'] = [];
  const state = { failing: false };

  const server = http.createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const raw = await readBody(request);
    let body: Record<string, unknown>;
    try {
      body = parseBody(raw, request.headers['content-type']);
    } catch {
      return send(400, { error: 'Invalid request: malformed JSON' });
    }
    const path = (request.url ?? '/').split('?')[0]!;
    calls.push({ method: request.method ?? 'GET', path, body });
    if (state.failing) return send(503, { error: 'Service unavailable' });

    // LibreTranslate
    if (request.method === 'GET' && path === '/languages') {
      return send(
        200,
        LANGUAGES.map((code) => ({ code, name: code, targets: LANGUAGES.filter((t) => t !== code) })),
      );
    }
    if (request.method === 'POST' && path === '/translate') {
      if (body.api_key !== libreKey) return send(403, { error: 'Invalid API key' });
      const { q, source, target, format } = body as {
        q: unknown;
        source: string;
        target: string;
        format?: string;
      };
      if (!LANGUAGES.includes(source) && source !== 'auto')
        return send(400, { error: `${source} is not supported` });
      if (!LANGUAGES.includes(target)) return send(400, { error: `${target} is not supported` });
      const html = format === 'html';
      if (Array.isArray(q))
        return send(200, { translatedText: q.map((t) => translate(String(t), target, html)) });
      if (typeof q !== 'string') return send(400, { error: 'Invalid request: missing q parameter' });
      return send(200, { translatedText: translate(q, target, html) });
    }

    // DeepL
    if (path.startsWith('/v2/')) {
      if (request.headers.authorization !== `DeepL-Auth-Key ${deeplKey}`)
        return send(403, { message: 'Wrong endpoint or invalid auth key' });
      if (request.method === 'GET' && path === '/v2/usage')
        return send(200, { character_count: 0, character_limit: 500_000 });
      if (request.method === 'POST' && path === '/v2/translate') {
        const {
          text,
          target_lang: target,
          source_lang: source,
          tag_handling,
        } = body as {
          text?: unknown;
          target_lang?: string;
          source_lang?: string;
          tag_handling?: string;
        };
        if (!Array.isArray(text) || text.length === 0 || text.length > 50)
          return send(400, { message: "Parameter 'text' not specified." });
        if (!target || !DEEPL_TARGETS.includes(target.toUpperCase()))
          return send(400, { message: "Value for 'target_lang' not supported." });
        return send(200, {
          translations: text.map((t) => ({
            detected_source_language: source ?? 'EN',
            text: translate(String(t), target, tag_handling === 'html'),
          })),
        });
      }
    }
    return send(404, { error: 'Not found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    libreKey,
    deeplKey,
    calls,
    count: (path) => calls.filter((call) => call.path === path).length,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
