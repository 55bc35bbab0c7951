import { hmac, randomToken, safeEqual } from './tokens';

/**
 * The crumb is `nonce.signature`, the signature binding the nonce to the session (or to no session
 * for a visitor). A crumb planted by another site or copied from another session does not verify,
 * which a plain double-submit cookie cannot promise.
 */
export function issueCrumb(secret: string, sessionId: string | null): string {
  const nonce = randomToken(12);
  return `${nonce}.${hmac(secret, `crumb|${nonce}|${sessionId ?? ''}`)}`;
}

export function verifyCrumb(secret: string, sessionId: string | null, crumb: unknown): boolean {
  if (typeof crumb !== 'string' || crumb.length > 200) return false;
  const dot = crumb.indexOf('.');
  if (dot < 1) return false;
  const nonce = crumb.slice(0, dot);
  return safeEqual(crumb.slice(dot + 1), hmac(secret, `crumb|${nonce}|${sessionId ?? ''}`));
}
