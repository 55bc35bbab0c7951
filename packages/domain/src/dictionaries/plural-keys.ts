/**
 * Spec 001 §5: "Message-format plural keys must be valid for the locale or an explicit =number.
 * Otherwise an invalid key error is thrown." The text is the one message-format compilers give.
 */
export class InvalidPluralKeyError extends Error {
  declare readonly key: string;
  declare readonly argument: string;
  declare readonly locale: string;

  constructor(
    key: string,
    argument: string,
    locale: string,
    type: 'plural' | 'selectordinal',
    valid: string[],
  ) {
    super(
      `Invalid key \`${key}\` for argument \`${argument}\`. Valid ${type} keys for this locale are \`${valid.join('`, `')}\`, and explicit keys like \`=0\`.`,
    );
    this.name = 'InvalidPluralKeyError';
    this.key = key;
    this.argument = argument;
    this.locale = locale;
  }
}

const EXPLICIT_KEY = /^=-?\d+(\.\d+)?$/;

/** The plural categories of a locale (`one`, `other`, ...), from the runtime's own plural rules. */
export const pluralCategories = (locale: string, type: 'cardinal' | 'ordinal' = 'cardinal'): string[] =>
  new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories as string[];

/** Throws InvalidPluralKeyError for the first key of a plural that the locale has no category for. */
export function checkPluralKeys(
  locale: string,
  argument: string,
  keys: Iterable<string>,
  type: 'cardinal' | 'ordinal' = 'cardinal',
): void {
  const valid = pluralCategories(locale, type);
  for (const key of keys) {
    if (EXPLICIT_KEY.test(key) || valid.includes(key)) continue;
    throw new InvalidPluralKeyError(
      key,
      argument,
      locale,
      type === 'ordinal' ? 'selectordinal' : 'plural',
      valid,
    );
  }
}
