/** Ids are 24-character lowercase hex strings (spec 000 §2: /pages/{24-character id}). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

const ID_BYTES = 12;
/** Random bytes drawn in one call and handed out in turn: each Web Crypto call costs microseconds. */
const POOL_BYTES = ID_BYTES * 256;
const pool = new Uint8Array(POOL_BYTES);
let used = POOL_BYTES;
const HEX = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0'));

/**
 * 12 random bytes as hex; uses the platform's Web Crypto, available in Node 20 and browsers. Every
 * byte of the pool is used once: an id never shares random bytes with another.
 */
export function newId(): string {
  if (used === POOL_BYTES) {
    globalThis.crypto.getRandomValues(pool);
    used = 0;
  }
  let out = '';
  for (let i = used; i < used + ID_BYTES; i++) out += HEX[pool[i]!];
  used += ID_BYTES;
  return out;
}
