import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DomainVerifier, HTTP_PATH } from '#modules/domains/domain-verifier';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

describeEachDatabase('custom domains', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  /** What the owner's own web server answers at the proof path, per host. */
  const published = new Map<string, string>();
  /** TXT records of the test's DNS, by name. */
  const txt = new Map<string, string[][]>();
  let proofServer: http.Server;

  beforeAll(async () => {
    proofServer = http.createServer((request, response) => {
      const body = request.url === HTTP_PATH ? published.get(request.headers.host ?? '') : undefined;
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/plain' });
      response.end(body ?? 'not here');
    });
    await new Promise<void>((resolve) => proofServer.listen(0, '127.0.0.1', resolve));
    // Real HTTP to a server on this machine; only the name's address and the port are the test's.
    const verifier = new DomainVerifier({
      httpPort: (proofServer.address() as AddressInfo).port,
      resolveAddresses: async () => ['127.0.0.1'],
      // The proof server runs on this machine; a test of the refusal uses a verifier without this.
      allowPrivateAddresses: true,
      resolveTxt: async (name) => {
        const records = txt.get(name);
        if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
        return records;
      },
      timeoutMs: 2_000,
    });
    app = await createTestApp(database.current, {}, { domainVerifier: verifier });
    owner = await ownerWithSite(app, 'domains@example.com', 'domain-site');
    other = await ownerWithSite(app, 'other-domains@example.com', 'other-domain-site');
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => proofServer.close(resolve));
  });

  const visit = (host: string, path = '/') => new TestClient(app, host).request('GET', path);
  const ask = (domain: string, host = 'localhost') =>
    app.inject({
      method: 'GET',
      url: `/api/domains/ask?domain=${encodeURIComponent(domain)}`,
      headers: { host },
    });
  const detailsOf = async (client: TestClient, hostname: string) =>
    ((await client.request('GET', '/api/config/domains')).json().details as { hostname: string }[]).find(
      (d) => d.hostname === hostname,
    ) as unknown as {
      verified: boolean;
      primary: boolean;
      txtName: string;
      txtValue: string;
      httpUrl: string;
    };

  it('serves the site on a domain only once the owner proved it, over HTTP, with or without a port', async () => {
    expect((await visit('www.riverside.example')).statusCode).toBe(404);
    const added = await owner.site.request('POST', '/api/config/domains', {
      hostname: 'HTTPS://WWW.Riverside.Example/shop?x=1',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      hostname: 'www.riverside.example',
      domains: ['www.riverside.example'],
    });
    const pending = await detailsOf(owner.site, 'www.riverside.example');
    expect(pending).toMatchObject({
      verified: false,
      primary: false,
      txtName: '_atelier-verification.www.riverside.example',
      txtValue: expect.stringMatching(/^atelier-verification=[\w-]{32}$/),
      httpUrl: 'http://www.riverside.example/.well-known/atelier-verification.txt',
    });
    // Claimed, not proven: nothing is served and no certificate is asked for.
    expect((await visit('www.riverside.example')).statusCode).toBe(404);
    expect((await ask('www.riverside.example')).statusCode).toBe(404);

    const verify = () => owner.site.request('POST', '/api/config/domains/www.riverside.example/verify');
    const early = await verify();
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('domains.not_verified');
    expect(early.json().errors.hostname).toContain('_atelier-verification.www.riverside.example');
    published.set('www.riverside.example', 'atelier-verification=someone-elses-code');
    expect((await verify()).statusCode).toBe(400);
    published.set('www.riverside.example', `${pending.txtValue}\n`);
    const proven = await verify();
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().method).toBe('http');
    expect((await detailsOf(owner.site, 'www.riverside.example')).verified).toBe(true);

    for (const host of ['www.riverside.example', 'WWW.riverside.example:8080']) {
      const page = await visit(host);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Welcome to Site domain-site');
    }
    expect((await ask('www.riverside.example')).statusCode).toBe(200);
    expect((await ask('unknown.example')).statusCode).toBe(404);
    // As the README's Caddyfile asks: by the server's own address.
    expect((await ask('www.riverside.example', '127.0.0.1:3000')).statusCode).toBe(200);
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
    const proof = await detailsOf(owner.site, 'shop.riverside.example');
    txt.set(proof.txtName, [[proof.txtValue]]);
    expect(
      (await owner.site.request('POST', '/api/config/domains/shop.riverside.example/verify')).statusCode,
    ).toBe(200);
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

  it('proves a domain by a DNS TXT record too, and a squatter’s claim neither serves nor blocks the owner', async () => {
    const squat = await other.site.request('POST', '/api/config/domains', {
      hostname: 'shop.riverside.example',
    });
    expect(squat.statusCode).toBe(201);
    expect(
      (await other.site.request('POST', '/api/config/domains/shop.riverside.example/verify')).statusCode,
    ).toBe(400);
    expect((await visit('shop.riverside.example')).statusCode).toBe(404);

    expect(
      (await owner.site.request('POST', '/api/config/domains', { hostname: 'shop.riverside.example' }))
        .statusCode,
    ).toBe(201);
    const mine = await detailsOf(owner.site, 'shop.riverside.example');
    txt.set(mine.txtName, [['v=spf1 -all'], [mine.txtValue.slice(0, 20), mine.txtValue.slice(20)]]);
    const proven = await owner.site.request('POST', '/api/config/domains/shop.riverside.example/verify');
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().method).toBe('dns');
    expect((await visit('shop.riverside.example')).body).toContain('Welcome to Site domain-site');
    // Once proven, nobody else can claim it.
    const late = await other.site.request('POST', '/api/config/domains', {
      hostname: 'shop.riverside.example',
    });
    expect(late.statusCode).toBe(409);
    expect((await other.site.request('GET', '/api/config/domains')).json().domains).toEqual([]);
  });

  it('sends visitors from every other address to the primary domain, not the signed-in owner', async () => {
    await owner.site.request('POST', '/api/config/domains', { hostname: 'pending.riverside.example' });
    const unproven = await owner.site.request('PUT', '/api/config/domains-primary', {
      hostname: 'pending.riverside.example',
    });
    expect(unproven.statusCode).toBe(400);
    const primary = await owner.site.request('PUT', '/api/config/domains-primary', {
      hostname: 'www.riverside.example',
    });
    expect(primary.statusCode, primary.body).toBe(200);
    expect((await detailsOf(owner.site, 'www.riverside.example')).primary).toBe(true);
    for (const host of ['domain-site.localhost', 'shop.riverside.example']) {
      const moved = await visit(host, '/about?ref=mail');
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('http://www.riverside.example/about?ref=mail');
    }
    expect((await visit('www.riverside.example', '/about')).statusCode).toBe(200);
    expect((await owner.site.request('GET', '/about')).statusCode).toBe(200);
    // The editor and the API stay on the site's own host.
    expect((await visit('domain-site.localhost', '/config/')).statusCode).toBe(200);
    await owner.site.request('PUT', '/api/config/domains-primary', { hostname: null });
    expect((await visit('domain-site.localhost', '/about')).statusCode).toBe(200);
  });

  it('refuses what is not a domain of the owner, naming the field, and stores nothing', async () => {
    for (const hostname of [
      '',
      'localhost',
      'bad_name.example',
      '1.2.3.4',
      '-a.example',
      'a..example',
      `${'x'.repeat(64)}.example`,
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
      'pending.riverside.example',
      'shop.riverside.example',
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
    expect(removed.json().domains).toEqual(['pending.riverside.example', 'shop.riverside.example']);
    expect((await visit('www.riverside.example')).statusCode).toBe(404);
    expect((await owner.site.request('DELETE', '/api/config/domains/www.riverside.example')).statusCode).toBe(
      404,
    );
    expect((await owner.site.request('DELETE', '/api/config/domains/not_a_domain')).statusCode).toBe(404);
  });
});
