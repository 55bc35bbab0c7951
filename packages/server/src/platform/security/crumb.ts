import { hmac, randomToken, safeEqual } from './tokens';

/** A crumb is good for this long: well within a session, so a leaked one soon stops working. */
export const CRUMB_TTL_MS = 12 * 3600 * 1000;

/**
 * The crumb is `nonce.issuedAt.signature`, the signature binding the nonce and its age to what it
 * was issued for: the session, or before sign-in the browser's pre-session cookie. A crumb planted
 * by another site, copied from another session or browser, or past its age does not verify, which
 * a plain double-submit cookie cannot promise.
 */
export function issueCrumb(secret: string, binding: string, now = Date.now()): string {
  const nonce = randomToken(12);
  const issued = now.toString(36);
  return `${nonce}.${issued}.${hmac(secret, `crumb|${nonce}|${issued}|${binding}`)}`;
}

export function verifyCrumb(secret: string, binding: string, crumb: unknown, now = Date.now()): boolean {
  if (typeof crumb !== 'string' || crumb.length > 200) return false;
  const [nonce, issued, signature, extra] = crumb.split('.');
  if (!nonce || !issued || !signature || extra !== undefined) return false;
  const at = Number.parseInt(issued, 36);
  if (!Number.isFinite(at) || at > now + 60_000 || now - at > CRUMB_TTL_MS) return false;
  return safeEqual(signature, hmac(secret, `crumb|${nonce}|${issued}|${binding}`));
}
