import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import { describeEachDatabase } from '#platform/db/test-databases';
import { precompressHtml, prepareHtml } from '#platform/http/prepared-html';
import { FsBlobStore } from '#platform/storage/fs-blob-store';
import { getOverSocket, type SocketAnswer } from '#testing/socket-get';
import { createTestApp, ownerWithSite, TEST_SECRET } from '#testing/test-app';

/** The headers a response carries whoever answers it; the transport's own are left out. */
const HEADERS = [
  'content-security-policy',
  'content-type',
  'etag',
  'vary',
  'cache-control',
  'x-content-type-options',
  'referrer-policy',
  'content-encoding',
  'content-length',
];
const same = (headers: http.IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(
    HEADERS.map((name) => [name, headers[name] === undefined ? undefined : String(headers[name])]),
  );

// The cached-page path sits in front of the framework, so these tests go over a real loopback socket.
describeEachDatabase('cached pages from the HTTP server', (database) => {
  let app: FastifyInstance;
  let port = 0;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  const get = (path: string, headers: Record<string, string> = {}) =>
    getOverSocket(port, path, { host: 'fast-site.localhost', ...headers });

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'fast@example.com', 'fast-site');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it('answers a hit with the same status, headers and bytes as the app', async () => {
    const before = app.pageCache.size;
    const miss = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(app.pageCache.size).toBe(before + 1);
    const hit = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    const fromApp = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: 'fast-site.localhost', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(hit.status).toBe(200);
    expect(same(hit.headers)).toEqual(same(miss.headers));
    expect(same(hit.headers)).toEqual(same(fromApp.headers));
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.body.equals(fromApp.rawPayload)).toBe(true);
    expect(hit.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(hit.body).toString()).toContain('About us');
    // Queries do not change what a visitor gets.
    expect((await get('/about?utm_source=mail', { 'accept-encoding': 'br' })).body.equals(hit.body)).toBe(
      true,
    );
  });

  it('answers plain, gzip and not-modified like the app', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    ];
    for (const headers of variants) {
      await get('/', headers);
      const hit = await get('/', headers);
      const fromApp = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'fast-site.localhost', ...headers },
      });
      expect(same(hit.headers)).toEqual(same(fromApp.headers));
      expect(hit.body.equals(fromApp.rawPayload)).toBe(true);
    }
    const etag = String((await get('/')).headers.etag);
    const notModified = await get('/', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('keeps a page asked for with a port the server is not on to that request: no one else gets its links', async () => {
    const baseUrlIn = (answer: SocketAnswer) => /"baseUrl":"([^"]+)"/.exec(answer.body.toString())?.[1];
    const before = app.pageCache.size;
    for (let round = 0; round < 2; round++) {
      const forged = await get('/contact', { host: 'fast-site.localhost:1' });
      expect(forged.status).toBe(200);
      expect(baseUrlIn(forged)).toBe('http://fast-site.localhost:1');
      expect(forged.headers['cache-control']).toBe('private, no-store');
    }
    expect(app.pageCache.size).toBe(before);
    const visitor = await get('/contact');
    expect(baseUrlIn(visitor)).toBe('http://fast-site.localhost');
    expect(visitor.body.toString()).toContain(
      '<link rel="canonical" href="http://fast-site.localhost/contact"',
    );
    // The port the server listens on is a real address of the site: cached under its own origin.
    const onPort = { host: `fast-site.localhost:${port}` };
    const first = await get('/contact', onPort);
    const hit = await get('/contact', onPort);
    expect(baseUrlIn(hit)).toBe(`http://fast-site.localhost:${port}`);
    expect(hit.body.equals(first.body)).toBe(true);
    expect(app.pageCache.size).toBe(before + 2);
    expect(baseUrlIn(await get('/contact'))).toBe('http://fast-site.localhost');
  });

  it('leaves signed-in owners, locked pages and new versions to the app', async () => {
    await get('/contact');
    const cookie = [...owner.site.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const asOwner = await get('/contact', { cookie });
    expect(asOwner.body.toString()).toMatch(/"authenticatedAccount":\{/);

    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const contact = pages.find((page: { slug: string }) => page.slug === 'contact');
    await owner.site.request('PATCH', `/api/config/pages/${contact.id}`, { password: 'open sesame' });
    await get('/contact');
    const locked = await get('/contact');
    expect(locked.status).toBe(401);
    expect(locked.body.toString()).not.toContain('Contact us today');
    await owner.site.request('PATCH', `/api/config/pages/${contact.id}`, { password: null });
    expect((await get('/contact')).status).toBe(200);
  });
});

describeEachDatabase('cached pages behind a trusted proxy', (database) => {
  let app: FastifyInstance;
  let port = 0;

  const get = async (path: string, proto: string) =>
    (
      await getOverSocket(port, path, { host: 'proxied-site.localhost', 'x-forwarded-proto': proto })
    ).body.toString();

  beforeAll(async () => {
    app = await createTestApp(database.current, { TRUST_PROXY: '127.0.0.1' });
    await ownerWithSite(app, 'proxied@example.com', 'proxied-site');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it('caches a page per scheme, as the proxy names it', async () => {
    const before = app.pageCache.size;
    for (let round = 0; round < 2; round++) {
      expect(await get('/about', 'https')).toContain('"baseUrl":"https://proxied-site.localhost"');
      expect(await get('/about', 'http')).toContain('"baseUrl":"http://proxied-site.localhost"');
    }
    expect(app.pageCache.size).toBe(before + 2);
  });
});

describeEachDatabase('cached pages kept on disk', (database) => {
  let app: FastifyInstance;
  let port = 0;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-disk-pages-'));
  let fillers = 0;

  const get = (url: string, headers: Record<string, string> = {}) =>
    getOverSocket(port, url, { host: 'disk-site.localhost', 'accept-encoding': 'br', ...headers });
  const textOf = (answer: SocketAnswer) => brotliDecompressSync(answer.body).toString();
  /** Other pages enough to push every page of the site out of memory, onto disk. */
  const fillMemory = () => {
    for (let n = 0; n < 80; n++) {
      // Random text: it hardly compresses, so each filler takes its size in memory.
      const text = `<!doctype html><p>${fillers++} ${randomBytes(9000).toString('base64')}</p>`;
      app.pageCache.set(`filler|${fillers}`, {
        page: precompressHtml(prepareHtml(text)),
        status: 200,
        lock: null,
      });
    }
  };

  beforeAll(async () => {
    // One megabyte of memory: the pages of the test spill to the disk tier under DATA_DIR.
    const config = {
      ...loadConfig({ SIGN_UPS_PER_HOUR: '100000', PAGE_CACHE_MB: '1' }),
      secret: TEST_SECRET,
      dataDir,
    };
    app = await buildApp({
      config,
      database: database.current,
      blobs: new FsBlobStore(path.join(dataDir, 'media')),
    });
    owner = await ownerWithSite(app, 'disk@example.com', 'disk-site');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a page read back from disk with the same headers and bytes, in every encoding', async () => {
    const first = await get('/about');
    expect(textOf(first)).toContain('About us');
    fillMemory();
    await expect.poll(() => app.pageCache.figures().disk?.writes ?? 0).toBeGreaterThan(0);
    const before = app.pageCache.figures().diskHits;
    const back = await get('/about');
    expect(app.pageCache.figures().diskHits).toBe(before + 1);
    expect(same(back.headers)).toEqual(same(first.headers));
    expect(back.body.equals(first.body)).toBe(true);
    fillMemory();
    const plain = await get('/about', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.toString()).toBe(textOf(first));
    const gzip = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(textOf(first));
  });

  it('never serves a page from before a publish, from memory or from disk', async () => {
    await get('/about');
    fillMemory();
    await get('/about'); // the old version, now in memory and on disk
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const about = pages.find((page: { slug: string }) => page.slug === 'about');
    const draft = (await owner.site.request('GET', `/api/config/pages/${about.id}/draft`)).json();
    const document = JSON.parse(JSON.stringify(draft.document).replace('About us', 'About the makers'));
    const saved = await owner.site.request('PUT', `/api/config/pages/${about.id}/draft`, {
      document,
      revision: draft.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await owner.site.request('POST', `/api/config/pages/${about.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);

    const fresh = textOf(await get('/about'));
    expect(fresh).toContain('About the makers');
    expect(fresh).not.toContain('About us');
    fillMemory();
    await expect.poll(() => app.pageCache.figures().disk?.entries ?? 0).toBeGreaterThan(1);
    for (let round = 0; round < 2; round++) expect(textOf(await get('/about'))).toContain('About the makers');
  });

  it('keeps its files in a folder of its own under DATA_DIR, removed when the app closes', async () => {
    // Pages pushed out of memory now, written to disk as the machine gets to it.
    fillMemory();
    const folders = fs.readdirSync(path.join(dataDir, 'page-cache'));
    expect(folders).toHaveLength(1);
    await expect
      .poll(() => fs.readdirSync(path.join(dataDir, 'page-cache', folders[0]!)).length)
      .toBeGreaterThan(0);
    closed = true;
    await app.close();
    expect(fs.readdirSync(path.join(dataDir, 'page-cache'))).toEqual([]);
  });
});
