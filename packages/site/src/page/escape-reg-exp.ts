/** `text` as a regular expression that matches it literally (what RegExp.escape does in newer engines). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
