import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedMember } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { mainOf, post } from './account.test-support';

const HOST = 'account-widgets.localhost';
const HOME = {
  name: 'Ada Lovelace',
  line1: '12 Crescent Road',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The account page's widgets as the server writes them: when the account was made (a date the
 * page's script says as how long ago, in the page's words), the question asked before an address is
 * removed, the signed-in line to fit, and the script itself, for the member only.
 */
describeEachDatabase('the account page’s widgets', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    const owner = await ownerWithSite(app, 'widgets-owner@example.com', 'account-widgets');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
  });
  afterAll(() => app.close());

  it('gives a member’s page the account’s age, the removal question and its script', async () => {
    const before = Date.now();
    const { client, id } = await confirmedMember(app, HOST, 'ada@example.com');
    expect((await post(client, '/account/addresses', HOME)).statusCode).toBe(303);
    const page = await client.request('GET', '/account');
    const main = mainOf(page.body);
    const root = /<div class="account-screen account-screen--member"[^>]*>/.exec(main)?.[0] ?? '';
    expect(attribute(root, 'data-behaviour')).toBe('account-widgets');
    expect(attribute(root, 'data-just-now')).toBe('just now');
    expect(attribute(root, 'data-seconds-ago')).toBe('about {n} seconds ago');
    const created = await app.db
      .selectFrom('site_members')
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const since = /<time datetime="([^"]+)" data-relative-time="">/i.exec(main)?.[1] ?? '';
    expect(since).toBe(new Date(created.created_at).toISOString());
    expect(Date.parse(since)).toBeGreaterThanOrEqual(before - 1000);
    expect(main).toMatch(/Account created(<!-- -->)? <time/);
    const remove = /<form[^>]*action="\/account\/addresses\/remove"[^>]*>/.exec(main)?.[0] ?? '';
    expect(attribute(remove, 'data-confirm')).toBe('Remove this address?');
    expect(attribute(remove, 'data-confirm-yes')).toBe('Remove');
    expect(attribute(remove, 'data-confirm-no')).toBe('Cancel');
    expect(main).toMatch(
      /<p class="account-screen__signed-in" data-text-shrink="">Signed in as ada@example.com<\/p>/,
    );
    expect(page.body).toMatch(/"account-widgets":\{"js":\["[^"]+"\]/);
    // Without the script, the form still removes the address.
    const addressId = attribute(main, 'data-address') ?? '';
    const removed = await post(client, '/account/addresses/remove', { id: addressId });
    expect(removed.headers.location).toBe('/account?address-removed=1');
  });

  it('gives a visitor who is not signed in neither the widgets nor their script', async () => {
    const stranger = new TestClient(app, HOST);
    const page = await stranger.request('GET', '/account');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-behaviour="account-widgets"');
    expect(page.body).not.toContain('"account-widgets":{');
    expect(page.body).not.toContain('data-relative-time');
  });
});
