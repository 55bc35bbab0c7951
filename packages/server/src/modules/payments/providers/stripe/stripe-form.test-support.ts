/**
 * Reads a body the way Stripe's API takes it: application/x-www-form-urlencoded with bracketed
 * keys (`line_items[0][price_data][currency]=usd`) for nested objects and arrays.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (part === '__proto__' || part === 'constructor' || part === 'prototype') return;
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node[part] = next && typeof next === 'object' ? next : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** Objects keyed 0, 1, 2... (Stripe's form arrays) as arrays. */
export const listOf = (value: unknown): Record<string, unknown>[] =>
  value && typeof value === 'object' ? (Object.values(value) as Record<string, unknown>[]) : [];
