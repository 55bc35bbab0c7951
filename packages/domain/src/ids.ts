/** Ids are 24-character lowercase hex strings (spec 000 §2: /pages/{24-character id}). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

/** 12 random bytes as hex; uses the platform's Web Crypto, available in Node 20 and browsers. */
export function newId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
