import { type FormRenderState, isValidEmail } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteRecord } from '../../plugins/tenancy/site-directory';
import type { PublishedForm } from '../forms/form-directory';
import { formNotification } from '../forms/form-notification';
import { insertSubmission, siteOwnerEmail } from '../forms/forms.queries';
import { type AcceptedSubmission, submissionRow } from '../forms/forms.service';
import { subscribeToNewsletter } from '../newsletter/newsletter.service';
import { hasPageAccess, lockFingerprint } from '../public/page-access';
import { visitorPages } from '../public/public.service';

export interface SubmissionSite {
  site: SiteRecord;
  /** The address the visitor used, e.g. https://www.example.com, for links in emails. */
  baseUrl: string;
}

/**
 * Keeps an accepted submission and starts what follows it, in one transaction so neither is kept
 * without the other: a form's owner notification, or a newsletter's subscription (whose
 * confirmation email the newsletter feature writes). The submission is kept in both cases so the
 * owner's inbox lists every sign-up too. The mail sender wakes once the transaction committed.
 */
export async function storeSubmission(
  app: FastifyInstance,
  where: SubmissionSite,
  accepted: AcceptedSubmission,
): Promise<{ id: string }> {
  const { site, baseUrl } = where;
  const row = submissionRow({ siteId: site.id, form: accepted.form, values: accepted.values });
  await app.db.transaction().execute(async (trx) => {
    await insertSubmission(trx, row);
    if (accepted.form.kind === 'newsletter') {
      const email = accepted.values.email;
      await subscribeToNewsletter(trx, app.mail, {
        websiteId: site.id,
        formId: accepted.form.formId,
        email: typeof email === 'string' ? email.trim() : '',
        siteBaseUrl: baseUrl,
        siteTitle: site.title,
      });
      return;
    }
    // The block schema checks the address; a page saved before it did may hold anything.
    const configured = accepted.form.notificationEmail;
    const to = isValidEmail(configured) ? configured : await siteOwnerEmail(trx, site.id);
    if (!to) return;
    const mail = formNotification(row, { title: site.title, baseUrl });
    await app.mail.enqueue(trx, { websiteId: site.id, to, kind: 'form-notification', ...mail });
  });
  app.mail.kick();
  return { id: row.id };
}

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
