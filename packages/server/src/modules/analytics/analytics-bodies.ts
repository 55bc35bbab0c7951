import { QUERY_LIMITS } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { AnalyticsErrors } from './analytics.errors';

/** Beyond these, nested JSON in a report is refused: no report the runtime sends comes near them. */
export const JSON_LIMITS = { maxDepth: 8, maxNodes: 2_000 } as const;

/** Keys that would reach an object's prototype once copied by assignment (what secure-json-parse refuses). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const NOT_JSON = Symbol('not JSON');

/**
 * JSON.parse, then one iterative walk that refuses nesting deeper than maxDepth, more than maxNodes
 * values and prototype keys. JSON.parse itself is iterative in V8, but what walks the value later
 * (validation, copying) may recurse, so depth is bounded before anything else sees it.
 */
export function parseJson(text: string): unknown | typeof NOT_JSON {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
  return isBounded(value) ? value : NOT_JSON;
}

export function isBounded(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (++nodes > JSON_LIMITS.maxNodes) return false;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= JSON_LIMITS.maxDepth) return false;
    if (Array.isArray(node)) {
      for (const item of node) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) return false;
      stack.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return true;
}

/**
 * Form fields of the reporting calls, which are flat: brackets name no nesting, and a name given
 * twice is kept as a list, which the schemas refuse.
 */
export function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    if (++count > QUERY_LIMITS.parameterLimit) break;
    if (FORBIDDEN_KEYS.has(name)) throw AnalyticsErrors.badField();
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [seen, value].flat();
  }
  return fields;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(body: Buffer): string | null {
  try {
    return utf8.decode(body);
  } catch {
    return null;
  }
}

/**
 * The body parsers of the reporting routes (this plugin only): JSON, form fields and plain text,
 * each refusing bytes that are not UTF-8 instead of reading them with replacement characters. The
 * runtime's beacons send text/plain (a string) and form fields (URLSearchParams).
 */
export function strictReportBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded', 'text/plain']);
  const decoded =
    (read: (text: string) => unknown) =>
    (_request: unknown, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = decodeUtf8(body as Buffer);
      if (text === null) return done(AnalyticsErrors.notUtf8(), undefined);
      let value: unknown;
      try {
        value = read(text);
      } catch (error) {
        return done(error as Error, undefined);
      }
      done(null, value);
    };
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    decoded((text) => {
      const value = parseJson(text);
      if (value === NOT_JSON) throw AnalyticsErrors.notJson();
      return value;
    }),
  );
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, decoded(formFields));
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'buffer' },
    decoded((text) => text),
  );
}
