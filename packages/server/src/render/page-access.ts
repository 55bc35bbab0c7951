import type { FastifyRequest } from 'fastify';
import { hmac, safeEqual } from '#platform/security/tokens';

/** Access to a locked page lasts the browser session and ends when the owner changes the password. */
export const accessCookieName = (pageId: string): string => `atelier_pa_${pageId}`;

export const lockFingerprint = (secret: string, pageId: string, passwordHash: string): string =>
  hmac(secret, `page-access|${pageId}|${passwordHash}`);

export function hasPageAccess(
  request: Pick<FastifyRequest, 'cookies'>,
  pageId: string,
  fingerprint: string,
): boolean {
  const cookie = request.cookies[accessCookieName(pageId)];
  return typeof cookie === 'string' && safeEqual(cookie, fingerprint);
}
