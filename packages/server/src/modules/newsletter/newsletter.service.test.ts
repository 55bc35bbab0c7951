import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { CONFIRMATION_RESEND_MS, type NewsletterSignUp, subscribeToNewsletter } from './newsletter.service';
import { confirmationMails } from './newsletter.test-support';

describeEachDatabase('subscribing to a newsletter', (database) => {
  let app: FastifyInstance;
  let siteId: string;
  const signUp = (email: string): NewsletterSignUp => ({
    websiteId: siteId,
    formId: 'a'.repeat(24),
    email,
    siteBaseUrl: 'https://www.example.com',
    siteTitle: 'Example <Shop>',
  });
  const subscribe = (email: string, now = new Date()) =>
    app.db.transaction().execute((trx) => subscribeToNewsletter(trx, app.mail, signUp(email), now));

  beforeAll(async () => {
    app = await createTestApp(database.current);
    siteId = (await ownerWithSite(app, 'service-owner@example.com', 'service-site')).siteId;
  });
  afterAll(() => app.close());

  it('sends a pending address a fresh link at most once per resend interval', async () => {
    const start = new Date();
    expect(await subscribe('wait@example.com', start)).toBe('confirmation-sent');
    expect(await subscribe('WAIT@example.com ', new Date(start.getTime() + 1000))).toBe('unchanged');
    expect(await confirmationMails(app, siteId, 'wait@example.com')).toHaveLength(1);
    const later = new Date(start.getTime() + CONFIRMATION_RESEND_MS);
    expect(await subscribe('wait@example.com', later)).toBe('confirmation-sent');
    const mails = await confirmationMails(app, siteId, 'wait@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.confirm).not.toBe(mails[1]!.confirm);
    expect(mails[1]!.base).toBe('https://www.example.com');
    expect(mails[1]!.subject).toBe('Confirm your subscription to Example <Shop>');
    expect(mails[1]!.html).toContain('Example &lt;Shop&gt;');
    const rows = await app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'wait@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('ignores an address that is not one, without failing the submission', async () => {
    expect(await subscribe('')).toBe('unchanged');
    expect(await subscribe('not an address')).toBe('unchanged');
    const count = await app.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'in', ['', 'not an address'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('keeps one subscriber and one mail when the same address signs up many times at once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => subscribe('burst@example.com')));
    expect(outcomes.filter((outcome) => outcome === 'confirmation-sent')).toHaveLength(1);
    expect(await confirmationMails(app, siteId, 'burst@example.com')).toHaveLength(1);
  });
});
