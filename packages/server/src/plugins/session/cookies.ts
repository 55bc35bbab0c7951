import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'atelier_session';
export const CRUMB_COOKIE = 'crumb';
export const SESSION_DAYS = 30;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Readable by the page's scripts on purpose: the data layer sends it back as a query parameter. */
export function setCrumbCookie(reply: FastifyReply, crumb: string, secure: boolean): void {
  reply.setCookie(CRUMB_COOKIE, crumb, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}
