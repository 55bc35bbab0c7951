import type { FastifyInstance } from 'fastify';
import { nextRequestDue } from '#modules/reviews/reviews.queries';
import type { Job } from '#platform/jobs/job';
import { sendDueReviewRequests } from './review-requests.workflow';

export const REVIEW_REQUESTS_JOB = 'review-requests';

/**
 * Mails review requests as they fall due (src/jobs.ts): at the time the next one is due, and at
 * least every 10 minutes so a request scheduled by another process is found. Each request is
 * claimed by a conditional update, so however many processes run, each is mailed once.
 */
export function reviewRequestsJob(app: FastifyInstance): Job {
  return {
    name: REVIEW_REQUESTS_JOB,
    every: 10 * 60_000,
    next: () => nextRequestDue(app.db),
    run: async ({ now, log }) => {
      const sent = await sendDueReviewRequests(app, now);
      if (sent > 0) log.info({ requests: sent }, 'review requests mailed');
    },
  };
}
