import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Schemas of single environment variables, the pieces of the environment's schema (config.ts). Each
 * reads the variable's text; unset or empty means its default (`PORT=` in a shell means "no port
 * given"). A bad value is an issue that says the rule and shows the value, through `show`, so that a
 * value that may hold a password is never written to a log.
 */

/** A rule a value broke, said as what the variable must be ("must be fs or s3"). */
class Broken {
  constructor(readonly rule: string) {}
}
export const broken = (rule: string): Broken => new Broken(rule);

/** How a bad value appears in the message. */
type Show = (raw: string) => string;

export const shown: Show = (raw) => JSON.stringify(raw);

/**
 * A URL with its password replaced by ***. A value that is not a URL with an authority, or whose
 * password cannot be cut out cleanly, or with a query naming a secret, is not shown at all: what
 * looks like a host or path there may be a password.
 */
export const withoutPassword: Show = (raw) => {
  const notShown = 'a value that is not shown (it may hold a password)';
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(raw) || !URL.canParse(raw)) return notShown;
  const { password, searchParams } = new URL(raw);
  if ([...searchParams.keys()].some((key) => /pass|secret|token|key/i.test(key))) return notShown;
  if (!password) return shown(raw);
  const masked = raw.replace(`:${password}@`, ':***@');
  return masked.includes(password) ? notShown : shown(masked);
};

/** One variable: `read` turns its text into the value, or says the rule it broke. */
export function variable<T>(fallback: T, read: (raw: string) => T | Broken, show: Show = shown) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      if (raw === undefined || raw === '') return fallback;
      const value = read(raw);
      if (!(value instanceof Broken)) return value;
      ctx.addIssue({ code: 'custom', message: `${value.rule}, got ${show(raw)}` });
      return z.NEVER;
    });
}

/** Free text: any value is good. */
export const text = <T extends string | null | undefined>(fallback: T) =>
  variable<string | T>(fallback, (raw) => raw);

/** A whole number from min to max, read as JavaScript reads numbers ("8080", " 8080 ", "1e3"). */
export const wholeNumber = (
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  rule = `must be a whole number from ${min} to ${max}`,
) =>
  variable(fallback, (raw) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= min && value <= max ? value : broken(rule);
  });

/** A whole number of 1 or more, with no upper bound. */
export const countAboveZero = (fallback: number) =>
  wholeNumber(fallback, 1, Number.MAX_SAFE_INTEGER, 'must be a whole number above 0');

/** A number above 0, fractions allowed. */
export const positiveNumber = (fallback: number) =>
  variable(fallback, (raw) => {
    const value = Number(raw);
    return Number.isFinite(value) && value > 0 ? value : broken('must be a positive number');
  });

/** `true` or `false`, exactly: a `1` or `yes` meant as on must not quietly mean off. */
export const flag = <T extends boolean | undefined>(fallback: T) =>
  variable<boolean | T>(fallback, (raw) =>
    raw === 'true' ? true : raw === 'false' ? false : broken('must be true or false'),
  );

const listed = (values: readonly string[]) =>
  values.length <= 2 ? values.join(' or ') : `one of ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** One of a few words. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  variable<T[number]>(fallback, (raw) =>
    values.includes(raw) ? (raw as T[number]) : broken(`must be ${listed(values)}`),
  );

/**
 * A URL of one of `protocols`, with a host unless `hostless` (a socket named in the query); with
 * `socketPath`, an absolute path to a Unix socket is good too. Shown without its password.
 */
export const url = (
  protocols: readonly string[],
  example: string,
  options: { hostless?: boolean; socketPath?: boolean } = {},
) =>
  variable<string | null>(
    null,
    (raw) => {
      if (options.socketPath && raw.startsWith('/')) return raw;
      const parsed = URL.canParse(raw) ? new URL(raw) : null;
      return parsed && protocols.includes(parsed.protocol) && (options.hostless || parsed.hostname !== '')
        ? raw
        : broken(`must look like ${example}`);
    },
    withoutPassword,
  );

const HOST_NAME = /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/i;

/** A host name (letters, digits, hyphens, dots) or an IP address. */
export const isHostName = (value: string): boolean => HOST_NAME.test(value) || isIP(value) !== 0;

/** An email address as a mail header holds it: `a@b` or `Name <a@b>`. */
export const isMailbox = (value: string): boolean =>
  /^[^\s@<>]+@[^\s@<>]+$/.test(value.trim()) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(value.trim());

/** Parses the environment with a schema; a bad value throws, naming every bad variable with its value. */
export function parseEnvironment<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const variableName = issue.path.join('.');
      return variableName && !issue.message.startsWith(variableName)
        ? `${variableName} ${issue.message}`
        : issue.message;
    }),
  );
}

/** The environment holds bad values: one line per problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? (problems[0] as string)
        : `The environment has ${problems.length} bad settings:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}
