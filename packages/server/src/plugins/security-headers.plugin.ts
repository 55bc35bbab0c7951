import { randomFillSync } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The placeholder every HTML renderer writes where the response's nonce goes. */
export const NONCE_PLACEHOLDER = '__ATELIER_CSP_NONCE__';

export function contentSecurityPolicy(nonce: string): string {
  return `${POLICY_BEFORE_NONCE}${nonce}${POLICY_AFTER_NONCE}`;
}

const [POLICY_BEFORE_NONCE, POLICY_AFTER_NONCE] = policyAround('\0');

function policyAround(marker: string): [string, string] {
  const policy = [
    "default-src 'self'",
    // strict-dynamic lets the nonce'd bootstrap import block behaviours without listing each chunk.
    `script-src 'nonce-${marker}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The editor frames the site from the same host.
    "frame-ancestors 'self'",
  ].join('; ');
  const at = policy.indexOf(marker);
  return [policy.slice(0, at), policy.slice(at + marker.length)];
}

// Random bytes drawn a page at a time: one call to the system's generator serves 256 nonces.
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** 128 random bits, base64: a fresh CSP nonce. */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Rendered HTML split at the nonce placeholder and encoded once, so a response only copies bytes. */
export type HtmlParts = readonly Buffer[];

/** Splits rendered HTML at the nonce placeholder once and encodes the pieces. */
export const splitAtNonce = (html: string): HtmlParts =>
  html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));

// Responses are assembled in slices of a large slab rather than each in a buffer of its own: a
// page is a few kilobytes, and one ArrayBuffer per response kept the garbage collector busy. A
// slab is never rewritten; a full one is dropped and collected once its last response is sent.
const SLAB_BYTES = 512 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabUsed = 0;

function responseBuffer(size: number): Buffer {
  if (size > SLAB_BYTES / 8) return Buffer.allocUnsafe(size);
  if (slabUsed + size > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const buffer = slab.subarray(slabUsed, slabUsed + size);
  slabUsed += (size + 7) & ~7;
  return buffer;
}

/** Sends an HTML document, giving it a fresh nonce and the policy that names it. */
export function sendHtml(reply: FastifyReply, parts: HtmlParts, status = 200): FastifyReply {
  const nonce = newNonce();
  let size = nonce.length * (parts.length - 1);
  for (const part of parts) size += part.length;
  const body = responseBuffer(size);
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) at += body.write(nonce, at, 'latin1');
    at += parts[i]!.copy(body, at);
  }
  reply.header('Content-Security-Policy', contentSecurityPolicy(nonce));
  reply.header('Content-Type', 'text/html; charset=utf-8');
  return reply.status(status).send(body);
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: an async hook would cost every response a few promise turns.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // A route may ask for less (a page whose address holds a token sends no referrer at all).
    if (!reply.hasHeader('referrer-policy'))
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      // HTML that did not come through sendHtml carries no script we vouch for.
      reply.header(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
      );
    }
    done(null, payload);
  });
});
