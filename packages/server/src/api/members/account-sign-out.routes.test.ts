import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { MEMBER_PASSWORD } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';
import { post } from './account.test-support';
import { MEMBER_XSRF_HEADER } from './members.routes';

const HOST = 'sign-out.localhost';
const signOutForm = (html: string) => /<form[^>]*action="\/account\/sign-out"[^>]*>/.exec(html)?.[0] ?? '';
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Signing out of the account page: with the spec's call when the page's script runs (the form carries
 * the session's XSRF token for it), as a plain form otherwise; either way `cloneCart` decides whether
 * the browser keeps a copy of the cart.
 */
describeEachDatabase('signing out of the account page', (database) => {
  let app: FastifyInstance;
  let variant = '';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    const owner = await ownerWithSite(app, 'sign-out-owner@example.com', 'sign-out');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Jug', 5, 2200),
    );
    variant = made.json().product.variants[0].id;
  });
  afterAll(() => app.close());

  /** A confirmed member signed in with a cart of two jugs. */
  async function memberWithCart(email: string) {
    const browser = await new Shopper(app, HOST).start();
    await browser.request('POST', '/api/site-users/account', { email, password: MEMBER_PASSWORD });
    const mail = await app.db
      .selectFrom('mail_messages')
      .select('text')
      .where('to', '=', email)
      .where('kind', '=', 'member-verification')
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    await browser.request('GET', link.pathname + link.search);
    expect((await browser.add(variant, 2)).statusCode).toBe(200);
    const signedIn = await post(browser, '/account/sign-in', { email, password: MEMBER_PASSWORD });
    expect(signedIn.statusCode).toBe(303);
    return browser;
  }

  it('gives the sign-out form the session’s XSRF token and its behaviour, only to the member', async () => {
    const browser = await memberWithCart('ines@example.com');
    const page = await browser.request('GET', '/account');
    expect(page.headers['cache-control']).toMatch(/no-store|no-cache|private/);
    const form = signOutForm(page.body);
    const token = (await browser.request('GET', '/api/site-users/account')).json().xsrfToken;
    expect(attribute(form, 'data-xsrf')).toBe(token);
    expect(attribute(form, 'data-behaviour')).toBe('account-sign-out');
    expect(attribute(form, 'data-signed-out')).toBe('/account?signed-out=1');
    expect(page.body).toContain('name="cloneCart"');
    // The page's script is told where the behaviour lives.
    expect(page.body).toMatch(/"account-sign-out":\{"js":\["[^"]+"\]/);
    // The page's crumb and token are what the call needs: no crumbFail round first.
    const out = await browser.request(
      'DELETE',
      `/api/site-users/account/session?cloneCart=true&crumb=${encodeURIComponent(attribute(form, 'data-crumb') ?? '')}`,
      undefined,
      { crumb: false, headers: { [MEMBER_XSRF_HEADER]: token } },
    );
    expect(out.statusCode, out.body).toBe(200);
    expect((await browser.request('GET', '/api/site-users/account')).json()).toEqual({ member: null });
    // Another visitor's account page carries no token at all.
    const stranger = await new Shopper(app, HOST).start();
    expect((await stranger.request('GET', '/account')).body).not.toContain('data-xsrf');
  });

  it('keeps a copy of the cart in the browser when the plain form asks (cloneCart), and none otherwise', async () => {
    const keeping = await memberWithCart('jo@example.com');
    const kept = await post(keeping, '/account/sign-out', { cloneCart: 'true' });
    expect(kept.headers.location).toBe('/account?signed-out=1');
    expect((await keeping.request('GET', '/api/site-users/account')).json()).toEqual({ member: null });
    expect((await keeping.request('GET', '/api/commerce/cart')).json().cart.totalQuantity).toBe(2);

    const leaving = await memberWithCart('kai@example.com');
    await post(leaving, '/account/sign-out', {});
    expect((await leaving.request('GET', '/api/site-users/account')).json()).toEqual({ member: null });
    expect(leaving.cookies.has('CART')).toBe(false);
  });
});
