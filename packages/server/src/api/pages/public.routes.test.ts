import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

/** The page's main region, without the navigation that links every page anyway. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

const contextOf = (html: string) => {
  const match = html.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no site context script');
  return JSON.parse(match[1]!);
};

describeEachDatabase('what visitors get', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let visitor: TestClient;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'public@example.com', 'public-site');
    visitor = new TestClient(app, 'public-site.localhost');
  });
  afterAll(() => app.close());

  it('renders the published home page with navigation and the site context', async () => {
    const response = await visitor.request('GET', '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Welcome to Site public-site');
    expect(response.body).toMatch(/<a[^>]*href="\/about"/);
    const context = contextOf(response.body);
    expect(context.website).toMatchObject({
      id: owner.siteId,
      identifier: 'public-site',
      websiteType: 1,
      siteStatus: 3,
    });
    expect(context.authenticatedAccount).toBeNull();
    expect(context.pageType).toBe(2);
    expect(context.storeSettings).toEqual({ expressCheckout: false, measurementStandard: 2 });
  });

  it('sends a policy built from the page’s own scripts, the same bytes each time, and the other security headers', async () => {
    const first = await visitor.request('GET', '/about');
    const second = await visitor.request('GET', '/about');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    // Our own origin and hashes only: no inline script runs unless the policy names its exact text.
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    expect(
      scriptSrc
        .split(' ')
        .slice(1)
        .every((source) => source === "'self'" || /^'sha256-/.test(source)),
    ).toBe(true);
    // Fixed per published version: a second visitor gets the very same document and policy.
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(csp);
    expect(second.headers.etag).toBe(first.headers.etag);
    const scripts = first.body.match(/<script\b[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(0);
    // Every script is our own file, data, or an inline script the policy admits by its hash (the
    // cookie banner's preloader on a new site, whose banner is on).
    for (const match of first.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const [, attributes, body] = match;
      if (attributes!.includes(' src="/') || attributes!.includes('type="application/json"')) continue;
      const hash = createHash('sha256').update(body!).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sets no cookie on a visitor’s page view', async () => {
    const response = await new TestClient(app, 'public-site.localhost').request('GET', '/contact');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown path with the not-found page and a real 404', async () => {
    const response = await visitor.request('GET', '/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(contextOf(response.body).pageType).toBe(100);
    expect((await visitor.request('GET', '/../../etc/passwd')).statusCode).toBe(404);
  });

  it('serves a page by its 24-character id on the collection panel path', async () => {
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const about = pages.find((p: { slug: string }) => p.slug === 'about');
    const response = await visitor.request('GET', `/pages/${about.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('About us');
    expect((await visitor.request('GET', '/pages/0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('finds published text with site search, and never locked text', async () => {
    const found = await visitor.request('GET', '/search?q=kiln');
    expect(found.statusCode).toBe(200);
    expect(contextOf(found.body).pageType).toBe(102);
    expect(mainOf(found.body)).toMatch(/href="\/about"/);
    const none = await visitor.request('GET', '/search?q=zebra-unicorn');
    expect(mainOf(none.body)).toContain('No results for &quot;zebra-unicorn&quot;');
    expect(mainOf(none.body)).not.toMatch(/href="\/about"/);
  });

  it('locks a page behind a password, and the lock form opens it', async () => {
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const contact = pages.find((p: { slug: string }) => p.slug === 'contact');
    await owner.site.request('PATCH', `/api/config/pages/${contact.id}`, { password: 'open sesame' });

    const guest = new TestClient(app, 'public-site.localhost');
    const locked = await guest.request('GET', '/contact');
    expect(locked.statusCode).toBe(401);
    expect(contextOf(locked.body).pageType).toBe(103);
    expect(locked.body).not.toContain('Visit the studio on Saturdays');
    const crumb = locked.body.match(/name="crumb" value="([^"]+)"/)![1]!;

    const wrong = await guest.request(
      'POST',
      '/api/pages/unlock',
      { pageId: contact.id, password: 'nope', crumb },
      { form: true },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Incorrect password');

    const crumb2 = wrong.body.match(/name="crumb" value="([^"]+)"/)![1]!;
    const right = await guest.request(
      'POST',
      '/api/pages/unlock',
      { pageId: contact.id, password: 'open sesame', crumb: crumb2 },
      { form: true },
    );
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/contact');
    const open = await guest.request('GET', '/contact');
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Visit the studio on Saturdays');

    // Locked text stays out of search, and another visitor still meets the lock.
    expect(mainOf((await guest.request('GET', '/search?q=saturdays')).body)).not.toMatch(/href="\/contact"/);
    expect((await new TestClient(app, 'public-site.localhost').request('GET', '/contact')).statusCode).toBe(
      401,
    );

    // Changing the password ends earlier access.
    await owner.site.request('PATCH', `/api/config/pages/${contact.id}`, { password: 'new secret words' });
    expect((await guest.request('GET', '/contact')).statusCode).toBe(401);
    await owner.site.request('PATCH', `/api/config/pages/${contact.id}`, { password: null });
    expect((await new TestClient(app, 'public-site.localhost').request('GET', '/contact')).statusCode).toBe(
      200,
    );
  });

  it('refuses an unlock without a valid crumb', async () => {
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const about = pages.find((p: { slug: string }) => p.slug === 'about');
    await owner.site.request('PATCH', `/api/config/pages/${about.id}`, { password: 'guarded' });
    const guest = new TestClient(app, 'public-site.localhost');
    const response = await guest.request(
      'POST',
      '/api/pages/unlock',
      { pageId: about.id, password: 'guarded', crumb: 'x.y' },
      { form: true },
    );
    expect(response.statusCode).toBe(403);
    expect((await guest.request('GET', '/about')).statusCode).toBe(401);
    await owner.site.request('PATCH', `/api/config/pages/${about.id}`, { password: null });
  });

  it('tells the signed-in owner who they are in the page context, uncached', async () => {
    const response = await owner.site.request('GET', '/');
    const context = contextOf(response.body);
    expect(context.authenticatedAccount.email).toBe('public@example.com');
    expect(context.websiteRoles[owner.siteId]).toBe(1);
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('serves the platform home on the app host and nothing on unknown hosts', async () => {
    const home = await new TestClient(app, 'localhost').request('GET', '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"');
    const unknown = await new TestClient(app, 'nobody.localhost').request('GET', '/');
    expect(unknown.statusCode).toBe(404);
  });
});

describeEachDatabase('the default icon', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
    await ownerWithSite(app, 'icon@example.com', 'icon-site');
  });
  afterAll(() => app.close());

  it('answers the icon every page links and the one browsers ask for, on sites and home', async () => {
    for (const host of ['icon-site.localhost', 'localhost']) {
      const client = new TestClient(app, host);
      for (const path of ['/favicon.svg', '/favicon.ico']) {
        const response = await client.request('GET', path);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        expect(response.body).toMatch(/^<svg /);
      }
    }
    const page = await new TestClient(app, 'icon-site.localhost').request('GET', '/');
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });
});

describeEachDatabase('many cached responses at once', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
    await ownerWithSite(app, 'many@example.com', 'many-site');
  });
  afterAll(() => app.close());

  it('sends each the page compressed once, in the encoding it accepts, or plain', async () => {
    const visitor = new TestClient(app, 'many-site.localhost');
    const plain = await visitor.request('GET', '/');
    const encodings = ['br', 'gzip, deflate, br, zstd', 'gzip', 'identity', 'br;q=0, gzip'];
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        app.inject({
          method: 'GET',
          url: '/',
          headers: { host: 'many-site.localhost', 'accept-encoding': encodings[n % encodings.length]! },
        }),
      ),
    );
    for (const [n, response] of responses.entries()) {
      const asked = encodings[n % encodings.length]!;
      const expected =
        asked.startsWith('br;q=0') || asked === 'gzip' ? 'gzip' : asked === 'identity' ? undefined : 'br';
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toBe('Accept-Encoding');
      const bytes = response.rawPayload;
      const body =
        expected === 'br' ? brotliDecompressSync(bytes) : expected === 'gzip' ? gunzipSync(bytes) : bytes;
      expect(body.toString()).toBe(plain.body);
      expect(Number(response.headers['content-length'])).toBe(bytes.length);
    }
    expect(plain.body).toContain('Welcome to Site many-site');
    const br = responses[0]!.rawPayload.length;
    expect(br).toBeLessThan(Buffer.byteLength(plain.body) / 3);
  });

  it('answers a repeated visit with 304 when the page has not changed', async () => {
    const visitor = new TestClient(app, 'many-site.localhost');
    const first = await visitor.request('GET', '/');
    const again = await visitor.request('GET', '/', undefined, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
