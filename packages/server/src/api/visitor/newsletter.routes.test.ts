import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmationMails, Reader, signUpThroughService } from '#modules/newsletter/newsletter.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

describeEachDatabase('newsletter sign-up, confirmation and unsubscribe', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'letters.localhost';
  const newsletterId = 'b'.repeat(24);
  let signUp: ReturnType<typeof signUpThroughService>;

  const open = (path: string, onHost = host) => new Reader(app, onHost).open(path);
  const subscriber = (email: string) =>
    app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('website_id', '=', owner.siteId)
      .where('email', '=', email)
      .executeTakeFirst();

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'letters-owner@example.com', 'letters');
    signUp = signUpThroughService(app, owner.siteId, host);
  });
  afterAll(() => app.close());

  it('a sign-up leaves a pending subscriber and a queued confirmation with working links', async () => {
    await signUp(' Reader@Example.com ');
    expect(await subscriber('reader@example.com')).toMatchObject({
      status: 'pending',
      form_id: newsletterId,
      confirmed_at: null,
    });
    const [mail, ...more] = await confirmationMails(app, owner.siteId, 'reader@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      status: 'outbox',
      subject: 'Confirm your subscription to Site letters',
      base: 'http://letters.localhost',
    });
    expect(mail!.text).toContain('Someone, hopefully you, asked to receive the newsletter of Site letters');
    expect(mail!.html).toContain(`href="http://letters.localhost${mail!.confirm}"`);
    // Only the token's hash is kept.
    const token = new URLSearchParams(mail!.confirm.split('?')[1]).get('token')!;
    const stored = await subscriber('reader@example.com');
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('confirms through the mailed link, once', async () => {
    const [mail] = await confirmationMails(app, owner.siteId, 'reader@example.com');
    const response = await open(mail!.confirm);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toMatch(/<h1 class="system-page__title">You&#x27;re subscribed<\/h1>/);
    expect(response.body).toContain('You will receive the newsletter of Site letters at reader@example.com.');
    expect(response.body).toMatch(/<a class="button button--medium" href="\/">Back to Site letters<\/a>/);
    // In the site's own page, with its stylesheet, and a token address kept out of every report.
    expect(response.body).toContain('class="site-page site-page--message"');
    // The site's styles, inline or linked.
    expect(response.body).toMatch(/<style>:root\{|<link rel="stylesheet" href="[^"]+\.css"/);
    expect(response.body).toContain('<meta name="atelier-analytics" content="off"/>');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const row = await subscriber('reader@example.com');
    expect(row).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    expect(row!.confirmed_at).not.toBeNull();

    const again = await open(mail!.confirm);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This confirmation link is not valid or has already been used.');
  });

  it('sends nothing new when a confirmed address signs up again, and tells the visitor nothing', async () => {
    await signUp('reader@example.com');
    expect(await confirmationMails(app, owner.siteId, 'reader@example.com')).toHaveLength(1);
    expect((await subscriber('reader@example.com'))!.status).toBe('confirmed');
  });

  it('unsubscribes through the mailed link; signing up again starts a new confirmation', async () => {
    const [mail] = await confirmationMails(app, owner.siteId, 'reader@example.com');
    const response = await open(mail!.unsubscribe);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>You&#x27;re unsubscribed</h1>');
    expect(response.body).toContain(
      'You will no longer receive the newsletter of Site letters at reader@example.com.',
    );
    expect(await subscriber('reader@example.com')).toMatchObject({ status: 'unsubscribed' });
    // Opening it twice is harmless.
    expect((await open(mail!.unsubscribe)).statusCode).toBe(200);

    await signUp('reader@example.com');
    const mails = await confirmationMails(app, owner.siteId, 'reader@example.com');
    expect(mails).toHaveLength(2);
    expect(await subscriber('reader@example.com')).toMatchObject({
      status: 'pending',
      unsubscribed_at: null,
    });
    // The first mail's links were replaced by the second's.
    expect((await open(mails[0]!.unsubscribe)).statusCode).toBe(400);
    expect((await open(mails[1]!.confirm)).statusCode).toBe(200);
    expect((await subscriber('reader@example.com'))!.status).toBe('confirmed');
  });

  it('answers a missing, malformed or unknown token with a 400 page, never a 500', async () => {
    const paths = [
      '/api/newsletter/confirm',
      '/api/newsletter/confirm?token=',
      '/api/newsletter/confirm?token=nope',
      '/api/newsletter/confirm?token[a]=1',
      '/api/newsletter/confirm?token=a&token=b',
      `/api/newsletter/confirm?token=${'x'.repeat(5000)}`,
      '/api/newsletter/unsubscribe?token=nope',
      '/api/newsletter/unsubscribe',
    ];
    for (const path of paths) {
      const response = await open(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.body, path).toContain('>This link does not work</h1>');
    }
  });

  it('accepts a token only on the site that sent it', async () => {
    await signUp('other@example.com');
    const [mail] = await confirmationMails(app, owner.siteId, 'other@example.com');
    await ownerWithSite(app, 'letters-other@example.com', 'letters-other');
    expect((await open(mail!.confirm, 'letters-other.localhost')).statusCode).toBe(400);
    expect((await open(mail!.unsubscribe, 'letters-other.localhost')).statusCode).toBe(400);
    expect((await open(mail!.confirm, 'localhost')).statusCode).toBe(404);
    expect((await subscriber('other@example.com'))!.status).toBe('pending');
  });
});
