import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FormDirectory, type PublishedForm } from '#modules/forms/form-directory';
import { pageUnlocked } from '#render/form-answer-pages';
import { mayEnterArea } from '#render/member-session';
import { postSubmitDocuments } from '#render/post-submit-document';

const Query = z.object({
  formId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  pageId: z.string().regex(/^[0-9a-f]{24}$/),
});

/**
 * Owner-written post-submit HTML may carry scripts, and the site's host also serves the editor and
 * holds owners' session cookies. The document is therefore sandboxed by its own policy (an opaque
 * origin: no cookies, no storage, no same-origin requests), whether it is framed by the form, as
 * the form block does, or opened on its own.
 */
const SANDBOX =
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-forms';
const POLICY = [
  SANDBOX,
  "default-src 'self' https: data: blob:",
  "script-src 'self' https: 'unsafe-inline'",
  "style-src 'self' https: 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

export async function formPostSubmitRoutes(app: FastifyInstance): Promise<void> {
  const directory = new FormDirectory(app.db);
  const documents = postSubmitDocuments();

  /**
   * Whether this visitor may read what the form's page keeps: the answer of a form on a locked page
   * or a member page is the page's content, refused (as unknown) to a visitor the page itself refuses.
   */
  const mayRead = async (request: FastifyRequest, form: PublishedForm): Promise<boolean> =>
    (form.pagePasswordHash === null || pageUnlocked(app, request)(form)) &&
    (form.pageMemberAreaId === null || (await mayEnterArea(app, request, form.pageMemberAreaId)));

  app.get('/api/form/post-submit', async (request, reply) => {
    const query = Query.safeParse(request.query);
    const site = request.site;
    const found =
      query.success && site
        ? await directory.find(site.id, site.renderGeneration, query.data.formId, query.data.pageId)
        : null;
    const form = found && (await mayRead(request, found)) ? found : null;
    reply.header('Content-Security-Policy', POLICY);
    if (form?.postSubmit.kind !== 'html') {
      return reply.status(404).type('text/html; charset=utf-8').send(documents.notFound);
    }
    return (
      reply
        // A member page's or locked page's answer is that visitor's to read, never a shared cache's.
        .header(
          'Cache-Control',
          form.pagePasswordHash === null && form.pageMemberAreaId === null ? 'no-cache' : 'private, no-cache',
        )
        .type('text/html; charset=utf-8')
        .send(documents.answer(form.postSubmit.html, site?.locale ?? 'en'))
    );
  });
}
