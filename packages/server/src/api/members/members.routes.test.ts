import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { insertSiteLanguages } from '#testing/rows';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';
import { MEMBER_XSRF_HEADER } from './members.routes';

const HOST = 'members-a.localhost';
const OTHER_HOST = 'members-b.localhost';
const PASSWORD = 'a long member password';

describeEachDatabase('visitors open accounts on a site', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'members-owner@example.com', 'members-a');
    other = await ownerWithSite(app, 'members-other@example.com', 'members-b');
    const on = await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().site.memberAccounts).toBe(true);
    await insertSiteLanguages(app.db, owner.siteId, [{ tag: 'fr', published: true }]);
    app.sites.invalidate(owner.siteId);
  });
  afterAll(() => app.close());

  const visitor = async (host = HOST) => new Shopper(app, host).start();
  /** The last mail of `kind` sent to `to`, and the address it links to. */
  const mailTo = async (to: string, kind: string) => {
    const rows = await app.db
      .selectFrom('mail_messages')
      .select(['subject', 'text', 'website_id'])
      .where('to', '=', to)
      .where('kind', '=', kind)
      .execute();
    const mail = rows.at(-1);
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    return { ...mail, link, path: link ? new URL(link).pathname + new URL(link).search : '' };
  };
  /** A member of the site, confirmed, signed in on a client of its own. */
  const member = async (email: string, host = HOST) => {
    const client = await visitor(host);
    expect(
      (await client.request('POST', '/api/site-users/account', { email, password: PASSWORD })).statusCode,
    ).toBe(202);
    const { path } = await mailTo(email, 'member-verification');
    expect((await client.request('GET', path)).headers.location).toBe('/account?verified=1');
    const signedIn = await client.request('POST', '/api/site-users/account/session', {
      email,
      password: PASSWORD,
      rememberMe: true,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return { client, xsrf: signedIn.json().xsrfToken as string };
  };

  it('answers 404 on a site whose owner has not turned accounts on, and on the platform home', async () => {
    for (const client of [await visitor(OTHER_HOST), await visitor('localhost')]) {
      for (const [method, url] of [
        ['GET', '/api/site-users/account'],
        ['POST', '/api/site-users/account/session'],
        ['POST', '/api/site-users/account/password-reset'],
      ] as const) {
        const answer = await client.request(
          method,
          url,
          method === 'GET' ? undefined : { email: 'a@example.com', password: 'x' },
        );
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json().code, url).toBe('members.accounts_off');
      }
    }
  });

  it('signs a visitor up, refuses sign-in until the mailed link is followed, then signs in with an XSRF token', async () => {
    const client = await visitor();
    const email = 'ada@example.com';
    const signUp = await client.request('POST', '/api/site-users/account', {
      email: ' Ada@Example.com ',
      password: PASSWORD,
      displayName: 'Ada',
    });
    expect(signUp.statusCode, signUp.body).toBe(202);
    expect(signUp.json()).toEqual({ verificationSent: true, email, mailConfigured: false });
    const refused = await client.request('POST', '/api/site-users/account/session', {
      email,
      password: PASSWORD,
    });
    expect(refused.json().code).toBe('members.unverified');

    const mail = await mailTo(email, 'member-verification');
    expect(mail.website_id).toBe(owner.siteId);
    expect(mail.subject).toBe('Confirm your account at Site members-a');
    expect(mail.link.startsWith(`http://${HOST}/api/site-users/account/verify?token=`)).toBe(true);
    expect((await client.request('GET', mail.path)).headers.location).toBe('/account?verified=1');
    // A link works once.
    expect((await client.request('GET', mail.path)).headers.location).toBe('/account?verified=0');

    const wrong = await client.request('POST', '/api/site-users/account/session', {
      email,
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('members.bad_credentials');
    const signedIn = await client.request('POST', '/api/site-users/account/session', {
      email,
      password: PASSWORD,
      rememberMe: false,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().member).toEqual({ id: expect.any(String), email, displayName: 'Ada' });
    expect(signedIn.json().xsrfToken).toMatch(/^[\w-]{20,}$/);
    // The member's own cookie, host-only and HttpOnly; the owners' session cookie is not touched.
    const cookie = signedIn.cookies.find((c) => c.name === 'atelier_member');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(signedIn.cookies.some((c) => c.name === 'atelier_session')).toBe(false);

    const account = await client.request('GET', '/api/site-users/account');
    expect(account.headers['cache-control']).toBe('private, no-store');
    expect(account.json()).toEqual({ member: signedIn.json().member, xsrfToken: signedIn.json().xsrfToken });
    // An owner's session is not a member's, and a member's is not an owner's.
    expect((await client.request('GET', '/api/config/site')).statusCode).toBe(401);
    expect((await owner.site.request('GET', '/api/site-users/account')).json()).toEqual({ member: null });
  });

  it('answers a sign-up for an address that has an account as any other, and mails its holder', async () => {
    const { client } = await member('grace@example.com');
    const again = await client.request('POST', '/api/site-users/account', {
      email: 'grace@example.com',
      password: 'another long password',
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({
      verificationSent: true,
      email: 'grace@example.com',
      mailConfigured: false,
    });
    const mail = await mailTo('grace@example.com', 'member-exists');
    expect(mail.subject).toBe('Your account at Site members-a');
    expect(mail.link).toBe(`http://${HOST}/account`);
    // The password stays the holder's.
    const signIn = await client.request('POST', '/api/site-users/account/session', {
      email: 'grace@example.com',
      password: 'another long password',
    });
    expect(signIn.json().code).toBe('members.bad_credentials');
  });

  it('signs out only with the session’s XSRF token: a mismatch answers crumbFail with it, and the repeat works', async () => {
    const { client, xsrf } = await member('linus@example.com');
    const mismatch = await client.request('DELETE', '/api/site-users/account/session', undefined, {
      headers: { [MEMBER_XSRF_HEADER]: 'not-the-token' },
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toMatchObject({ crumbFail: true, code: 'members.xsrf_fail', xsrfToken: xsrf });
    expect((await client.request('GET', '/api/site-users/account')).json().member.email).toBe(
      'linus@example.com',
    );
    const repeated = await client.request('DELETE', '/api/site-users/account/session', undefined, {
      headers: { [MEMBER_XSRF_HEADER]: mismatch.json().xsrfToken },
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect((await client.request('GET', '/api/site-users/account')).json()).toEqual({ member: null });
    // Without the site's crumb, nothing changes either.
    const again = await visitor();
    const token = (
      await again.request('POST', '/api/site-users/account/session', {
        email: 'linus@example.com',
        password: PASSWORD,
      })
    ).json().xsrfToken;
    const noCrumb = await again.request('DELETE', '/api/site-users/account/session', undefined, {
      crumb: false,
      headers: { [MEMBER_XSRF_HEADER]: token },
    });
    expect(noCrumb.json().crumbFail).toBe(true);
    expect((await again.request('GET', '/api/site-users/account')).json().member).not.toBeNull();
  });

  it('keeps the cart with the account; with cloneCart the browser keeps a copy', async () => {
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Member Mug', 10, 1800),
    );
    expect(made.statusCode, made.body).toBe(201);
    const variant = made.json().product.variants[0].id as string;
    const email = 'barbara@example.com';
    const { client: first } = await member(email);
    await first.request('DELETE', '/api/site-users/account/session', undefined, {
      headers: {
        [MEMBER_XSRF_HEADER]: (await first.request('GET', '/api/site-users/account')).json().xsrfToken,
      },
    });
    // Filled signed out, then signed in: the cart goes with the account.
    const browser = first as Shopper;
    expect((await browser.add(variant, 2)).statusCode).toBe(200);
    const cartCookie = browser.cookies.get('CART');
    const signIn = await browser.request('POST', '/api/site-users/account/session', {
      email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(browser.cookies.get('CART')).toBe(cartCookie);
    // Signed out without cloneCart: the browser holds no cart.
    const out = await browser.request(
      'DELETE',
      '/api/site-users/account/session?cloneCart=false',
      undefined,
      {
        headers: { [MEMBER_XSRF_HEADER]: signIn.json().xsrfToken },
      },
    );
    expect(out.statusCode).toBe(200);
    expect(browser.cookies.has('CART')).toBe(false);
    expect(browser.cookies.has('hasCart')).toBe(false);
    // Another device: signing in brings the cart back.
    const phone = await visitor();
    const back = await phone.request('POST', '/api/site-users/account/session', {
      email,
      password: PASSWORD,
    });
    expect(phone.cookies.get('CART')).toBe(cartCookie);
    expect((await phone.request('GET', '/api/commerce/cart')).json().cart.totalQuantity).toBe(2);
    // Signed out with cloneCart: a copy of its own, the account's cart untouched.
    await phone.request('DELETE', '/api/site-users/account/session?cloneCart=true', undefined, {
      headers: { [MEMBER_XSRF_HEADER]: back.json().xsrfToken },
    });
    expect(phone.cookies.get('CART')).toBeDefined();
    expect(phone.cookies.get('CART')).not.toBe(cartCookie);
    expect((await phone.request('GET', '/api/commerce/cart')).json().cart.totalQuantity).toBe(2);
    await phone.add(variant, 1);
    const laptop = await visitor();
    await laptop.request('POST', '/api/site-users/account/session', { email, password: PASSWORD });
    expect((await laptop.request('GET', '/api/commerce/cart')).json().cart.totalQuantity).toBe(2);
    expect(
      (await phone.request('DELETE', '/api/site-users/account/session?cloneCart=maybe')).statusCode,
    ).toBe(400);
  });

  it('resets a password through a link that works once; the old password and every session end', async () => {
    const email = 'margaret@example.com';
    const { client } = await member(email);
    const stranger = await visitor();
    const unknown = await stranger.request('POST', '/api/site-users/account/password-reset', {
      email: 'nobody@example.com',
    });
    const known = await stranger.request('POST', '/api/site-users/account/password-reset', { email });
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ ...known.json(), email: 'nobody@example.com' });
    const mail = await mailTo(email, 'member-password-reset');
    expect(mail.subject).toBe('Reset your password at Site members-a');
    const token = new URL(mail.link).searchParams.get('token')!;
    expect(new URL(mail.link).pathname).toBe('/account/reset');
    // The link opens the account page asking for the new password.
    const opened = await stranger.request('GET', new URL(mail.link).pathname + new URL(mail.link).search);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('action="/account/password-reset/complete"');
    expect(opened.body).toContain(`name="token" value="${token}"`);
    const weak = await stranger.request('POST', '/api/site-users/account/password-reset/complete', {
      token,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const done = await stranger.request('POST', '/api/site-users/account/password-reset/complete', {
      token,
      password: 'a brand new password',
    });
    expect(done.statusCode, done.body).toBe(200);
    const twice = await stranger.request('POST', '/api/site-users/account/password-reset/complete', {
      token,
      password: 'yet another password',
    });
    expect(twice.json().code).toBe('members.bad_reset_link');
    expect((await client.request('GET', '/api/site-users/account')).json().member).toBeNull();
    expect(
      (
        await stranger.request('POST', '/api/site-users/account/session', { email, password: PASSWORD })
      ).json().code,
    ).toBe('members.bad_credentials');
    expect(
      (
        await stranger.request('POST', '/api/site-users/account/session', {
          email,
          password: 'a brand new password',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('throttles wrong passwords for an address and account on the site', async () => {
    const email = 'throttled@example.com';
    const { client } = await member(email);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await client.request('POST', '/api/site-users/account/session', { email, password: `wrong ${i}` })
        ).json().code,
      );
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('members.bad_credentials'));
    const held = await client.request('POST', '/api/site-users/account/session', {
      email,
      password: PASSWORD,
    });
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('members.too_many_attempts');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('mails a visitor who signed up on a French page in French', async () => {
    const client = await visitor();
    await client.request('POST', '/api/site-users/account', {
      email: 'camille@example.com',
      password: PASSWORD,
      pagePath: '/fr/a-propos',
    });
    const mail = await mailTo('camille@example.com', 'member-verification');
    expect(mail.subject).toBe('Confirmez votre compte sur Site members-a');
    expect(mail.text).toContain('Le lien est valable 24 heures.');
  });

  describe('sites apart', () => {
    beforeAll(async () => {
      await other.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    });

    it('gives one address an account on each site, and a session, link or account of one means nothing on another', async () => {
      const email = 'twice@example.com';
      const { client } = await member(email);
      // The same address on the other site is another account, unconfirmed until its own link.
      const there = await visitor(OTHER_HOST);
      expect(
        (await there.request('POST', '/api/site-users/account/session', { email, password: PASSWORD })).json()
          .code,
      ).toBe('members.bad_credentials');
      await there.request('POST', '/api/site-users/account', { email, password: 'the other site password' });
      const otherLink = await mailTo(email, 'member-verification');
      expect(otherLink.website_id).toBe(other.siteId);
      // Site A's browser cannot spend site B's link, nor carry its session there.
      expect((await client.request('GET', otherLink.path)).headers.location).toBe('/account?verified=0');
      const planted = new TestClient(app, OTHER_HOST);
      planted.cookies.set('atelier_member', client.cookies.get('atelier_member')!);
      expect((await planted.request('GET', '/api/site-users/account')).json()).toEqual({ member: null });
      expect((await there.request('GET', otherLink.path)).headers.location).toBe('/account?verified=1');
      const signIn = await there.request('POST', '/api/site-users/account/session', {
        email,
        password: 'the other site password',
      });
      expect(signIn.statusCode).toBe(200);
      expect((await client.request('GET', '/api/site-users/account')).json().member.id).not.toBe(
        signIn.json().member.id,
      );
    });
  });
});
