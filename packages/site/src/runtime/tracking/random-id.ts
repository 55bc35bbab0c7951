/** 32 hex digits; getRandomValues also works on plain-http custom domains, randomUUID does not. */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
