// Inside <script> the HTML parser ends the element at "</script" whatever the JSON means, and
// "<!--" changes how it finds that end; U+2028/U+2029 break older JavaScript parsers. Writing these
// characters as \u escapes keeps the JSON identical once parsed.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON.stringify for embedding in a <script> element: the result cannot close or alter it. */
export function scriptSafeJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
