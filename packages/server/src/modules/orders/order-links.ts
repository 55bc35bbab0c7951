import { hmac, safeEqual } from '#platform/security/tokens';

/** The signed link a customer reopens to see an order (no account needed). */
export const orderStatusToken = (secret: string, orderId: string) => hmac(secret, `order:${orderId}`);
export const orderStatusPath = (secret: string, orderId: string) =>
  `/commerce/orders/${orderId}?token=${orderStatusToken(secret, orderId)}`;
export const validOrderToken = (secret: string, orderId: string, token: unknown) =>
  typeof token === 'string' && safeEqual(token, orderStatusToken(secret, orderId));

/** The signed link of one download (the count, expiry and revocation live in its row). */
export const downloadToken = (secret: string, downloadId: string) => hmac(secret, `download:${downloadId}`);
export const downloadPath = (secret: string, downloadId: string) =>
  `/commerce/downloads/${downloadId}?token=${downloadToken(secret, downloadId)}`;
export const validDownloadToken = (secret: string, downloadId: string, token: unknown) =>
  typeof token === 'string' && safeEqual(token, downloadToken(secret, downloadId));
