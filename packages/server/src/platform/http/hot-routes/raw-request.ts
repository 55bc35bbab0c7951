import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '#platform/session/cookies';
import { MEMBER_COOKIE } from '#platform/session/member-cookies';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { hostName } from '#platform/tenancy/tenancy.plugin';

/**
 * What a hot route knows of a request before it reads the body, worked out the way the framework
 * and our plugins work it out for the same request (client address, scheme, host, cookies), so a
 * hot route and the app answer it alike.
 */
export interface RawRequest {
  raw: IncomingMessage;
  site: SiteRecord;
  /** The Host header as sent, trimmed and lower case: what links and origins are built from. */
  host: string;
  ip: string;
  secure: boolean;
  /** scheme://host, as requestOrigin gives it for the app. */
  origin: string;
  cookies: Record<string, string | undefined>;
}

/** Last entry of a header that proxies may have appended to (the framework's reading of it). */
const lastEntry = (value: string) => {
  const at = value.lastIndexOf(',');
  return (at === -1 ? value : value.slice(at + 1)).trim();
};

/** The trust test of proxyAddr.compile, as the framework is configured with TRUST_PROXY. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * Whether a request came over https, read as the framework reads `request.protocol` (the last
 * X-Forwarded-Proto entry, only from a trusted proxy) and as isSecureRequest adds SECURE_COOKIES.
 */
export function isSecureRaw(
  raw: IncomingMessage,
  secureCookies: boolean,
  trusted: ProxyTrust | null,
): boolean {
  if (secureCookies) return true;
  const socket = raw.socket as (IncomingMessage['socket'] & { encrypted?: boolean }) | undefined;
  const proto = raw.headers['x-forwarded-proto'];
  if (trusted && typeof proto === 'string' && socket?.remoteAddress && trusted(socket.remoteAddress, 0))
    return lastEntry(proto) === 'https';
  return Boolean(socket?.encrypted);
}

export type RequestReader = (raw: IncomingMessage) => RawRequest | null;

/**
 * Reads requests for a hot route: null when the request is not one a hot route takes (not a known
 * site's host, or a signed-in owner's request, whose session and role the app resolves), so the
 * app answers it instead.
 */
export function requestReader(app: FastifyInstance): RequestReader {
  const { appDomain, trustProxy, secureCookies } = app.config;
  // As the framework is configured in app.ts: only the listed proxies may name the client.
  const trusted = trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : null;
  const sessionCookie = `${SESSION_COOKIE}=`;
  const memberCookie = `${MEMBER_COOKIE}=`;
  return (raw) => {
    const cookie = raw.headers.cookie;
    // A signed-in owner or a site's member: the app knows who they are and what they may do.
    if (cookie?.includes(sessionCookie) || cookie?.includes(memberCookie)) return null;
    const hostHeader = raw.headers.host;
    const name = hostName(hostHeader);
    if (!name || name === appDomain) return null;
    const site = app.sites.peek(name);
    if (!site) return null;
    let ip = raw.socket?.remoteAddress ?? '';
    if (trusted) {
      const addresses = proxyAddr.all(raw, trusted);
      ip = addresses[addresses.length - 1] ?? ip;
    }
    const secure = isSecureRaw(raw, secureCookies, trusted);
    const host = (hostHeader ?? '').trim().toLowerCase();
    return {
      raw,
      site,
      host,
      ip,
      secure,
      origin: `${secure ? 'https' : 'http'}://${host}`,
      cookies: cookie ? app.parseCookie(cookie) : {},
    };
  };
}

/**
 * The body's media type when the request may be read here: a declared length within the route's
 * limit and no transfer coding. Anything else (a body too large, chunked) goes to the app, which
 * answers it as it always does.
 */
export function readableBody(raw: IncomingMessage, limit: number): string | null {
  if (raw.headers['transfer-encoding'] !== undefined) return null;
  const length = Number(raw.headers['content-length'] ?? '0');
  if (!Number.isInteger(length) || length < 0 || length > limit) return null;
  const type = raw.headers['content-type'];
  if (length === 0 && type === undefined) return '';
  if (typeof type !== 'string') return null;
  const semicolon = type.indexOf(';');
  return (semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase();
}

/** The whole body; it was checked to be within its limit by its declared length. */
export function readBody(raw: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer | string) =>
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)),
    );
    raw.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    raw.on('error', reject);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or null when it is not UTF-8 (refused rather than read with replacements). */
export function utf8Text(body: Buffer): string | null {
  try {
    return utf8.decode(body);
  } catch {
    return null;
  }
}
