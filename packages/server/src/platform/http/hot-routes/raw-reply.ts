import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#platform/errors/app-error';
import { frameworkClientError } from '#platform/errors/common.errors';
import { COMPRESSION_THRESHOLD, compress } from '#platform/http/compression.plugin';
import { negotiateEncoding } from '#platform/http/content-encoding';
import { appErrorAnswer, INTERNAL_ERROR_BODY } from '#platform/http/errors.plugin';
import { COMMON_SECURITY_HEADERS } from '#platform/http/security-headers.plugin';
import type { RawRequest } from './raw-request';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a hot route's request with the headers the app's hooks give the same answer (security
 * headers, HSTS over https, compression of larger JSON as the client accepts it).
 */
export function sendRaw(
  request: RawRequest,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  json?: unknown,
): void {
  const all: Record<string, string> = { ...headers };
  all['X-Content-Type-Options'] = COMMON_SECURITY_HEADERS['X-Content-Type-Options'];
  if (request.secure) all['Strict-Transport-Security'] = 'max-age=31536000';
  all['Referrer-Policy'] = COMMON_SECURITY_HEADERS['Referrer-Policy'];
  if (json === undefined) {
    response.writeHead(status, all);
    response.end();
    return;
  }
  let body: string | Buffer = JSON.stringify(json);
  all['Content-Type'] = JSON_TYPE;
  if (Buffer.byteLength(body) >= COMPRESSION_THRESHOLD) {
    all.Vary = 'Accept-Encoding';
    const encoding = negotiateEncoding(request.raw.headers['accept-encoding']);
    if (encoding) {
      body = compress(body, encoding);
      all['Content-Encoding'] = encoding;
    }
  }
  all['Content-Length'] = String(Buffer.byteLength(body));
  response.writeHead(status, all);
  response.end(body);
}

/** Answers a failure as the app's error handler would: an AppError by its kind, anything else 500. */
export function sendRawError(
  app: FastifyInstance,
  request: RawRequest,
  response: ServerResponse,
  error: unknown,
): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof AppError) {
    const { status, body } = appErrorAnswer(error);
    const headers: Record<string, string> = error.retryAfter
      ? { 'Retry-After': String(error.retryAfter) }
      : {};
    sendRaw(request, response, status, headers, body);
    return;
  }
  // The framework's own client errors (a body parser's), answered as platform/http/errors.plugin.ts does.
  const client = frameworkClientError(error as Error & { statusCode?: number; code?: string });
  if (client) {
    sendRaw(request, response, client.status, {}, client.body);
    return;
  }
  app.log.error({ err: error, url: request.raw.url }, 'request failed');
  sendRaw(request, response, 500, {}, INTERNAL_ERROR_BODY);
}
