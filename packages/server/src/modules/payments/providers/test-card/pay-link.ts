import { hmac, safeEqual } from '#platform/security/tokens';

/** The test provider's card form for one pending order, signed so nobody else's order can be paid at. */
export const payToken = (secret: string, orderId: string) => hmac(secret, `pay:${orderId}`);
export const payPath = (secret: string, orderId: string) =>
  `/commerce/pay/${orderId}?token=${payToken(secret, orderId)}`;
export const validPayToken = (secret: string, orderId: string, token: unknown) =>
  typeof token === 'string' && safeEqual(token, payToken(secret, orderId));

/**
 * One extra confirmation step the bank asked for: an attempt id and its signature. Confirming it
 * charges under a key made from the attempt, so the step confirms once however often it is posted,
 * and a payment that never asked (a declined card) has no attempt to confirm.
 */
export const confirmAttempt = (secret: string, orderId: string, attemptId: string) =>
  `${attemptId}.${hmac(secret, `confirm:${orderId}:${attemptId}`)}`;
export function attemptOf(secret: string, orderId: string, attempt: unknown): string | null {
  if (typeof attempt !== 'string') return null;
  const [id, signature] = attempt.split('.');
  if (!id || !signature || !/^[0-9a-f]{24}$/.test(id)) return null;
  return safeEqual(attempt, confirmAttempt(secret, orderId, id)) ? id : null;
}
