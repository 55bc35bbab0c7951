import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, randomToken, safeEqual } from '#platform/security/tokens';

/** The session cookie over http (development); over https the `__Host-` name below is used. */
export const SESSION_COOKIE = 'atelier_session';
/**
 * Over https the session lives under the `__Host-` prefix: browsers refuse such a cookie when it
 * comes with a Domain attribute, a path other than / or without Secure, so no sibling host can
 * plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Binds a crumb issued before sign-in to this browser (see security/crumb.ts). */
export const PRESESSION_COOKIE = 'atelier_presession';
export const SECURE_PRESESSION_COOKIE = `__Host-${PRESESSION_COOKIE}`;
export const CRUMB_COOKIE = 'crumb';
export const SESSION_DAYS = 30;
/** How many same-name cookies are tried; a flood of tossed duplicates costs no more than this. */
const MAX_CANDIDATES = 8;

/** Whether the browser reached us over https: directly, through a trusted proxy, or as configured. */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.server.config.secureCookies || request.protocol === 'https';
}

/**
 * Every value sent under a name, in header order. A sibling host can add a cookie of the same name
 * (Domain=parent, a longer Path) that the browser lists first; reading them all lets the server
 * take the one that verifies instead of the first one.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Left as sent; it will not verify.
    }
    values.push(value);
    if (values.length === MAX_CANDIDATES) break;
  }
  return values;
}

/** The host a cookie was issued for, as the tenancy plugin read it (no port, lower case). */
const hostOf = (request: FastifyRequest) => request.hostName;

/** `token.signature`: the signature binds the token to the host that set it. */
export function signForHost(secret: string, purpose: string, host: string, token: string): string {
  return `${token}.${hmac(secret, `${purpose}|${host}|${token}`)}`;
}

/** The token of a signed value, when the signature is this host's; otherwise null. */
export function tokenForHost(secret: string, purpose: string, host: string, value: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1 || value.length > 200) return null;
  const token = value.slice(0, dot);
  return safeEqual(value.slice(dot + 1), hmac(secret, `${purpose}|${host}|${token}`)) ? token : null;
}

/** The session tokens this request carries that were issued for its host, best first. */
export function sessionTokens(request: FastifyRequest): string[] {
  const name = isSecureRequest(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const tokens: string[] = [];
  for (const value of cookieValues(request.headers.cookie, name)) {
    const token = tokenForHost(request.server.secret, 'session', hostOf(request), value);
    if (token && !tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}

const baseCookie = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = isSecureRequest(request);
  const value = signForHost(request.server.secret, 'session', hostOf(request), token);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, value, {
    ...baseCookie(secure),
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

/**
 * Clears this host's session cookie, and whatever copies of the platform's cookie names a sibling
 * host may have planted on the parent domain at the usual paths: a browser only lets the parent's
 * own hosts clear those, and we are one of them.
 */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecureRequest(request);
  reply.clearCookie(SECURE_SESSION_COOKIE, baseCookie(true));
  reply.clearCookie(SESSION_COOKIE, baseCookie(secure));
  const parent = request.server.config.appDomain;
  if (parent === 'localhost' || !parent.includes('.')) return;
  for (const path of ['/', '/api', '/api/', '/config', '/config/']) {
    for (const name of [SESSION_COOKIE, CRUMB_COOKIE, PRESESSION_COOKIE]) {
      reply.clearCookie(name, { path, domain: parent, secure });
    }
  }
}

/**
 * The pre-session cookie's value for this request, setting one when it has none: crumbs issued
 * before sign-in are bound to it, so a crumb cannot be replayed from another browser.
 */
export function presessionBinding(request: FastifyRequest, reply: FastifyReply): string {
  const existing = presessionTokens(request)[0];
  if (existing) return existing;
  const token = randomToken(18);
  const secure = isSecureRequest(request);
  reply.setCookie(
    secure ? SECURE_PRESESSION_COOKIE : PRESESSION_COOKIE,
    signForHost(request.server.secret, 'presession', hostOf(request), token),
    baseCookie(secure),
  );
  // Later crumbs in this same response bind to the cookie just set.
  request.headers.cookie = `${request.headers.cookie ? `${request.headers.cookie}; ` : ''}${
    secure ? SECURE_PRESESSION_COOKIE : PRESESSION_COOKIE
  }=${signForHost(request.server.secret, 'presession', hostOf(request), token)}`;
  return token;
}

export function presessionTokens(request: FastifyRequest): string[] {
  const name = isSecureRequest(request) ? SECURE_PRESESSION_COOKIE : PRESESSION_COOKIE;
  const tokens: string[] = [];
  for (const value of cookieValues(request.headers.cookie, name)) {
    const token = tokenForHost(request.server.secret, 'presession', hostOf(request), value);
    if (token && !tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}

/** Readable by the page's scripts on purpose: the data layer sends it back as a query parameter. */
export function setCrumbCookie(request: FastifyRequest, reply: FastifyReply, crumb: string): void {
  reply.setCookie(CRUMB_COOKIE, crumb, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecureRequest(request),
  });
}
