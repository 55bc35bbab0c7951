import type { FormRenderState } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublishedForm } from '#modules/forms/form-directory';
import { hasPageAccess, lockFingerprint } from './page-access';
import { visitorPages } from './public-pages';

/** The pages a script-free form post is answered with (they belong to the public feature). */
export function formAnswerPages(app: FastifyInstance) {
  const pages = visitorPages(app);
  return {
    /** The form's page with the outcome in its form; never cached. */
    sendFormPage(
      request: FastifyRequest,
      reply: FastifyReply,
      form: Pick<PublishedForm, 'pageId' | 'pagePath'>,
      formState: FormRenderState,
      status: number,
    ) {
      return pages.sendPage(request, reply, { byId: form.pageId, path: form.pagePath, formState, status });
    },
    // A host that is no site (unknown or malformed) gets the platform's answer, not a site page.
    sendNotFound: (request: FastifyRequest, reply: FastifyReply) =>
      request.site ? pages.sendNotFound(request, reply) : pages.sendNoSite(request, reply),
  };
}

/** Whether a request carries the access cookie of a form's locked page, as the page itself asks. */
export const pageUnlocked =
  (app: FastifyInstance, request: Pick<FastifyRequest, 'cookies'>) =>
  (form: PublishedForm): boolean =>
    form.pagePasswordHash !== null &&
    hasPageAccess(request, form.pageId, lockFingerprint(app.secret, form.pageId, form.pagePasswordHash));
