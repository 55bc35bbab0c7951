import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '#platform/errors/validation';
import { CODE_FRAME_NOT_FOUND, codeFrameDocument, findCodeHtml } from '#render/code-frames';

const Query = z.object({
  page: z.string().regex(/^[0-9a-f]{24}$/, 'Not a page id.'),
  block: z.string().regex(/^[0-9a-f]{24}$/, 'Not a block id.'),
  v: z.string().regex(/^[0-9a-f]{32}$/, 'Not a digest.'),
  lang: z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'Not a language tag.')
    .default('en'),
});

/**
 * A Code block's HTML carries scripts, and the site's host also serves the editor and holds owners'
 * sessions. The document is therefore sandboxed by its own policy (an opaque origin: no cookies,
 * no storage, no same-origin requests), whether the page frames it, as the block does, or it is
 * opened on its own; its scripts may load what they need from anywhere over https. It names no
 * frame-ancestors: the editor's preview, itself a sandboxed frame with an opaque origin, shows it
 * too, and no source matches an opaque ancestor. Framed elsewhere it exposes nothing: it is what
 * the site's own page shows, run where it can reach nothing of the site.
 */
const POLICY = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-forms',
  "default-src 'self' https: data: blob:",
  "script-src 'self' https: 'unsafe-inline'",
  "style-src 'self' https: 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/** GET /api/code-block/frame?page=&block=&v=&lang=: one Code block's HTML as its own document. */
export async function codeFrameRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/code-block/frame', async (request, reply) => {
    const query = parseInput(Query, request.query);
    const site = request.site;
    const found = site
      ? await findCodeHtml(app.db, site.id, { page: query.page, block: query.block, digest: query.v })
      : null;
    reply.header('Content-Security-Policy', POLICY).type('text/html; charset=utf-8');
    if (!found) return reply.status(404).header('Cache-Control', 'no-store').send(CODE_FRAME_NOT_FOUND);
    return (
      reply
        // The address names its content (the digest): a published one may be kept a day; a draft's
        // is the owner's preview only.
        .header('Cache-Control', found.published ? 'public, max-age=86400' : 'private, no-store')
        .send(codeFrameDocument(found.html, query.lang))
    );
  });
}
