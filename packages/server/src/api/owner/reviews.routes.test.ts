import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import type { TestClient } from '#testing/test-app';
import { LeapClock } from '#workflows/reviews/leap-clock.test-support';
import {
  TestClient as Client,
  fulfilledPurchase,
  type Owner,
  ownerWithSite,
  requestLinkIn,
  reviewsApp,
} from '#workflows/reviews/reviews.test-support';

const HOST = 'reviewed-shop.localhost';

/** docs/permissions.md: product reviews need `store`. */
const ROLES: [string, number, boolean][] = [
  ['admin', ContributorRole.admin, true],
  ['store manager', ContributorRole.storeManager, true],
  ['editor', ContributorRole.editor, false],
  ['reporting', ContributorRole.reporting, false],
  ['billing', ContributorRole.billing, false],
  ['moderator', ContributorRole.moderator, false],
  ['campaigns editor', ContributorRole.campaignsEditor, false],
  ['viewer', ContributorRole.viewer, false],
];

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );

describeEachDatabase('the owner’s product reviews', (database) => {
  let app: FastifyInstance;
  let clock: LeapClock;
  let owner: Owner;
  let other: Owner;
  let purchase: Awaited<ReturnType<typeof fulfilledPurchase>>;
  let reviewId = '';
  const customer = () => new Client(app, HOST);

  /** Buys, fulfils and reviews `name` with `rating`; the request is mailed at once (delay 0). */
  async function reviewed(name: string, rating: string, text: string) {
    const bought = await fulfilledPurchase(app, owner, HOST, name);
    // The job looks for due requests at least every 10 minutes.
    await clock.leap(10 * 60_000);
    await app.jobs.idle();
    const link = (await requestLinkIn(app, owner.siteId))!;
    const sent = await customer().request(
      'POST',
      link,
      { productId: bought.product.id, rating, text },
      { form: true, crumb: false },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    return bought;
  }

  beforeAll(async () => {
    clock = new LeapClock(new Date(Date.UTC(2030, 0, 1)));
    app = await reviewsApp(database, clock);
    await app.ready();
    owner = await ownerWithSite(app, 'reviews-owner@example.com', 'reviewed-shop');
    other = await ownerWithSite(app, 'other-owner@example.com', 'other-shop');
    const settings = await owner.site.request('PUT', '/api/config/store/review-settings', {
      requestDelayDays: 0,
    });
    expect(settings.json().settings).toEqual({ moderation: 'wait', requestDelayDays: 0 });
    purchase = await reviewed('Celadon Bowl', '4', 'Great bowl.\nHeavy.');
    reviewId = (await owner.site.request('GET', '/api/config/store/reviews')).json().reviews[0].id;
  });
  afterAll(() => app.close());

  const productPage = () => customer().request('GET', `/p/${purchase.product.slug}`);

  it('lists a new review as pending, and visitors do not see it', async () => {
    const { reviews } = (await owner.site.request('GET', '/api/config/store/reviews?status=pending')).json();
    expect(reviews).toEqual([
      expect.objectContaining({
        id: reviewId,
        productName: 'Celadon Bowl',
        author: 'Ada L.',
        rating: 4,
        text: 'Great bowl.\nHeavy.',
        status: 'pending',
        email: 'ada@example.com',
      }),
    ]);
    const page = await productPage();
    expect(page.body).not.toContain('Great bowl.');
    expect(jsonLdOf(page.body)[0]).not.toHaveProperty('aggregateRating');
  });

  it('publishes: the product page (cached before) shows it with AggregateRating and Review data', async () => {
    const published = await owner.site.request('PATCH', `/api/config/store/reviews/${reviewId}`, {
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    // As the owner's list shows it, the product's name included (the panel shows it in place).
    expect(published.json().review).toMatchObject({ status: 'published', productName: 'Celadon Bowl' });
    const page = await productPage();
    expect(page.body).toContain('Great bowl.');
    expect(page.body).toContain('4 out of 5 stars, 1 review');
    const product = jsonLdOf(page.body).find((data) => data['@type'] === 'Product');
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Ada L.' },
      reviewRating: { ratingValue: 4 },
    });
    expect(JSON.stringify(product)).not.toContain('ada@example.com');
    const store = await customer().request('GET', '/store');
    expect(store.body).toContain('data-rating="4"');
  });

  it('shows the owner’s reply, hides and deletes', async () => {
    const replied = await owner.site.request('PATCH', `/api/config/store/reviews/${reviewId}`, {
      reply: 'Thank you, <i>Ada</i>!',
    });
    expect(replied.json().review.reply).toBe('Thank you, Ada!');
    expect((await productPage()).body).toContain('Thank you, Ada!');
    await owner.site.request('PATCH', `/api/config/store/reviews/${reviewId}`, { status: 'hidden' });
    expect((await productPage()).body).not.toContain('Great bowl.');
    await owner.site.request('PATCH', `/api/config/store/reviews/${reviewId}`, { status: 'published' });
    expect((await productPage()).body).toContain('Great bowl.');
  });

  it('publishes new reviews at once when the owner says so, newest first with the average', async () => {
    await owner.site.request('PUT', '/api/config/store/review-settings', { moderation: 'publish' });
    const second = await reviewed('Celadon Cup', '5', 'Perfect cup.');
    const { reviews } = (
      await owner.site.request('GET', `/api/config/store/reviews?productId=${second.product.id}`)
    ).json();
    expect(reviews).toHaveLength(1);
    expect(reviews[0].status).toBe('published');
    const page = await customer().request('GET', `/p/${second.product.slug}`);
    expect(page.body).toContain('Perfect cup.');
  });

  it('answers 400 naming the field for bad input, and 404 for an unknown review', async () => {
    const bad = await owner.site.request('PATCH', `/api/config/store/reviews/${reviewId}`, {
      status: 'bogus',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    const empty = await owner.site.request('PATCH', `/api/config/store/reviews/${reviewId}`, {});
    expect(empty.statusCode).toBe(400);
    const days = await owner.site.request('PUT', '/api/config/store/review-settings', {
      requestDelayDays: -1,
    });
    expect(days.statusCode).toBe(400);
    expect(days.json().errors).toHaveProperty('requestDelayDays');
    const long = await owner.site.request('PATCH', `/api/config/store/reviews/${reviewId}`, {
      reply: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect((await owner.site.request('GET', '/api/config/store/reviews?status=nope')).statusCode).toBe(400);
    expect(
      (await owner.site.request('DELETE', '/api/config/store/reviews/000000000000000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await owner.site.request('PATCH', '/api/config/store/reviews/nope', { status: 'hidden' })).statusCode,
    ).toBe(404);
  });

  it('keeps another site’s owner out: 404 and nothing changes', async () => {
    const theirs = await other.site.request('GET', '/api/config/store/reviews');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().reviews).toEqual([]);
    const hide = await other.site.request('PATCH', `/api/config/store/reviews/${reviewId}`, {
      status: 'hidden',
    });
    expect(hide.statusCode).toBe(404);
    const remove = await other.site.request('DELETE', `/api/config/store/reviews/${reviewId}`);
    expect(remove.statusCode).toBe(404);
    // Signed in on the platform only, the other owner cannot reach this site's routes at all.
    const foreign = new Client(app, HOST);
    await foreign.signIn('other-owner@example.com');
    expect([401, 403, 404]).toContain((await foreign.request('GET', '/api/config/store/reviews')).statusCode);
    const row = await app.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('published');
  });

  it.each(ROLES)('lets the %s moderate only with the store permission', async (name, role, allowed) => {
    const client: TestClient = await invitedContributor(
      app,
      owner.site,
      `${name.replace(' ', '-')}-r@example.com`,
      role,
    );
    const expected = allowed ? 200 : 403;
    expect((await client.request('GET', '/api/config/store/reviews')).statusCode, name).toBe(expected);
    expect((await client.request('GET', '/api/config/store/review-settings')).statusCode, name).toBe(
      expected,
    );
    const patched = await client.request('PATCH', `/api/config/store/reviews/${reviewId}`, {
      status: 'published',
    });
    expect(patched.statusCode, name).toBe(expected);
    const settings = await client.request('PUT', '/api/config/store/review-settings', {
      moderation: 'publish',
    });
    expect(settings.statusCode, name).toBe(expected);
    if (!allowed) expect(patched.json().authorizationFail, name).toBe(true);
  });

  it('deletes a review for good, and the page follows', async () => {
    expect((await owner.site.request('DELETE', `/api/config/store/reviews/${reviewId}`)).statusCode).toBe(
      200,
    );
    expect((await owner.site.request('DELETE', `/api/config/store/reviews/${reviewId}`)).statusCode).toBe(
      404,
    );
    expect((await productPage()).body).not.toContain('Great bowl.');
  });
});
