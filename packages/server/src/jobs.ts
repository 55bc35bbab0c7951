import type { FastifyInstance } from 'fastify';
import { analyticsRetentionJob, analyticsRollupsJob } from '#modules/analytics/analytics-jobs';
import { postsGoLiveJob } from '#modules/blog/blog-clock';
import { eventsPassedJob } from '#modules/events/events-clock';
import { expiredUploadsJob } from '#modules/media/media-sweeper';
import type { Job } from '#platform/jobs/job';
import { mailDeliveryJob } from '#platform/mail/mail-delivery.job';
import { productsGoLiveJob } from '#workflows/catalogue/store-clock';
import { expiredOrdersJob } from '#workflows/checkout/store-sweeper';
import { reviewRequestsJob } from '#workflows/reviews/review-requests.job';

/**
 * Every background job of the server, in one list (DESIGN.md §5.12); app.ts adds them to the
 * runner (app.jobs, platform/jobs), which runs each under a lease so that of many processes one
 * runs each pass. A new job (renewals, scheduled posts) is added here.
 */
export function serverJobs(app: FastifyInstance): Job[] {
  return [
    // Without SMTP_URL mail is kept in the sites' outboxes: there is nothing to deliver.
    ...(app.config.smtpUrl ? [mailDeliveryJob(app.mail)] : []),
    productsGoLiveJob(app.db),
    postsGoLiveJob(app.db, (siteId) => app.sites.invalidate(siteId)),
    eventsPassedJob(app.db, (siteId) => app.sites.invalidate(siteId)),
    expiredOrdersJob(app.db),
    reviewRequestsJob(app),
    expiredUploadsJob(app.db, app.blobs),
    analyticsRollupsJob(app.db, app.engine),
    analyticsRetentionJob(app.db, app.engine, app.config.analyticsRetentionDays),
  ];
}
