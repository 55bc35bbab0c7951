import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { confirmedMember, MEMBER_PASSWORD } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, type TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';
import { follow, mainOf, post } from './account.test-support';

const HOST = 'addresses-a.localhost';
const HOME = {
  name: 'Ada Lovelace',
  line1: '12 Crescent Road',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};
const WORK = {
  name: 'Ada Lovelace',
  line1: '3 rue des Lilas',
  line2: 'Atelier 2',
  city: 'Lyon',
  region: '',
  postalCode: '69001',
  country: 'FR',
};

describeEachDatabase('the account page: a member’s shipping addresses', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'addresses-owner@example.com', 'addresses-a');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
  });
  afterAll(() => app.close());

  const rowsOf = (memberId: string) =>
    app.db
      .selectFrom('member_addresses')
      .select(['id', 'website_id', 'city', 'postal_code', 'country', 'is_default'])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('slot')
      .execute();

  /** The addresses the account page marks as the default. */
  const defaultOf = async (client: TestClient) => {
    const page = mainOf((await client.request('GET', '/account')).body);
    return [...page.matchAll(/<li data-address="([0-9a-f]{24})">((?:(?!<\/li>).)*)<\/li>/g)]
      .filter((item) => item[2]!.includes('Default address'))
      .map((item) => item[1]);
  };

  it('adds, edits, makes default and removes a member’s addresses', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'ada@example.com');
    const added = await follow(client, await post(client, '/account/addresses', HOME));
    expect(added.location).toBe('/account?address-saved=1');
    expect(mainOf(added.page.body)).toContain('The address is saved.');
    expect(mainOf(added.page.body)).toContain(
      'Ada Lovelace, 12 Crescent Road, Springfield IL 62701, United States',
    );
    await post(client, '/account/addresses', WORK);
    const [home, work] = await rowsOf(id);
    expect(home).toMatchObject({ website_id: owner.siteId, city: 'Springfield', is_default: 0 });
    expect(work).toMatchObject({ city: 'Lyon', country: 'FR', is_default: 0 });
    // None chosen yet: the oldest is the default.
    expect(await defaultOf(client)).toEqual([home!.id]);
    // The address opens in the form to edit it.
    const editing = mainOf((await client.request('GET', `/account?address=${work!.id}`)).body);
    expect(editing).toContain('Edit the address');
    expect(editing).toContain(`name="id" value="${work!.id}"`);
    expect(editing).toMatch(/<input id="address-line2"[^>]*value="Atelier 2"/);
    const edited = await post(client, '/account/addresses', { ...WORK, id: work!.id, city: 'Villeurbanne' });
    expect(edited.headers.location).toBe('/account?address-saved=1');
    const made = await follow(client, await post(client, '/account/addresses/default', { id: work!.id }));
    expect(made.location).toBe('/account?default-address=1');
    expect(mainOf(made.page.body)).toContain('Your default address is changed.');
    expect((await rowsOf(id)).map((row) => [row.city, row.is_default])).toEqual([
      ['Springfield', 0],
      ['Villeurbanne', 1],
    ]);
    expect(await defaultOf(client)).toEqual([work!.id]);
    // Removing the default makes the one left the default.
    const removed = await follow(client, await post(client, '/account/addresses/remove', { id: work!.id }));
    expect(removed.location).toBe('/account?address-removed=1');
    expect(mainOf(removed.page.body)).toContain('The address is removed.');
    expect((await rowsOf(id)).map((row) => row.city)).toEqual(['Springfield']);
    expect(await defaultOf(client)).toEqual([home!.id]);
  });

  it('answers a bad address with its message beside the form and what was typed, never a failure', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'typo@example.com');
    const zip = await post(client, '/account/addresses', { ...HOME, postalCode: '123' });
    expect(zip.statusCode).toBe(400);
    expect(zip.headers['cache-control']).toBe('private, no-store');
    expect(mainOf(zip.body)).toContain('<p class="form-error" role="alert">Enter a 5-digit ZIP code.</p>');
    expect(mainOf(zip.body)).toMatch(/<input id="address-postalCode"[^>]*value="123"/);
    expect(mainOf(zip.body)).toMatch(/<input id="address-line1"[^>]*value="12 Crescent Road"/);
    const long = await post(client, '/account/addresses', { ...HOME, name: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(mainOf(long.body)).toContain('Use at most 200 characters.');
    const missing = await post(client, '/account/addresses', { country: 'ZZ' });
    expect(missing.statusCode).toBe(400);
    expect(mainOf(missing.body)).toContain('Name is required.');
    const badId = await post(client, '/account/addresses/remove', { id: '../../etc' });
    expect(badId.statusCode).toBe(400);
    expect(mainOf(badId.body)).toContain('There is no such address in your account.');
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses another member’s address to see, edit, make default or remove', async () => {
    const ada = await confirmedMember(app, HOST, 'owner-of-it@example.com');
    await post(ada.client, '/account/addresses', HOME);
    const [hers] = await rowsOf(ada.id);
    const mallory = await confirmedMember(app, HOST, 'mallory@example.com');
    const peek = mainOf((await mallory.client.request('GET', `/account?address=${hers!.id}`)).body);
    expect(peek).toContain('Add an address');
    expect(peek).not.toContain('Crescent Road');
    for (const [path, fields] of [
      ['/account/addresses', { ...WORK, id: hers!.id }],
      ['/account/addresses/default', { id: hers!.id }],
      ['/account/addresses/remove', { id: hers!.id }],
    ] as const) {
      const refused = await post(mallory.client, path, fields);
      expect(refused.statusCode, path).toBe(400);
      expect(mainOf(refused.body), path).toContain('There is no such address in your account.');
    }
    expect(await rowsOf(ada.id)).toEqual([{ ...hers }]);
    expect(await rowsOf(mallory.id)).toEqual([]);
  });

  it('keeps ten addresses at most, and says so past them', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'many@example.com');
    for (let i = 0; i < 10; i++) {
      const added = await post(client, '/account/addresses', { ...HOME, line1: `${i + 1} Main Street` });
      expect(added.statusCode, added.body.slice(0, 200)).toBe(303);
    }
    const eleventh = await post(client, '/account/addresses', { ...HOME, line1: '11 Main Street' });
    expect(eleventh.statusCode).toBe(400);
    expect(mainOf(eleventh.body)).toContain('You can keep at most 10 addresses. Remove one first.');
    expect(await rowsOf(id)).toHaveLength(10);
    expect(mainOf((await client.request('GET', '/account')).body)).toContain(
      'You keep 10 addresses, the most there can be. Remove one to add another.',
    );
    // A freed slot takes a new one.
    const [first] = await rowsOf(id);
    await post(client, '/account/addresses/remove', { id: first!.id });
    expect((await post(client, '/account/addresses', { ...HOME, line1: '12 Main Street' })).statusCode).toBe(
      303,
    );
    expect(await rowsOf(id)).toHaveLength(10);
  });

  it('keeps ten addresses at most when adds race each other', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'racing@example.com');
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        post(client, '/account/addresses', { ...HOME, line1: `${i} Race Street` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 303)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(4);
    expect(await rowsOf(id)).toHaveLength(10);
  });

  it('prefills a signed-in member’s checkout with their default address, only until they type', async () => {
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Vase', 5, 3000),
    );
    expect(made.statusCode, made.body).toBe(201);
    const variantId = made.json().product.variants[0].id as string;
    const { client } = await confirmedMember(app, HOST, 'buyer@example.com');
    await post(client, '/account/addresses', HOME);
    await post(client, '/account/addresses', WORK);
    const rows = await rowsOf((await client.request('GET', '/api/site-users/account')).json().member.id);
    const work = rows.find((row) => row.city === 'Lyon');
    await post(client, '/account/addresses/default', { id: work!.id });
    expect(
      (await client.request('POST', '/api/commerce/cart/items', { variantId, quantity: 1 })).statusCode,
    ).toBe(200);
    const checkout = await client.request('GET', '/checkout');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers['cache-control']).toBe('private, no-store');
    const form = mainOf(checkout.body);
    expect(form).toMatch(/<input id="email"[^>]*value="buyer@example.com"/);
    expect(form).toMatch(/<input id="shippingAddress.line1"[^>]*value="3 rue des Lilas"/);
    expect(form).toMatch(/<input id="shippingAddress.postalCode"[^>]*value="69001"/);
    expect(form).toContain('<option value="FR" selected="">');
    // What the visitor sends comes back as they typed it, never the saved address.
    const typed = await post(client, '/checkout', {
      intent: 'quote',
      email: 'other@example.com',
      'shippingAddress.name': 'Someone Else',
      'shippingAddress.line1': '9 Elm Street',
      'shippingAddress.city': 'Boston',
      'shippingAddress.region': 'MA',
      'shippingAddress.postalCode': '02101',
      'shippingAddress.country': 'US',
    });
    expect(typed.statusCode).toBe(200);
    expect(mainOf(typed.body)).toMatch(/<input id="shippingAddress.line1"[^>]*value="9 Elm Street"/);
    expect(mainOf(typed.body)).not.toContain('rue des Lilas');
    // Anyone else's checkout starts empty.
    const stranger = await new Shopper(app, HOST).start();
    await stranger.add(variantId);
    const theirs = mainOf((await stranger.request('GET', '/checkout')).body);
    expect(theirs).not.toContain('rue des Lilas');
    expect(theirs).not.toContain('buyer@example.com');
  });

  it('deletes the addresses with the account', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'leaving@example.com');
    await post(client, '/account/addresses', HOME);
    expect(await rowsOf(id)).toHaveLength(1);
    const deleted = await post(client, '/account/delete', { password: MEMBER_PASSWORD });
    expect(deleted.headers.location).toBe('/account?deleted=1');
    expect(await rowsOf(id)).toEqual([]);
  });
});
