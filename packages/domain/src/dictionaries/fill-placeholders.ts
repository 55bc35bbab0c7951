/**
 * Fills `{name}` placeholders; unknown placeholders stay as written. The spec's English templates
 * need nothing more; ICU messages (plurals, selects) go through formatIcuMessage or formatMessageLite.
 * A module of its own so that code filling one template does not carry the whole `messages` table.
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
