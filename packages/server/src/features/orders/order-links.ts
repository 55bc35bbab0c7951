import { hmac, safeEqual } from '../../security/tokens';

/** The signed link a customer reopens to see an order (no account needed). */
export const orderStatusToken = (secret: string, orderId: string) => hmac(secret, `order:${orderId}`);
export const orderStatusPath = (secret: string, orderId: string) =>
  `/commerce/orders/${orderId}?token=${orderStatusToken(secret, orderId)}`;
export const validOrderToken = (secret: string, orderId: string, token: unknown) =>
  typeof token === 'string' && safeEqual(token, orderStatusToken(secret, orderId));
