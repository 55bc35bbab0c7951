import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, safeEqual } from '#platform/security/tokens';

/** The spec's cart cookies (spec 000 §2 "Cookies"): CART holds the signed cart id, hasCart tells scripts. */
export const CART_COOKIE = 'CART';
export const HAS_CART_COOKIE = 'hasCart';
const MAX_AGE = 365 * 24 * 3600;

const signature = (secret: string, siteId: string, cartId: string) =>
  hmac(secret, `cart:${siteId}:${cartId}`);

/**
 * The cart id the request's CART cookie names, when it was signed for this very site; a cookie
 * planted by another site (or forged) is ignored.
 */
export function cartIdFrom(request: FastifyRequest, secret: string): string | null {
  const value = request.cookies[CART_COOKIE];
  const site = request.site;
  if (!value || !site) return null;
  const [cartId, mac] = value.split('.');
  if (!cartId || !mac || !/^[0-9a-f]{24}$/.test(cartId)) return null;
  return safeEqual(mac, signature(secret, site.id, cartId)) ? cartId : null;
}

export function setCartCookies(
  reply: FastifyReply,
  secret: string,
  siteId: string,
  cartId: string,
  secure: boolean,
) {
  reply.setCookie(CART_COOKIE, `${cartId}.${signature(secret, siteId, cartId)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE,
  });
  // Readable by the page: the checkout link and the cart indicator look for it.
  reply.setCookie(HAS_CART_COOKIE, 'true', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE,
  });
}

/** Forgets the visitor's cart in this browser (a member signing out leaves it with the account). */
export function clearCartCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(CART_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(HAS_CART_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}
