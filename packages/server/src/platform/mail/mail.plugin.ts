import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAIL_DELIVERY_JOB } from './mail-delivery.job';
import { MailQueue } from './mail-queue';
import { smtpTransport } from './mail-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outgoing mail queue: enqueue in a transaction, kick after it commits. */
    mail: MailQueue;
  }
}

/**
 * app.mail, sending through SMTP_URL when it is set; without it mail is kept as the site's
 * outbox. Sending is the job runner's mail-delivery job (src/jobs.ts): kick() wakes it, and the
 * runner (app.jobs, registered before this plugin) gives the queue its clock.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom } = app.config;
  const queue = new MailQueue(app.db, {
    transport: smtpUrl ? smtpTransport(smtpUrl) : null,
    from: mailFrom,
    now: () => app.jobs.clock.now(),
    wake: () => app.jobs.wake(MAIL_DELIVERY_JOB),
  });
  app.decorate('mail', queue);
  app.addHook('onReady', async () => {
    if (!smtpUrl) app.log.info('SMTP_URL is not set: mail is kept in each site’s outbox, not sent');
  });
  app.addHook('onClose', () => queue.close());
});
