import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import {
  contactValues,
  formBlock,
  newId,
  newsletterBlock,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { linksIn } from '#modules/newsletter/newsletter.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { startSmtpServer, type TestSmtpServer, until } from '#platform/mail/smtp.test-support';
import { ownerWithSite, TEST_SECRET } from '#testing/test-app';

for (const withSmtp of [false, true]) {
  const setting = withSmtp ? 'an SMTP server' : 'no SMTP server';
  describeEachDatabase(
    `a visitor signs up for a newsletter and sends a form, with ${setting}`,
    (database) => {
      let app: FastifyInstance;
      let smtp: TestSmtpServer | null = null;
      let owner: Awaited<ReturnType<typeof ownerWithSite>>;
      const host = 'flow-site.localhost';
      const formId = newId();
      const newsletterId = newId();
      let pageId: string;

      const outbox = async () => {
        const response = await owner.site.request('GET', '/api/config/outbox');
        expect(response.statusCode, response.body).toBe(200);
        return response.json().messages as { id: string; kind: string; to: string; status: string }[];
      };
      const subscribers = async () =>
        (await owner.site.request('GET', '/api/config/newsletter/subscribers')).json().subscribers as {
          email: string;
          status: string;
        }[];

      beforeAll(async () => {
        smtp = withSmtp ? await startSmtpServer() : null;
        const config = {
          ...loadConfig({}),
          secret: TEST_SECRET,
          dataDir: '/nonexistent',
          smtpUrl: smtp?.url ?? null,
        };
        app = await buildApp({ config, database: database.current });
        owner = await ownerWithSite(app, 'flow-owner@example.com', 'flow-site');
        pageId = await pageWithBlocks(owner.site, 'hello', [
          formBlock(formId, { notificationEmail: 'team@example.com' }),
          newsletterBlock(newsletterId),
        ]);
      });
      afterAll(async () => {
        await app.close();
        await smtp?.close();
      });

      it('ends with a pending subscriber and a confirmation whose link confirms', async () => {
        const visitor = new Visitor(app, host);
        const response = await visitor.save({
          ...pageFields(newsletterId, pageId, 'newsletter'),
          form: { email: 'Reader@Example.com' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(await subscribers()).toMatchObject([{ email: 'reader@example.com', status: 'pending' }]);
        const [queued, ...others] = await outbox();
        expect(others).toEqual([]);
        expect(queued).toMatchObject({ kind: 'newsletter-confirmation', to: 'reader@example.com' });

        let text: string;
        if (smtp) {
          // The owner's own sign-up confirmation went out first; the reader's is the one after it.
          const forReader = () => smtp!.received.filter((m) => m.envelopeTo.includes('reader@example.com'));
          await until(() => forReader().length === 1, 'the confirmation to arrive');
          const [mail] = forReader();
          expect(mail!.envelopeTo).toEqual(['reader@example.com']);
          expect(mail!.subject).toBe('Confirm your subscription to Site flow-site');
          text = mail!.text;
          // The send under way finishes (and is recorded) before flush resolves.
          await app.mail.flush();
          expect((await outbox())[0]!.status).toBe('sent');
        } else {
          expect(queued!.status).toBe('outbox');
          // The owner's outbox shows the mail without the reader's links; the stored mail has them.
          const detail = await owner.site.request('GET', `/api/config/outbox/${queued!.id}`);
          expect(detail.json().message.text).not.toContain('token=');
          const stored = await app.db
            .selectFrom('mail_messages')
            .select('text')
            .where('id', '=', queued!.id)
            .executeTakeFirstOrThrow();
          text = stored.text;
        }
        const links = linksIn(text);
        expect(links.base).toBe('http://flow-site.localhost');
        const confirmed = await visitor.inject('GET', links.confirm);
        expect(confirmed.statusCode).toBe(200);
        expect(confirmed.body).toContain('You&#x27;re subscribed');
        expect(await subscribers()).toMatchObject([{ email: 'reader@example.com', status: 'confirmed' }]);
      });

      it('stores nothing and sends nothing for an address that is not one', async () => {
        const before = (await outbox()).length;
        const response = await new Visitor(app, host).save({
          ...pageFields(newsletterId, pageId, 'newsletter'),
          form: { email: 'not-an-address' },
        });
        expect(response.statusCode).toBe(400);
        expect(await outbox()).toHaveLength(before);
        expect(await subscribers()).toHaveLength(1);
      });

      it('queues the owner’s notification of a form submission', async () => {
        const response = await new Visitor(app, host).save({
          ...pageFields(formId, pageId),
          form: contactValues(),
        });
        expect(response.statusCode, response.body).toBe(200);
        const [latest] = await outbox();
        expect(latest).toMatchObject({ kind: 'form-notification', to: 'team@example.com' });
        if (smtp) {
          await until(
            () => smtp!.received.some((m) => m.subject === 'New submission: Contact us'),
            'the notification',
          );
          const mail = smtp.received.find((m) => m.subject === 'New submission: Contact us')!;
          expect(mail.headers.get('reply-to')).toBe('ada@example.com');
          expect(mail.text).toContain('Name:\n  First: Ada\n  Last: Lovelace');
        } else {
          expect(latest!.status).toBe('outbox');
        }
      });
    },
  );
}
