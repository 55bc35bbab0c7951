import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedMember } from '#modules/members/members.test-support';
import { signUpThroughService } from '#modules/newsletter/newsletter.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { follow, mailsTo, mainOf, post } from './account.test-support';

const HOST = 'letters-a.localhost';
const PLAIN_HOST = 'letters-b.localhost';

describeEachDatabase('the account page: the newsletter at a member’s address, on or off', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let plain: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    // The studio template's home page has a newsletter sign-up; a blank site has none.
    owner = await ownerWithSite(app, 'letters-owner@example.com', 'letters-a', 'studio');
    plain = await ownerWithSite(app, 'letters-plain@example.com', 'letters-b', 'blank');
    for (const site of [owner.site, plain.site])
      await site.request('PATCH', '/api/config/site', { memberAccounts: true });
  });
  afterAll(() => app.close());

  const subscriber = (siteId: string, email: string) =>
    app.db
      .selectFrom('newsletter_subscribers')
      .select(['status', 'form_id', 'confirmed_at', 'unsubscribed_at', 'confirm_token_hash'])
      .where('website_id', '=', siteId)
      .where('email', '=', email)
      .executeTakeFirst();
  const newsletterOf = (html: string) => /data-newsletter="(on|off)"/.exec(mainOf(html))?.[1] ?? null;

  it('subscribes the member’s confirmed address at once, recorded as from the account page, and unsubscribes it', async () => {
    const email = 'letters@example.com';
    const { client } = await confirmedMember(app, HOST, email);
    expect(newsletterOf((await client.request('GET', '/account')).body)).toBe('off');
    const on = await follow(client, await post(client, '/account/newsletter', { subscribed: 'true' }));
    expect(on.location).toBe('/account?newsletter=on');
    expect(mainOf(on.page.body)).toContain('You are subscribed to the newsletter.');
    expect(mainOf(on.page.body)).toContain(`You get the newsletter at ${email}.`);
    expect(newsletterOf(on.page.body)).toBe('on');
    expect(await subscriber(owner.siteId, email)).toMatchObject({
      status: 'confirmed',
      form_id: 'account-page',
      confirmed_at: expect.any(String),
      unsubscribed_at: null,
    });
    // Confirmed already: no confirmation mail.
    expect(await mailsTo(app, email, 'newsletter-confirmation')).toEqual([]);
    const off = await follow(client, await post(client, '/account/newsletter', { subscribed: 'false' }));
    expect(off.location).toBe('/account?newsletter=off');
    expect(mainOf(off.page.body)).toContain('You are unsubscribed from the newsletter.');
    expect(newsletterOf(off.page.body)).toBe('off');
    expect(await subscriber(owner.siteId, email)).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: expect.any(String),
    });
    // And on again.
    await post(client, '/account/newsletter', { subscribed: 'true' });
    expect(await subscriber(owner.siteId, email)).toMatchObject({
      status: 'confirmed',
      unsubscribed_at: null,
    });
  });

  it('confirms an address still waiting for its newsletter link, and touches no other address', async () => {
    const email = 'pending@example.com';
    await signUpThroughService(app, owner.siteId, HOST)(email);
    await signUpThroughService(app, owner.siteId, HOST)('neighbour@example.com');
    expect((await subscriber(owner.siteId, email))?.status).toBe('pending');
    const { client } = await confirmedMember(app, HOST, email);
    expect(newsletterOf((await client.request('GET', '/account')).body)).toBe('off');
    await post(client, '/account/newsletter', { subscribed: 'true' });
    expect(await subscriber(owner.siteId, email)).toMatchObject({
      status: 'confirmed',
      form_id: 'account-page',
      confirm_token_hash: null,
    });
    await post(client, '/account/newsletter', { subscribed: 'false' });
    expect((await subscriber(owner.siteId, 'neighbour@example.com'))?.status).toBe('pending');
    // A value that is neither on nor off changes nothing.
    await post(client, '/account/newsletter', { subscribed: 'maybe' });
    expect((await subscriber(owner.siteId, email))?.status).toBe('unsubscribed');
  });

  it('shows no newsletter on a site without one, and subscribes nobody there', async () => {
    const email = 'plain@example.com';
    const { client } = await confirmedMember(app, PLAIN_HOST, email);
    const page = mainOf((await client.request('GET', '/account')).body);
    expect(page).not.toContain('account-newsletter');
    const posted = await post(client, '/account/newsletter', { subscribed: 'true' });
    expect(posted.headers.location).toBe('/account');
    expect(await subscriber(plain.siteId, email)).toBeUndefined();
  });
});
