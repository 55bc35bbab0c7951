import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes } from 'fastify';
import { appErrorAnswer } from '#platform/http/errors.plugin';
import { AppError, type ErrorKind } from './app-error';

/**
 * Finds the error codes the server answers with by reading its source text, so that a code is found
 * wherever it is written: a catalogue's `defineError({ code })`, an inline `new AppError(kind,
 * 'code', ...)`, an answer object `{ error, code: '...' }`, a `*ErrorStatus` map (fonts), the error
 * handler's fallback (`code ?? '...'`), and the framework's own client errors it passes on.
 */

const SERVER_SRC = fileURLToPath(new URL('../..', import.meta.url));
const REPO = path.resolve(SERVER_SRC, '../../..');
export const API_DOC = path.join(REPO, 'docs/api.md');

/** Fastify's own client errors that reach the error handler, which answers them with the code lower-cased. */
const FRAMEWORK_ERRORS = [
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
] as const;
/** Answered by Fastify itself before any route or handler runs, in its own shape and upper case. */
const FRAMEWORK_OWN_ANSWERS = ['FST_ERR_BAD_URL'] as const;

interface Token {
  type: 'string' | 'name' | 'number' | 'punct' | 'other';
  text: string;
  at: number;
}

export interface CodeDefinition {
  code: string;
  /** `file:line`, the file relative to the repository. */
  place: string;
  /** The HTTP status the code is answered with, when the source says it. */
  status: number | null;
}

const KEYWORDS_BEFORE_EXPRESSION = new Set(['return', 'typeof', 'case', 'in', 'of', 'new', 'throw', 'await']);

/** Splits TypeScript into tokens, dropping comments; string and template contents stay whole. */
function tokenize(source: string, start = 0, untilBrace = false): { tokens: Token[]; end: number } {
  const tokens: Token[] = [];
  let i = start;
  let depth = 0;
  const regexMayStart = () => {
    const last = tokens.at(-1);
    if (!last) return true;
    if (last.type === 'punct') return !')]}'.includes(last.text);
    return last.type === 'name' && KEYWORDS_BEFORE_EXPRESSION.has(last.text);
  };
  while (i < source.length) {
    const c = source[i] as string;
    const at = i;
    if (/\s/.test(c)) i++;
    else if (source.startsWith('//', i))
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (source.startsWith('/*', i))
      i = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') {
      // A quote never spans lines: an apostrophe in JSX text costs one line, not the file.
      i++;
      while (i < source.length && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      tokens.push({ type: 'string', text: source.slice(at + 1, i).replace(/\\(.)/g, '$1'), at });
      i++;
    } else if (c === '`') {
      i++;
      let plain = true;
      while (i < source.length && source[i] !== '`') {
        if (source[i] === '\\') i += 2;
        else if (source.startsWith('${', i)) {
          plain = false;
          i = tokenize(source, i + 2, true).end + 1;
        } else i++;
      }
      tokens.push({ type: plain ? 'string' : 'other', text: source.slice(at + 1, i), at });
      i++;
    } else if (c === '/' && regexMayStart()) {
      let inClass = false;
      i++;
      while (i < source.length && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i += source[i] === '\\' ? 2 : 1;
      }
      i++;
      while (/[a-z]/.test(source[i] ?? '')) i++;
      tokens.push({ type: 'other', text: source.slice(at, i), at });
    } else if (/[A-Za-z_$#]/.test(c)) {
      i++;
      while (/[\w$]/.test(source[i] ?? '')) i++;
      tokens.push({ type: 'name', text: source.slice(at, i), at });
    } else if (/\d/.test(c)) {
      i++;
      while (/[\w.]/.test(source[i] ?? '')) i++;
      tokens.push({ type: 'number', text: source.slice(at, i).replaceAll('_', ''), at });
    } else {
      if (untilBrace && c === '{') depth++;
      if (untilBrace && c === '}' && depth-- === 0) return { tokens, end: i };
      tokens.push({ type: 'punct', text: c, at });
      i++;
    }
  }
  return { tokens, end: i };
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The index of the bracket closing the one at `open`. */
function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    if (t.type !== 'punct') continue;
    if (OPEN[t.text]) depth++;
    else if (')]}'.includes(t.text) && --depth === 0) return k;
  }
  return tokens.length;
}

/** The comma-separated parts between two brackets, each as its tokens. */
function parts(tokens: Token[], open: number): Token[][] {
  const end = closing(tokens, open);
  const result: Token[][] = [[]];
  for (let k = open + 1; k < end; k++) {
    const t = tokens[k] as Token;
    if (t.type === 'punct' && OPEN[t.text]) {
      const close = closing(tokens, k);
      result.at(-1)?.push(...tokens.slice(k, close + 1));
      k = close;
    } else if (t.type === 'punct' && t.text === ',') result.push([]);
    else result.at(-1)?.push(t);
  }
  return result.filter((part) => part.length > 0);
}

/** An object literal's properties: name -> its key and, when the value is one literal, that literal. */
function properties(tokens: Token[], open: number): Map<string, { key: Token; value: Token | null }> {
  const found = new Map<string, { key: Token; value: Token | null }>();
  for (const part of parts(tokens, open)) {
    const [key, colon, value, ...rest] = part;
    if (key?.type === 'name' && part.length === 1) found.set(key.text, { key, value: null }); // `{ error }`
    if (!key || colon?.text !== ':' || (key.type !== 'name' && key.type !== 'string')) continue;
    const literal = value && rest.length === 0 && (value.type === 'string' || value.type === 'number');
    found.set(key.text, { key, value: literal ? value : null });
  }
  return found;
}

const kindStatus = (kind: string | undefined): number | null =>
  kind ? appErrorAnswer(new AppError(kind as ErrorKind, 'probe', 'probe')).status : null;

/** The codes one source file defines, and the code-bearing constructs it could not read. */
export function codesIn(source: string, file: string): { codes: CodeDefinition[]; unreadable: string[] } {
  const { tokens } = tokenize(source);
  const codes: CodeDefinition[] = [];
  const unreadable: string[] = [];
  const place = (token: Token) => `${file}:${source.slice(0, token.at).split('\n').length}`;
  const text = (k: number) => tokens[k]?.text;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    if (t.type === 'name' && t.text === 'defineError' && text(k + 1) === '(' && text(k + 2) === '{') {
      const definition = properties(tokens, k + 2);
      const code = definition.get('code')?.value;
      if (code?.type !== 'string') unreadable.push(`defineError without a literal code at ${place(t)}`);
      else
        codes.push({
          code: code.text,
          place: place(code),
          status: kindStatus(definition.get('kind')?.value?.text),
        });
    } else if (t.text === 'new' && text(k + 1) === 'AppError' && text(k + 2) === '(') {
      const [kind, code] = parts(tokens, k + 2);
      if (code?.length === 1 && code[0]?.type === 'string') {
        const literalKind = kind?.length === 1 && kind[0]?.type === 'string' ? kind[0].text : undefined;
        codes.push({ code: code[0].text, place: place(code[0]), status: kindStatus(literalKind) });
      } else if (!file.endsWith('platform/errors/app-error.ts')) {
        unreadable.push(`new AppError without a literal code at ${place(t)}`);
      }
    } else if (t.type === 'punct' && t.text === '{') {
      const object = properties(tokens, k);
      const code = object.get('code')?.value;
      if (code?.type === 'string' && object.has('error')) {
        // `.status(404).send({ error, code })` or `.code(404).send(...)`: the status is the literal before.
        const sent = text(k - 2) === 'send' && text(k - 4) === ')' && tokens[k - 5]?.type === 'number';
        codes.push({ code: code.text, place: place(code), status: sent ? Number(text(k - 5)) : null });
      } else if (text(k - 1) === '=' && /ErrorStatus$/.test(text(k - 2) ?? '')) {
        for (const [name, { key, value }] of object) {
          codes.push({
            code: name,
            place: place(key),
            status: value?.type === 'number' ? Number(value.text) : null,
          });
        }
      }
    } else if (
      t.text === 'code' &&
      text(k + 1) === '?' &&
      text(k + 2) === '?' &&
      tokens[k + 3]?.type === 'string'
    ) {
      const fallback = tokens[k + 3] as Token;
      codes.push({ code: fallback.text, place: place(fallback), status: null });
    }
  }
  return { codes, unreadable };
}

/**
 * The layers test writes probe files under src/ and removes them while this may be walking the
 * tree: a folder or file gone in between is skipped (a probe defines no error code).
 */
const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function sourceFiles(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (gone(error)) return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|test-support|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every code the server can answer with, wherever it is defined. */
export function serverErrorCodes(): { codes: CodeDefinition[]; unreadable: string[] } {
  const codes: CodeDefinition[] = [];
  const unreadable: string[] = [];
  for (const file of sourceFiles(SERVER_SRC)) {
    let source: string;
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if (gone(error)) continue;
      throw error;
    }
    const found = codesIn(source, path.relative(REPO, file));
    codes.push(...found.codes);
    unreadable.push(...found.unreadable);
  }
  // A Fastify upgrade that renames one of these fails the type check and this call.
  for (const name of FRAMEWORK_ERRORS) {
    codes.push({
      code: name.toLowerCase(),
      place: `fastify ${name}`,
      status: new errorCodes[name]().statusCode ?? null,
    });
  }
  for (const name of FRAMEWORK_OWN_ANSWERS) {
    codes.push({ code: name, place: `fastify ${name}`, status: new errorCodes[name]().statusCode ?? null });
  }
  return { codes, unreadable };
}

/** For each code documented in a table row of docs/api.md, the statuses its rows give. */
export function documentedStatuses(markdown: string): Map<string, number[]> {
  const documented = new Map<string, number[]>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const status = cells.find((cell) => /^\d{3}$/.test(cell));
    if (!status) continue;
    for (const [, code] of line.matchAll(/`([^`\s]+)`/g)) {
      documented.set(code as string, [...(documented.get(code as string) ?? []), Number(status)]);
    }
  }
  return documented;
}
