import { safeEqual, sha256 } from '#platform/security/tokens';

/** The reviews request page of one request; its token is mailed once and kept only as a hash. */
export const reviewRequestPath = (requestId: string, token: string) =>
  `/commerce/reviews/${requestId}?token=${encodeURIComponent(token)}`;

/** Whether `token` is the one the request's link was mailed with. */
export const validRequestToken = (tokenHash: string | null, token: unknown): boolean =>
  typeof token === 'string' &&
  tokenHash !== null &&
  token.length <= 200 &&
  safeEqual(sha256(token), tokenHash);
