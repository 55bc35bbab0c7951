import type { PublishedForm } from './form-directory';
import { formName } from './form-notification';
import type { latestSubmission, submissionCounts } from './forms.queries';

/** A form's submissions counted (`submissionCounts`); undefined when it has none. */
type SubmissionTally = Awaited<ReturnType<typeof submissionCounts>>[number] | undefined;

/** What a retired form was called, from its latest submission (`latestSubmission`). */
type LatestSubmission = NonNullable<Awaited<ReturnType<typeof latestSubmission>>>;

const countsToJson = (tally: SubmissionTally) => ({
  submissionCount: Number(tally?.total ?? 0),
  unreadCount: Number(tally?.unread ?? 0),
  lastSubmittedAt: tally?.last_at ?? null,
});

/**
 * The owner's list of forms (`GET /api/config/forms`): a form or newsletter block as published,
 * with its submissions counted. It names nobody: titles, pages and counts only.
 */
export const formListingToJson = (form: PublishedForm, tally: SubmissionTally) => ({
  formId: form.formId,
  kind: form.kind,
  title: formName({ form_title: form.title, page_title: form.pageTitle }),
  pagePath: form.pagePath,
  pageTitle: form.pageTitle,
  ...countsToJson(tally),
});

export type FormListingJson = ReturnType<typeof formListingToJson>;

/** A form no longer published that still holds submissions, named as its latest submission was. */
export const retiredFormListingToJson = (
  formId: string,
  latest: LatestSubmission,
  tally: SubmissionTally,
): FormListingJson => ({
  formId,
  kind: latest.kind === 'newsletter' ? 'newsletter' : 'form',
  title: formName(latest),
  pagePath: latest.page_path,
  pageTitle: latest.page_title,
  ...countsToJson(tally),
});
