import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValues, isSecureRequest, signForHost, tokenForHost } from './cookies';

/**
 * A site member's session cookie (modules/members): its own name, never the owners' session, set
 * by the site's host for that host only. Over https it takes the `__Host-` prefix, so no sibling
 * host can plant or shadow it; signed for the host, so a value set for another site never verifies.
 */
export const MEMBER_COOKIE = 'atelier_member';
export const SECURE_MEMBER_COOKIE = `__Host-${MEMBER_COOKIE}`;
const PURPOSE = 'member';

const cookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

/** The member session tokens this request carries that were issued for its host, best first. */
export function memberTokens(request: FastifyRequest): string[] {
  if (!request.headers.cookie) return [];
  const name = isSecureRequest(request) ? SECURE_MEMBER_COOKIE : MEMBER_COOKIE;
  const tokens: string[] = [];
  for (const value of cookieValues(request.headers.cookie, name)) {
    const token = tokenForHost(request.server.secret, PURPOSE, request.hostName, value);
    if (token && !tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}

/** Sets the cookie for `seconds`, or for the browser's session when null. */
export function setMemberCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  seconds: number | null,
): void {
  const secure = isSecureRequest(request);
  reply.setCookie(
    secure ? SECURE_MEMBER_COOKIE : MEMBER_COOKIE,
    signForHost(request.server.secret, PURPOSE, request.hostName, token),
    seconds === null ? cookieOptions(secure) : { ...cookieOptions(secure), maxAge: seconds },
  );
}

export function clearMemberCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SECURE_MEMBER_COOKIE, cookieOptions(true));
  reply.clearCookie(MEMBER_COOKIE, cookieOptions(isSecureRequest(request)));
}
