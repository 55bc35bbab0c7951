import { formValidationMessages } from '../message-groups/forms';

/** Why a text holding U+0000 is refused: PostgreSQL text cannot store it, so no engine may take it. */
export const NUL_CHARACTER_MESSAGE = formValidationMessages.nulCharacter;

const hasNul = (text: string) => text.includes('\u0000');

/** Whether any string or object key within `value` holds a NUL character. Iterative: bodies may nest deeply. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (value === null || typeof value !== 'object') return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (hasNul(node)) return true;
    } else if (Array.isArray(node)) {
      for (const item of node) if (item !== null && typeof item !== 'number') stack.push(item);
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node)) {
        if (hasNul(key)) return true;
        stack.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The dotted path of the first string or key holding a NUL character ('' for `value` itself), or
 * null. A NUL inside a key is written `\0` so the path can be shown.
 */
export function nulPath(value: unknown): string | null {
  if (!containsNul(value)) return null;
  const stack: [unknown, string][] = [[value, '']];
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (hasNul(node)) return path;
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index--)
        stack.push([node[index], join(path, String(index))]);
    } else if (node !== null && typeof node === 'object') {
      const keys = Object.keys(node);
      for (const key of keys) if (hasNul(key)) return join(path, key.replaceAll('\u0000', '\\0'));
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        stack.push([(node as Record<string, unknown>)[key], join(path, key)]);
      }
    }
  }
  return null;
}
