import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
 * outbox. The sender stops with the app.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom } = app.config;
  const queue = new MailQueue(app.db, {
    transport: smtpUrl ? smtpTransport(smtpUrl) : null,
    from: mailFrom,
    onError: (error) => app.log.error({ err: error }, 'mail queue pass failed'),
  });
  app.decorate('mail', queue);
  app.addHook('onReady', async () => {
    if (!smtpUrl) app.log.info('SMTP_URL is not set: mail is kept in each site’s outbox, not sent');
    queue.start();
  });
  app.addHook('onClose', () => queue.close());
});
