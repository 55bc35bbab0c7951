import type { Job } from '#platform/jobs/job';
import type { MailQueue } from './mail-queue';

export const MAIL_DELIVERY_JOB = 'mail-delivery';

/**
 * Sends the queued mail that is due: every 30 s for retries that fell due, and at once when a
 * feature kicks the queue after its transaction committed (app.mail.kick() wakes this job).
 */
export function mailDeliveryJob(queue: MailQueue, every = 30_000): Job {
  return { name: MAIL_DELIVERY_JOB, every, run: ({ signal }) => queue.flush(signal) };
}
