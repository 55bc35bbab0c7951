import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The placeholder every HTML renderer writes where the response's nonce goes. */
export const NONCE_PLACEHOLDER = '__ATELIER_CSP_NONCE__';

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // strict-dynamic lets the nonce'd bootstrap import block behaviours without listing each chunk.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
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
}

/** Sends an HTML document, giving it a fresh nonce and the policy that names it. */
export function sendHtml(reply: FastifyReply, parts: readonly string[], status = 200): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  reply.header('Content-Security-Policy', contentSecurityPolicy(nonce));
  reply.header('Content-Type', 'text/html; charset=utf-8');
  return reply.status(status).send(parts.join(nonce));
}

/** Splits rendered HTML at the nonce placeholder once, so each response only joins strings. */
export const splitAtNonce = (html: string): string[] => html.split(NONCE_PLACEHOLDER);

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      // HTML that did not come through sendHtml carries no script we vouch for.
      reply.header(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
      );
    }
    return payload;
  });
});
