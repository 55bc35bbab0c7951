import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import { DomainVerifier } from '#modules/domains/domain-verifier';
import { describeEachDatabase } from '#platform/db/test-databases';
import { ManualClock } from '#platform/jobs/job-clock';
import { ownerWithSite, TEST_SECRET, TestClient } from '#testing/test-app';

/** TXT records of the test's DNS, by name (the custom domain's proof). */
const txt = new Map<string, string[][]>();

describeEachDatabase(
  'signing in once on the platform home opens the editors (GET /api/auth/continue)',
  (database) => {
    let app: FastifyInstance;
    let clock: ManualClock;
    let alice: Awaited<ReturnType<typeof ownerWithSite>>;
    let bob: Awaited<ReturnType<typeof ownerWithSite>>;

    beforeAll(async () => {
      clock = new ManualClock();
      const verifier = new DomainVerifier({
        resolveTxt: async (name) => {
          const records = txt.get(name);
          if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
          return records;
        },
        timeoutMs: 2_000,
      });
      const config = {
        ...loadConfig({ SIGN_UPS_PER_HOUR: '100000' }),
        secret: TEST_SECRET,
        dataDir: '/nonexistent',
      };
      app = await buildApp({ config, database: database.current, jobClock: clock, domainVerifier: verifier });
      alice = await ownerWithSite(app, 'alice@continue.test', 'alice-studio');
      bob = await ownerWithSite(app, 'bob@continue.test', 'bob-bakery');
      const second = await alice.home.request('POST', '/api/platform/sites', {
        title: 'Alice two',
        identifier: 'alice-two',
        templateId: 'blank',
      });
      expect(second.statusCode).toBe(201);
    });
    afterAll(() => app.close());

    const location = (response: { headers: Record<string, unknown> }) => String(response.headers.location);

    /** Asks the platform home (as `client`) to continue to a site's editor; the answer's Location. */
    async function continueTo(client: TestClient, site: string, to = '/config/') {
      const query = new URLSearchParams({ site, to });
      const response = await client.request('GET', `/api/auth/continue?${query}`);
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      return new URL(location(response), 'http://localhost');
    }

    /** Spends a code on a site host in a fresh browser there; the answer. */
    async function spend(host: string, code: string) {
      const browser = new TestClient(app, host);
      await browser.request('GET', '/api/auth/session');
      const response = await browser.request('POST', '/api/auth/handoff', { token: code });
      return { response, browser };
    }

    it('sends a signed-out editor to the platform home, naming its site and the editor page', async () => {
      const editor = new TestClient(app, 'alice-studio.localhost:3000');
      const response = await editor.request(
        'GET',
        '/api/auth/continue?to=%2Fconfig%2F%3FframeUrl%3D%252Fabout',
      );
      expect(response.statusCode).toBe(302);
      const target = new URL(location(response));
      expect(target.origin).toBe('http://localhost:3000');
      expect(target.pathname).toBe('/api/auth/continue');
      expect(Object.fromEntries(target.searchParams)).toEqual({
        site: 'alice-studio',
        to: '/config/?frameUrl=%2Fabout',
      });
      // Without a page named, the editor's home.
      const plain = await editor.request('GET', '/api/auth/continue');
      expect(new URL(location(plain)).searchParams.get('to')).toBe('/config/');
    });

    it('shows the sign-in on the platform home when signed out there, and continues after it', async () => {
      const browser = new TestClient(app, 'localhost');
      const signedOut = await continueTo(browser, 'alice-studio', '/config/?frameUrl=%2Fabout');
      expect(signedOut.pathname).toBe('/');
      expect(Object.fromEntries(signedOut.searchParams)).toEqual({
        continue: 'alice-studio',
        to: '/config/?frameUrl=%2Fabout',
      });
      expect((await browser.signIn('alice@continue.test')).statusCode).toBe(200);
      const signedIn = await continueTo(browser, 'alice-studio', '/config/?frameUrl=%2Fabout');
      expect(signedIn.origin).toBe('http://alice-studio.localhost');
      expect(signedIn.pathname).toBe('/config/');
      expect(signedIn.searchParams.get('frameUrl')).toBe('/about');
      const code = signedIn.searchParams.get('handoff')!;
      expect(code.length).toBeGreaterThan(30);
      const { response, browser: site } = await spend('alice-studio.localhost', code);
      expect(response.statusCode).toBe(200);
      expect(response.json().account.email).toBe('alice@continue.test');
      expect((await site.request('GET', '/api/config/site')).statusCode).toBe(200);
    });

    it('signs in once with a code: the second try is refused', async () => {
      const code = (await continueTo(alice.home, 'alice-studio')).searchParams.get('handoff')!;
      const first = await spend('alice-studio.localhost', code);
      expect(first.response.statusCode).toBe(200);
      const again = await spend('alice-studio.localhost', code);
      expect(again.response.statusCode).toBe(400);
      expect(again.response.json().code).toBe('auth.bad_handoff');
      expect((await again.browser.request('GET', '/api/auth/session')).json().account).toBeNull();
    });

    it('lets a code expire after about a minute, by the server clock', async () => {
      const fresh = (await continueTo(alice.home, 'alice-studio')).searchParams.get('handoff')!;
      const stale = (await continueTo(alice.home, 'alice-studio')).searchParams.get('handoff')!;
      await clock.advance(59_000);
      expect((await spend('alice-studio.localhost', fresh)).response.statusCode).toBe(200);
      await clock.advance(2_000);
      const late = await spend('alice-studio.localhost', stale);
      expect(late.response.statusCode).toBe(400);
      expect(late.response.json().code).toBe('auth.bad_handoff');
      // The editor's own button mints the same code, on the same clock.
      const button = await alice.home.request('POST', `/api/platform/sites/${alice.siteId}/handoff`);
      const code = new URL(button.json().url).searchParams.get('handoff')!;
      await clock.advance(61_000);
      expect((await spend('alice-studio.localhost', code)).response.statusCode).toBe(400);
    });

    it('binds a code to its site: spent on another site, even the same owner’s, it fails', async () => {
      const code = (await continueTo(alice.home, 'alice-studio')).searchParams.get('handoff')!;
      for (const host of ['alice-two.localhost', 'bob-bakery.localhost']) {
        const elsewhere = await spend(host, code);
        expect(elsewhere.response.statusCode, host).toBe(400);
        expect(elsewhere.response.json().code).toBe('auth.bad_handoff');
        expect((await elsewhere.browser.request('GET', '/api/auth/session')).json().account).toBeNull();
      }
      // Nor on the platform home itself.
      const home = new TestClient(app, 'localhost');
      await home.request('GET', '/api/auth/session');
      expect((await home.request('POST', '/api/auth/handoff', { token: code })).statusCode).toBe(400);
      // Tried elsewhere, it is not spent: its own site still takes it.
      expect((await spend('alice-studio.localhost', code)).response.statusCode).toBe(200);
      // And a code for alice-two opens alice-two.
      const two = await continueTo(alice.home, 'alice-two');
      expect(two.host).toBe('alice-two.localhost');
      expect((await spend('alice-two.localhost', two.searchParams.get('handoff')!)).response.statusCode).toBe(
        200,
      );
    });

    it('mints nothing for an account without a role on the site, and says so the same way for no such site', async () => {
      const count = async () =>
        Number(
          (
            await app.db
              .selectFrom('handoff_tokens')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('account_id', '=', bob.account.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      for (const site of ['alice-studio', 'no-such-site']) {
        const refused = await continueTo(bob.home, site, '/config/pages');
        expect(refused.origin).toBe('http://localhost');
        expect(refused.pathname).toBe('/');
        expect(Object.fromEntries(refused.searchParams)).toEqual({
          continue: site,
          to: '/config/pages',
          refused: '1',
        });
      }
      expect(await count()).toBe(before);
      const button = await bob.home.request('POST', `/api/platform/sites/${alice.siteId}/handoff`);
      expect(button.statusCode).toBe(404);
      expect(button.json().code).toBe('sites.not_found');
      // Bob's own site opens for Bob.
      const own = await continueTo(bob.home, 'bob-bakery');
      expect(
        (await spend('bob-bakery.localhost', own.searchParams.get('handoff')!)).response.json().account.email,
      ).toBe('bob@continue.test');
    });

    it('never sends a code anywhere but an editor page on the site’s own host', async () => {
      for (const to of [
        '/config/../about',
        '/config/%2e%2e/about',
        '//evil.example/config/',
        'http://evil.example/config/',
        '/about',
        '/configure',
        '/config/\\evil',
      ]) {
        const query = new URLSearchParams({ site: 'alice-studio', to });
        const response = await alice.home.request('GET', `/api/auth/continue?${query}`);
        expect(response.statusCode, to).toBe(400);
        expect(response.json().code).toBe('invalid_input');
        const onSite = await alice.site.request('GET', `/api/auth/continue?${new URLSearchParams({ to })}`);
        expect(onSite.statusCode, to).toBe(400);
      }
      // A host named in the request changes nothing: the code goes to the identifier host.
      const forged = await alice.home.request('GET', '/api/auth/continue?site=alice-studio', undefined, {
        headers: { 'x-forwarded-host': 'evil.example' },
      });
      expect(new URL(location(forged)).host).toBe('alice-studio.localhost');
      // A code left in the address to open is replaced, not kept beside the new one.
      const replaced = await continueTo(alice.home, 'alice-studio', '/config/?handoff=old-one-1234');
      expect(replaced.searchParams.getAll('handoff')).toHaveLength(1);
      expect(replaced.searchParams.get('handoff')).not.toBe('old-one-1234');
    });

    it('keeps custom domains working: their editor and its code live on the identifier host', async () => {
      const added = await alice.site.request('POST', '/api/config/domains', {
        hostname: 'shop.alice.example',
      });
      expect(added.statusCode).toBe(201);
      const details = (await alice.site.request('GET', '/api/config/domains')).json().details as {
        hostname: string;
        txtName: string;
        txtValue: string;
      }[];
      const proof = details.find((detail) => detail.hostname === 'shop.alice.example')!;
      txt.set(proof.txtName, [[proof.txtValue]]);
      expect(
        (await alice.site.request('POST', '/api/config/domains/shop.alice.example/verify')).statusCode,
      ).toBe(200);
      const onDomain = new TestClient(app, 'shop.alice.example');
      const editor = await onDomain.request('GET', '/config/');
      expect(location(editor)).toBe('http://alice-studio.localhost/config/');
      const asked = await onDomain.request('GET', '/api/auth/continue?to=%2Fconfig%2F');
      const target = new URL(location(asked));
      expect(target.origin).toBe('http://localhost');
      expect(target.searchParams.get('site')).toBe('alice-studio');
      const code = await continueTo(alice.home, 'alice-studio');
      expect(code.host).toBe('alice-studio.localhost');
      // The custom domain is the same site, but the code is for its editor's host only.
      expect(
        (await spend('alice-studio.localhost', code.searchParams.get('handoff')!)).response.statusCode,
      ).toBe(200);
    });

    it('signs out everywhere when the editor signs out of a session opened from the platform home', async () => {
      const home = new TestClient(app, 'localhost');
      expect((await home.signIn('alice@continue.test')).statusCode).toBe(200);
      const first = await spend(
        'alice-studio.localhost',
        (await continueTo(home, 'alice-studio')).searchParams.get('handoff')!,
      );
      const second = await spend(
        'alice-two.localhost',
        (await continueTo(home, 'alice-two')).searchParams.get('handoff')!,
      );
      expect((await second.browser.request('GET', '/api/auth/session')).json().account).not.toBeNull();
      expect((await first.browser.request('POST', '/api/auth/Logout')).statusCode).toBe(200);
      for (const browser of [first.browser, second.browser, home]) {
        expect((await browser.request('GET', '/api/auth/session')).json().account, browser.host).toBeNull();
      }
      // A session signed in on a site host itself has no parent: its logout ends it alone.
      expect((await alice.site.request('POST', '/api/auth/Logout')).statusCode).toBe(200);
      expect((await alice.home.request('GET', '/api/auth/session')).json().account).not.toBeNull();
    });
  },
);
