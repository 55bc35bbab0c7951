import { isValidEmail } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { formNotification } from '#modules/forms/form-notification';
import { insertSubmission, siteOwnerEmail } from '#modules/forms/forms.queries';
import { type AcceptedSubmission, submissionRow } from '#modules/forms/forms.service';
import { subscribeToNewsletter } from '#modules/newsletter/newsletter.service';
import type { SiteRecord } from '#platform/tenancy/site-directory';

export interface SubmissionSite {
  site: SiteRecord;
  /** The address the visitor used, e.g. https://www.example.com, for links in emails. */
  baseUrl: string;
  /** The language of the page the form was on, when not the primary one: a subscriber's mails speak it. */
  locale?: string | null;
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
        locale: where.locale ?? null,
        siteLocale: site.locale,
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
