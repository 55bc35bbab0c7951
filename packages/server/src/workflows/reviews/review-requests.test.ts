import { PageType } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { startSmtpServer, type TestSmtpServer, until } from '#platform/mail/smtp.test-support';
import { LeapClock } from './leap-clock.test-support';
import {
  DAY,
  fulfilledPurchase,
  type Owner,
  ownerWithSite,
  requestLinkIn,
  reviewsApp,
  TestClient,
} from './reviews.test-support';

const START = new Date(Date.UTC(2030, 0, 1));
const HOST = 'review-shop.localhost';
const RATING_REQUIRED = 'Please select a star rating (rating is required)';
const ALREADY = 'You have already reviewed this purchase';
const EXPIRED = 'Your review request has expired';
const NOTHING = 'There are no products to review';

const pageTypeOf = (html: string) => Number(html.match(/"pageType":(\d+)/)?.[1]);

describeEachDatabase('review requests after fulfilment', (database) => {
  let smtp: TestSmtpServer;
  let clock: LeapClock;
  let app: FastifyInstance;
  let owner: Owner;
  let link: string;
  let purchase: Awaited<ReturnType<typeof fulfilledPurchase>>;
  const customer = new TestClient(null as unknown as FastifyInstance, HOST);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    clock = new LeapClock(START);
    app = await reviewsApp(database, clock, smtp.url);
    await app.ready();
    await app.jobs.idle();
    Object.assign(customer, { app });
    owner = await ownerWithSite(app, 'review-owner@example.com', 'review-shop');
    purchase = await fulfilledPurchase(app, owner, HOST);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const post = (body: Record<string, string>, path = link) =>
    customer.request('POST', path, body, { form: true, crumb: false });

  it('mails the request the owner’s delay (7 days) after fulfilment, not before, to the real SMTP peer', async () => {
    await clock.leap(7 * DAY - 60_000);
    await app.jobs.idle();
    expect(await requestLinkIn(app, owner.siteId)).toBeNull();
    await clock.leap(60_000);
    await app.jobs.idle();
    await until(
      () => smtp.received.some((mail) => mail.subject.includes('How was your order')),
      'the request',
    );
    const mail = smtp.received.find((m) => m.subject.includes('How was your order'))!;
    expect(mail.envelopeTo).toEqual(['ada@example.com']);
    expect(mail.text).toContain('Stoneware Mug');
    link = (await requestLinkIn(app, owner.siteId))!;
    expect(link).toMatch(/^\/commerce\/reviews\/[0-9a-f]{24}\?token=[\w-]{40,}$/);
    // The owner's outbox shows the mail without the customer's link: it is their credential.
    const listed = (await owner.site.request('GET', '/api/config/outbox')).json().messages as {
      id: string;
      kind: string;
    }[];
    const outboxId = listed.find((message) => message.kind === 'review-request')!.id;
    const shown = (await owner.site.request('GET', `/api/config/outbox/${outboxId}`)).json().message;
    expect(shown.text).toContain('Stoneware Mug');
    expect(shown.text).toContain('[link removed: only the recipient can use it]');
    expect(shown.text).not.toContain('/commerce/reviews/');
    // Only the hash of the token is kept.
    const row = await app.db.selectFrom('review_requests').selectAll().executeTakeFirstOrThrow();
    expect(link).not.toContain(row.token_hash!);
  });

  it('shows the reviews request page (209) with 1–5 stars as a radio group, and nothing for a wrong token', async () => {
    const page = await customer.request('GET', link);
    expect(page.statusCode).toBe(200);
    expect(pageTypeOf(page.body)).toBe(PageType.reviewsRequest);
    expect(page.body).toContain('Your rating for Stoneware Mug');
    expect(page.body.match(/type="radio"[^>]*name="rating"/g)).toHaveLength(5);
    expect(page.body).toContain('data-behaviour="review-request"');
    // The token never leaves the site as a referrer, yet the forms post with their own origin.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const wrong = await customer.request('GET', link.replace(/token=.*/, 'token=guess'));
    expect(wrong.statusCode).toBe(404);
    expect(
      (await post({ productId: purchase.product.id, rating: '5' }, link.replace(/token=.*/, 'token=x')))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a review without stars with the spec’s message and keeps the text', async () => {
    const refused = await post({ productId: purchase.product.id, text: 'Lovely glaze' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(RATING_REQUIRED);
    expect(refused.body).toContain('Lovely glaze');
    for (const rating of ['0', '6', '4.5', 'five'])
      expect((await post({ productId: purchase.product.id, rating })).statusCode).toBe(400);
    expect(await app.db.selectFrom('reviews').selectAll().execute()).toEqual([]);
  });

  it('refuses text over the limit and a spam run of links', async () => {
    const long = await post({ productId: purchase.product.id, rating: '4', text: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Your review is longer than 2000 characters.');
    const links = await post({
      productId: purchase.product.id,
      rating: '4',
      text: 'https://a.example https://b.example www.c.example',
    });
    expect(links.statusCode).toBe(400);
  });

  it('saves the review as plain text under the first name and initial, waiting for the owner', async () => {
    const saved = await post({
      productId: purchase.product.id,
      rating: '5',
      text: '<script>alert(1)</script>Lovely <b>glaze</b>\r\n\r\n\r\nHolds heat.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).toContain('It appears once the store has read it.');
    const row = await app.db.selectFrom('reviews').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      rating: 5,
      author_name: 'Ada L.',
      status: 'pending',
      body: 'alert(1)Lovely glaze\n\nHolds heat.',
      email: 'ada@example.com',
      product_id: purchase.product.id,
      order_id: purchase.order.id,
    });
  });

  it('refuses a second review of the same purchase, however it is sent', async () => {
    const again = await post({ productId: purchase.product.id, rating: '3' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(ALREADY);
    const page = await customer.request('GET', link);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(ALREADY);
    expect(await app.db.selectFrom('reviews').selectAll().execute()).toHaveLength(1);
  });

  it('says the request expired once its 60 days are over', async () => {
    await clock.leap(60 * DAY);
    const page = await customer.request('GET', link);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(EXPIRED);
    expect((await post({ productId: purchase.product.id, rating: '5' })).body).toContain(EXPIRED);
  });

  it('says there is nothing to review once the order was refunded, and mails no request for it', async () => {
    const second = await fulfilledPurchase(app, owner, HOST, 'Linen Apron');
    await clock.leap(7 * DAY);
    await app.jobs.idle();
    const secondLink = (await requestLinkIn(app, owner.siteId))!;
    expect(secondLink).not.toBe(link);
    const refund = (id: string) => owner.site.request('POST', `/api/config/store/orders/${id}/refund`, {});
    expect((await refund(second.order.id)).statusCode).toBe(200);
    const page = await customer.request('GET', secondLink);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(NOTHING);
    const third = await fulfilledPurchase(app, owner, HOST, 'Walnut Board');
    expect((await refund(third.order.id)).statusCode).toBe(200);
    await clock.leap(7 * DAY);
    await app.jobs.idle();
    const row = await app.db
      .selectFrom('review_requests')
      .selectAll()
      .where('order_id', '=', third.order.id)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(await requestLinkIn(app, owner.siteId)).toBe(secondLink);
  });
});

describe('reviewerName', () => {
  it('shows the first name and the initial only', async () => {
    const { reviewerName } = await import('#modules/reviews/review-text');
    expect(reviewerName('Grace Brewster Hopper')).toBe('Grace H.');
    expect(reviewerName('  cher ')).toBe('cher');
    expect(reviewerName('')).toBe('Customer');
    expect(reviewerName('émile zola')).toBe('émile Z.');
  });
});
