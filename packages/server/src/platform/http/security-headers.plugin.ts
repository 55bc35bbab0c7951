import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isSecureRequest } from '#platform/session/cookies';
import { negotiateEncoding } from './content-encoding';
import type { PreparedHtml } from './prepared-html';
import { NO_SCRIPT_POLICY } from './script-policy';

/** The headers every response carries, in the order both the app and the cached-page path send them. */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * Sends an HTML document with the policy derived from its own scripts: precompressed bytes when the
 * client takes them, else the plain document (which the compression hook may still compress).
 */
export function sendHtml(reply: FastifyReply, page: PreparedHtml, status = 200): FastifyReply {
  reply.header('Content-Security-Policy', page.csp);
  reply.header('Content-Type', 'text/html; charset=utf-8');
  reply.header('ETag', page.etag);
  const precompressed = page.encoded.br !== undefined || page.encoded.gzip !== undefined;
  if (precompressed) reply.header('Vary', 'Accept-Encoding');
  if (status === 200 && reply.request.headers['if-none-match'] === page.etag) {
    return reply.status(304).send();
  }
  const encoding = precompressed ? negotiateEncoding(reply.request.headers['accept-encoding']) : null;
  const encoded = encoding ? page.encoded[encoding] : undefined;
  if (encoding && encoded) {
    reply.header('Content-Encoding', encoding);
    return reply.status(status).send(encoded);
  }
  return reply.status(status).send(page.identity);
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: an async hook would cost every response a few promise turns.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', COMMON_SECURITY_HEADERS['X-Content-Type-Options']);
    // Browsers honour HSTS only when it arrives over https, so it is sent only there.
    if (isSecureRequest(request)) reply.header('Strict-Transport-Security', 'max-age=31536000');
    // A route may ask for less (a page whose address holds a token sends no referrer at all).
    if (!reply.hasHeader('referrer-policy'))
      reply.header('Referrer-Policy', COMMON_SECURITY_HEADERS['Referrer-Policy']);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      // HTML that did not come through sendHtml carries no script we vouch for.
      reply.header('Content-Security-Policy', NO_SCRIPT_POLICY);
    }
    done(null, payload);
  });
});
