import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '../../testing/test-app';

describeEachDatabase('custom domains', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'domains@example.com', 'domain-site');
    other = await ownerWithSite(app, 'other-domains@example.com', 'other-domain-site');
  });
  afterAll(() => app.close());

  const visit = (host: string) => new TestClient(app, host).request('GET', '/');

  it('serves the site on a domain once the owner connects it, with or without a port', async () => {
    expect((await visit('www.riverside.example')).statusCode).toBe(404);
    const added = await owner.site.request('POST', '/api/config/domains', {
      hostname: 'HTTPS://WWW.Riverside.Example/shop?x=1',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ hostname: 'www.riverside.example', domains: ['www.riverside.example'] });
    for (const host of ['www.riverside.example', 'WWW.riverside.example:8080']) {
      const page = await visit(host);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Welcome to Site domain-site');
    }
    const list = await owner.site.request('GET', '/api/config/domains');
    expect(list.json().domains).toEqual(['www.riverside.example']);
    // Adding it again changes nothing.
    expect(
      (await owner.site.request('POST', '/api/config/domains', { hostname: 'www.riverside.example' }))
        .statusCode,
    ).toBe(201);
    expect((await owner.site.request('GET', '/api/config/domains')).json().domains).toHaveLength(1);
  });

  it('sends /config/ on a connected domain to the editor on the site’s own subdomain (spec 000 §2)', async () => {
    const added = await owner.site.request('POST', '/api/config/domains', {
      hostname: 'shop.riverside.example',
    });
    expect(added.statusCode).toBe(201);
    for (const [host, url, location] of [
      [
        'shop.riverside.example',
        '/config/?frameUrl=%2Fabout',
        'http://domain-site.localhost/config/?frameUrl=%2Fabout',
      ],
      ['shop.riverside.example:8080', '/config', 'http://domain-site.localhost:8080/config'],
      ['shop.riverside.example', '/config/pages', 'http://domain-site.localhost/config/pages'],
    ] as const) {
      const response = await new TestClient(app, host).request('GET', url);
      expect(response.statusCode, host + url).toBe(302);
      expect(response.headers.location).toBe(location);
    }
    // On the subdomain itself the editor is served.
    const editor = await new TestClient(app, 'domain-site.localhost').request('GET', '/config/');
    expect(editor.statusCode).toBe(200);
    expect(editor.headers['content-type']).toContain('text/html');
    expect(
      (await owner.site.request('DELETE', '/api/config/domains/shop.riverside.example')).statusCode,
    ).toBe(200);
  });

  it('refuses what is not a domain of the owner, naming the field, and stores nothing', async () => {
    for (const hostname of [
      '',
      'localhost',
      'bad_name.example',
      '1.2.3.4',
      '-a.example',
      'a..example',
      'x'.repeat(64) + '.example',
    ]) {
      const response = await owner.site.request('POST', '/api/config/domains', { hostname });
      expect(response.statusCode, hostname).toBe(400);
      expect(response.json().errors.hostname, hostname).toBe('Enter a domain name such as www.example.com.');
    }
    for (const hostname of ['demo.localhost', 'other-domain-site.localhost']) {
      const response = await owner.site.request('POST', '/api/config/domains', { hostname });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('domains.platform_domain');
    }
    expect((await owner.site.request('POST', '/api/config/domains', { hostname: 42 })).statusCode).toBe(400);
    expect((await owner.site.request('GET', '/api/config/domains')).json().domains).toEqual([
      'www.riverside.example',
    ]);
  });

  it('keeps a connected domain with its site: another owner can neither take nor remove it', async () => {
    const taken = await other.site.request('POST', '/api/config/domains', {
      hostname: 'www.riverside.example',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.hostname).toBe('This domain is already connected to a site.');
    const removed = await other.site.request('DELETE', '/api/config/domains/www.riverside.example');
    expect(removed.statusCode).toBe(404);
    expect((await visit('www.riverside.example')).body).toContain('Welcome to Site domain-site');
  });

  it('stops serving the site on a domain the owner removes', async () => {
    const removed = await owner.site.request('DELETE', '/api/config/domains/www.riverside.example');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().domains).toEqual([]);
    expect((await visit('www.riverside.example')).statusCode).toBe(404);
    expect((await owner.site.request('DELETE', '/api/config/domains/www.riverside.example')).statusCode).toBe(
      404,
    );
    expect((await owner.site.request('DELETE', '/api/config/domains/not_a_domain')).statusCode).toBe(404);
  });
});
