import { hmac, safeEqual } from '../../../../security/tokens';

/** The test provider's card form for one pending order, signed so nobody else's order can be paid at. */
export const payToken = (secret: string, orderId: string) => hmac(secret, `pay:${orderId}`);
export const payPath = (secret: string, orderId: string) =>
  `/commerce/pay/${orderId}?token=${payToken(secret, orderId)}`;
export const validPayToken = (secret: string, orderId: string, token: unknown) =>
  typeof token === 'string' && safeEqual(token, payToken(secret, orderId));
