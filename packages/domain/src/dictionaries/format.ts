import { IntlMessageFormat } from 'intl-messageformat';
import { checkPluralKeys } from './plural-keys';
import type { MessageValues } from './types';

// The AST node types of intl-messageformat's parser that hold options (TYPE.select, TYPE.plural).
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  pluralType?: 'cardinal' | 'ordinal';
  children?: AstNode[];
}

/** Checks every plural of a parsed message, nested ones included, against the locale's categories. */
function checkPlurals(nodes: AstNode[], locale: string): void {
  for (const node of nodes) {
    if (node.type === PLURAL && node.options)
      checkPluralKeys(locale, node.value ?? '', Object.keys(node.options), node.pluralType);
    if ((node.type === PLURAL || node.type === SELECT) && node.options)
      for (const option of Object.values(node.options)) checkPlurals(option.value, locale);
    if (node.type === TAG && node.children) checkPlurals(node.children, locale);
  }
}

/** Compiled messages by locale and text; dictionaries are finite, so this stays small. */
const compiled = new Map<string, IntlMessageFormat>();
const MAX_COMPILED = 5000;

function compile(locale: string, message: string): IntlMessageFormat {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    // Tags are not ours: a `<` in a message is text.
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    checkPlurals(format.getAst() as AstNode[], locale);
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, format);
  }
  return format;
}

/**
 * Formats an ICU message (`{name}`, `{n, number}`, `{n, plural, =0 {…} one {# …} other {…}}`,
 * `{x, select, … other {…}}`) for a locale: its plural rules and number format. A plural key the
 * locale does not have throws InvalidPluralKeyError (spec 001 §5); a missing value throws.
 */
export function formatIcuMessage(locale: string, message: string, values: MessageValues = {}): string {
  const out = compile(locale, message).format(values as Record<string, string | number>);
  return Array.isArray(out) ? out.join('') : String(out);
}
