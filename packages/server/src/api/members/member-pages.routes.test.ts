import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, eventRows } from '#modules/analytics/analytics.test-support';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import {
  contactValues,
  formBlock,
  newId,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { confirmedMember, MEMBER_PASSWORD } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { getOverSocket } from '#testing/socket-get';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

const HOST = 'notes-a.localhost';
const contextOf = (html: string) =>
  JSON.parse(/<script[^>]*id="site-context"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describeEachDatabase('member pages: only an area’s members see them', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  let port = 0;
  let area = '';
  let about = '';
  const get = (path: string, cookie = '') =>
    getOverSocket(port, path, { host: HOST, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) });
  const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'notes-owner@example.com', 'notes-a');
    other = await ownerWithSite(app, 'notes-other@example.com', 'notes-b');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    area = (
      await owner.site.request('POST', '/api/config/member-areas', {
        name: 'Studio members',
        welcomeText: 'Glad you are here.',
      })
    ).json().area.id;
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    about = pages.find((page: { slug: string }) => page.slug === 'about').id;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it('shows a page to everyone, from the cache, until the owner puts it in an area', async () => {
    await get('/about');
    const cached = await get('/about');
    expect(cached.status).toBe(200);
    expect(cached.headers['cache-control']).toBe('no-cache');
    const moved = await owner.site.request('PATCH', `/api/config/pages/${about}`, { memberAreaId: area });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().page.memberAreaId).toBe(area);
  });

  it('answers a visitor without access with the access screen (106), never the page, however often asked', async () => {
    for (let round = 0; round < 3; round++) {
      const denied = await get('/about');
      expect(denied.status).toBe(401);
      expect(denied.headers['cache-control']).toBe('private, no-store');
      const html = denied.body.toString();
      expect(contextOf(html).pageType).toBe(106);
      expect(mainOf(html)).toContain('This page is for members');
      expect(mainOf(html)).toContain('About is in Studio members, which only its members can see.');
      expect(mainOf(html)).toContain('action="/account/sign-in"');
      expect(mainOf(html)).not.toContain('About us');
    }
  });

  it('keeps the page’s words out of site search and its address out of the sitemap', async () => {
    const visitor = new TestClient(app, HOST);
    const search = await visitor.request('GET', '/search?q=about');
    expect(search.statusCode).toBe(200);
    expect(mainOf(search.body)).not.toContain('href="/about"');
    const sitemap = await visitor.request('GET', '/sitemap.xml');
    expect(sitemap.body).toContain('/contact</loc>');
    expect(sitemap.body).not.toContain('/about</loc>');
  });

  it('lets a member join an open area and then see the page; others still get the access screen', async () => {
    const { client } = await confirmedMember(app, HOST, 'ada@example.com', 'Ada');
    const asMember = await get('/about', cookieOf(client));
    expect(asMember.status).toBe(403);
    expect(mainOf(asMember.body.toString())).toContain('Join Studio members');
    const joined = await client.request(
      'POST',
      '/account/join',
      { areaId: area, next: '/about', page: 'About' },
      { form: true },
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(contextOf(joined.body).pageType).toBe(208);
    expect(mainOf(joined.body)).toContain('Welcome to Studio members');
    expect(mainOf(joined.body)).toContain('<p class="account-screen__welcome">Glad you are here.</p>');
    expect(mainOf(joined.body)).toContain('href="/about"');
    for (let round = 0; round < 2; round++) {
      const page = await get('/about', cookieOf(client));
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(mainOf(page.body.toString())).toContain('About us');
    }
    // The member's copy never answers anyone else.
    const stranger = await get('/about');
    expect(stranger.status).toBe(401);
    expect(stranger.body.toString()).not.toContain('About us');
    // The site's contributors see the page they build.
    const ownerView = await owner.site.request('GET', '/about');
    expect(ownerView.statusCode).toBe(200);
  });

  it('offers no join button in an area only the owner fills, and lets the owner add the member', async () => {
    const invite = (
      await owner.site.request('POST', '/api/config/member-areas', { name: 'Teachers', joinRule: 'invite' })
    ).json().area.id;
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const contact = pages.find((page: { slug: string }) => page.slug === 'contact').id;
    await owner.site.request('PATCH', `/api/config/pages/${contact}`, { memberAreaId: invite });
    const { client, id } = await confirmedMember(app, HOST, 'grace@example.com', 'Grace');
    const denied = await get('/contact', cookieOf(client));
    expect(denied.status).toBe(403);
    expect(mainOf(denied.body.toString())).toContain('Only people the site’s owner adds can join Teachers.');
    expect(mainOf(denied.body.toString())).not.toContain('action="/account/join"');
    // A join posted anyway changes nothing.
    await client.request('POST', '/account/join', { areaId: invite, next: '/contact' }, { form: true });
    expect((await get('/contact', cookieOf(client))).status).toBe(403);
    await owner.site.request('PUT', `/api/config/members/${id}/areas/${invite}`);
    expect((await get('/contact', cookieOf(client))).status).toBe(200);
    // An area with pages in it stays.
    expect((await owner.site.request('DELETE', `/api/config/member-areas/${invite}`)).json().code).toBe(
      'members.area_in_use',
    );
    await owner.site.request('PATCH', `/api/config/pages/${contact}`, { memberAreaId: null });
    expect((await get('/contact')).status).toBe(200);
  });

  it('takes a member page’s form only from the area’s members', async () => {
    const formId = newId();
    const pageId = await pageWithBlocks(owner.site, 'club-form', [formBlock(formId)]);
    const moved = await owner.site.request('PATCH', `/api/config/pages/${pageId}`, { memberAreaId: area });
    expect(moved.statusCode, moved.body).toBe(200);
    const stranger = new Visitor(app, HOST);
    const refused = await stranger.save({ ...pageFields(formId, pageId), form: contactValues() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forms.members_only');
    const { client } = await confirmedMember(app, HOST, 'writer@example.com', 'Writer');
    await client.request('POST', '/account/join', { areaId: area, next: '/club-form' }, { form: true });
    const member = new Visitor(app, HOST);
    const cookie = { cookie: cookieOf(client) };
    const key = (await member.inject('POST', '/api/form/FormSubmissionKey', undefined, cookie)).json().key;
    const sent = await member.inject(
      'POST',
      '/api/form/SaveFormSubmission',
      { key, ...pageFields(formId, pageId), form: contactValues() },
      cookie,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const stored = await owner.site.request('GET', `/api/config/forms/${formId}/submissions`);
    expect(stored.json().submissions).toHaveLength(1);
  });

  it('names a signed-in member in their page views, as their session says, never as a page claims', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'counted@example.com', 'Counted');
    const member = new Browser(app, HOST);
    member.startVisit();
    const viewed = await member.inject(
      'POST',
      '/api/census/RecordHit',
      member.pageViewBody(owner.siteId, '/'),
      {
        cookie: `${member.cookieHeader}; ${cookieOf(client)}`,
      },
    );
    expect(viewed.statusCode, viewed.body).toBe(204);
    const stranger = new Browser(app, HOST);
    stranger.startVisit();
    expect((await stranger.pageView(owner.siteId, '/contact', { memberAccountId: id })).statusCode).toBe(204);
    await expect
      .poll(async () => (await eventRows(app.db, owner.siteId, 'page-view')).length)
      .toBeGreaterThanOrEqual(2);
    const rows = await eventRows(app.db, owner.siteId, 'page-view');
    const data = (path: string) => JSON.parse(rows.find((row) => row.path === path)!.data ?? '{}');
    expect(data('/')).toMatchObject({ memberAccountId: id, member_locale: 'en-US' });
    expect(data('/contact').memberAccountId).toBeUndefined();
    expect(data('/contact').member_locale).toBeUndefined();
  });

  it('refuses an area of another site, the home page and a store page', async () => {
    const theirs = (await other.site.request('POST', '/api/config/member-areas', { name: 'Theirs' })).json()
      .area.id;
    const wrong = await owner.site.request('PATCH', `/api/config/pages/${about}`, { memberAreaId: theirs });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.memberAreaId).toBe('Choose a member area of this site.');
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const home = pages.find((page: { slug: string }) => page.slug === 'home').id;
    expect(
      (await owner.site.request('PATCH', `/api/config/pages/${home}`, { memberAreaId: area })).statusCode,
    ).toBe(400);
    const store = await owner.site.request('POST', '/api/config/pages', { kind: 'store', title: 'Shop' });
    expect(
      (await owner.site.request('PATCH', `/api/config/pages/${store.json().page.id}`, { memberAreaId: area }))
        .statusCode,
    ).toBe(400);
  });

  describe('the account pages', () => {
    it('signs up, in and out through plain forms, and says what went wrong in the form', async () => {
      const visitor = new TestClient(app, HOST);
      const page = await visitor.request('GET', '/account');
      expect(page.statusCode).toBe(200);
      // Its forms must send their Origin (the request checks refuse a post without one), and a reset
      // link's token must reach no other site: same-origin, never no-referrer.
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect(mainOf(page.body)).toContain('action="/account/sign-up"');
      const short = await visitor.request(
        'POST',
        '/account/sign-up',
        { email: 'linus@example.com', password: 'short', displayName: 'Linus' },
        { form: true },
      );
      expect(short.statusCode).toBe(400);
      expect(mainOf(short.body)).toContain('Use at least 10 characters.');
      expect(mainOf(short.body)).toContain('value="linus@example.com"');
      const made = await visitor.request(
        'POST',
        '/account/sign-up',
        {
          email: 'linus@example.com',
          password: 'a long enough password',
          displayName: 'Linus',
          next: '/about',
        },
        { form: true },
      );
      expect(made.statusCode).toBe(303);
      expect(made.headers.location).toBe('/account?signup=1&next=%2Fabout');
      expect(mainOf((await visitor.request('GET', made.headers.location as string)).body)).toContain(
        'Check your email: we sent you a link to confirm your address.',
      );
      const unconfirmed = await visitor.request(
        'POST',
        '/account/sign-in',
        { email: 'linus@example.com', password: 'a long enough password', next: '/about' },
        { form: true },
      );
      expect(unconfirmed.statusCode).toBe(400);
      expect(mainOf(unconfirmed.body)).toContain('Confirm your email address first');
      const wrong = await visitor.request(
        'POST',
        '/account/sign-in',
        { email: 'linus@example.com', password: 'not the password', next: '/about' },
        { form: true },
      );
      expect(mainOf(wrong.body)).toContain(
        '<p class="form-error" role="alert">Incorrect email or password.</p>',
      );
      expect(mainOf(wrong.body)).toContain('value="/about"');
      const mail = await app.db
        .selectFrom('mail_messages')
        .select('text')
        .where('to', '=', 'linus@example.com')
        .executeTakeFirstOrThrow();
      const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
      const verified = await visitor.request('GET', link.pathname + link.search);
      expect(mainOf((await visitor.request('GET', verified.headers.location as string)).body)).toContain(
        'Your email address is confirmed.',
      );
      const signedIn = await visitor.request(
        'POST',
        '/account/sign-in',
        {
          email: 'linus@example.com',
          password: 'a long enough password',
          next: '/about',
          rememberMe: 'true',
        },
        { form: true },
      );
      expect(signedIn.statusCode).toBe(303);
      expect(signedIn.headers.location).toBe('/about');
      expect(mainOf((await visitor.request('GET', '/account')).body)).toContain(
        'Signed in as linus@example.com',
      );
      // A next that leaves the site comes back to the account page instead.
      const away = await visitor.request(
        'POST',
        '/account/sign-in',
        { email: 'linus@example.com', password: 'a long enough password', next: '//evil.example/' },
        { form: true },
      );
      expect(away.headers.location).toBe('/account');
      const out = await visitor.request('POST', '/account/sign-out', {}, { form: true });
      expect(out.headers.location).toBe('/account?signed-out=1');
      expect(mainOf((await visitor.request('GET', '/account')).body)).toContain('action="/account/sign-in"');
    });

    it('lists a member’s orders by their status links, and deletes the account after the password', async () => {
      const made = await owner.site.request(
        'POST',
        '/api/config/store/products',
        simpleProductBody('Club Cup', 5, 1200),
      );
      const shopper = await new Shopper(app, HOST).start();
      expect((await shopper.add(made.json().product.variants[0].id, 1)).statusCode).toBe(200);
      const checkout = await shopper.checkout({ email: 'buyer@example.com' });
      expect((await shopper.pay(checkout.json().redirectUrl)).json().outcome).toBe('paid');
      const { client, id } = await confirmedMember(app, HOST, 'buyer@example.com', 'Buyer');
      const account = mainOf((await client.request('GET', '/account')).body);
      const number = checkout.json().order.number;
      expect(account).toMatch(
        new RegExp(
          `<a href="/commerce/orders/${checkout.json().order.id}\\?token=[^"]+">Order #${number}</a> · [^·]+ · Paid · \\$12\\.00`,
        ),
      );
      const wrong = await client.request(
        'POST',
        '/account/delete',
        { password: 'not the password' },
        { form: true },
      );
      expect(wrong.statusCode).toBe(400);
      expect(mainOf(wrong.body)).toContain('Incorrect email or password.');
      const deleted = await client.request(
        'POST',
        '/account/delete',
        { password: MEMBER_PASSWORD },
        { form: true },
      );
      expect(deleted.headers.location).toBe('/account?deleted=1');
      expect(mainOf((await client.request('GET', '/account?deleted=1')).body)).toContain(
        'Your account is deleted.',
      );
      expect(
        await app.db.selectFrom('site_members').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await app.db
          .selectFrom('member_sessions')
          .select('id')
          .where('member_id', '=', id)
          .executeTakeFirst(),
      ).toBeUndefined();
      // The order stays with the shop.
      const order = await app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', checkout.json().order.id)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('paid');
      const again = new TestClient(app, HOST);
      await again.request('GET', '/api/auth/session');
      const signIn = await again.request('POST', '/api/site-users/account/session', {
        email: 'buyer@example.com',
        password: MEMBER_PASSWORD,
      });
      expect(signIn.json().code).toBe('members.bad_credentials');
    });

    it('is the not-found page on a site without accounts', async () => {
      const visitor = new TestClient(app, 'notes-b.localhost');
      const missing = await visitor.request('GET', '/account');
      expect(missing.statusCode, missing.body.slice(0, 300)).toBe(404);
      const post = await visitor.request('POST', '/account/sign-in', { email: 'a@b.co' }, { form: true });
      expect(post.statusCode).toBe(404);
      expect(post.json().code).toBe('members.accounts_off');
    });
  });
});
