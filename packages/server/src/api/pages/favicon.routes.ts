import type { FastifyInstance } from 'fastify';

/** The default icon of every site and of the owner apps until an owner uploads their own. */
export const DEFAULT_FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#2f4fbf"/>' +
  '<path d="M9 24 16 8l7 16M11.6 18h8.8" fill="none" stroke="#fff" stroke-width="2.6" ' +
  'stroke-linecap="round" stroke-linejoin="round"/></svg>';

/**
 * /favicon.svg, linked from every page, and /favicon.ico, which browsers ask for on their own:
 * without it each first visit logs a failed request.
 */
export async function faviconRoutes(app: FastifyInstance): Promise<void> {
  const send = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(DEFAULT_FAVICON_SVG);
  app.get('/favicon.svg', send);
  app.get('/favicon.ico', send);
}
