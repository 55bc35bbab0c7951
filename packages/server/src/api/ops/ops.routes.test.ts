import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#platform/db/database';
import { describeEachDatabase, openTestDatabase } from '#platform/db/test-databases';
import { getOverSocket } from '#testing/socket-get';
import { createTestApp, ownerWithSite } from '#testing/test-app';

const TOKEN = 'scrape-token-0123456789';
const redisUrl = process.env.REDIS_URL;
const dbUrl = process.env.DATABASE_URL ?? null;

/** A value of one sample in Prometheus's text (the sum of every series that matches). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

describeEachDatabase('health and readiness', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
    await ownerWithSite(app, 'ops@example.com', 'ops-site');
  });
  afterAll(() => app.close());

  it('answers /healthz on the platform host: 200 {"status":"ok"}, no-store, no cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    // Probes address a process by its IP address, which is never a site's.
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const probe = await app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect(probe.statusCode, host).toBe(200);
    }
  });

  it('answers /readyz 200 when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the paths to the sites on a site host or an unknown host: their own not-found answer', async () => {
    for (const host of ['ops-site.localhost', 'nobody.example']) {
      const absent = await app.inject({ method: 'GET', url: '/no-such-page', headers: { host } });
      for (const url of ['/healthz', '/readyz', '/metrics']) {
        const response = await app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, `${host}${url}`).toBe(404);
        expect(response.headers['content-type'], `${host}${url}`).toBe(absent.headers['content-type']);
        expect(response.body).not.toContain('"status"');
      }
    }
  });

  it('answers /readyz 503 naming the database when it does not answer', async () => {
    const closing = await openTestDatabase(database.current.engine === 'postgres' ? dbUrl : null);
    const broken = await createTestApp(closing);
    // The database goes away under the app: the trivial query fails.
    await closing.close();
    try {
      const response = await broken.inject({ method: 'GET', url: '/readyz', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        failed: ['database'],
        checks: { database: 'failed' },
      });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});

describe.skipIf(!redisUrl)('readiness with Redis', () => {
  // The app's Redis goes through a port of the test's own, which the test then closes.
  let proxy: net.Server;
  const sockets = new Set<net.Socket>();
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as net.AddressInfo).port;
    database = await openTestDatabase(null);
    app = await createTestApp(database, { REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app.close().catch(() => undefined);
    await database.close();
  });

  it('answers 200 while Redis answers PING, and 503 naming Redis once its port is closed', async () => {
    const ready = await app.inject({ method: 'GET', url: '/readyz', headers: { host: 'localhost' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });

    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    const down = await app.inject({ method: 'GET', url: '/readyz', headers: { host: 'localhost' } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'unavailable',
      failed: ['redis'],
      checks: { database: 'ok', redis: 'failed' },
    });
  });
});

describeEachDatabase('metrics', (database) => {
  let app: FastifyInstance;
  let plain: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let port = 0;
  beforeAll(async () => {
    app = await createTestApp(database.current, { METRICS_TOKEN: TOKEN });
    plain = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'metrics@example.com', 'metrics-site');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
  });

  const scrape = (target: FastifyInstance, authorization?: string, host = 'localhost') =>
    target.inject({
      method: 'GET',
      url: '/metrics',
      headers: { host, ...(authorization ? { authorization } : {}) },
    });

  it('does not exist without METRICS_TOKEN, whatever is sent', async () => {
    expect((await scrape(plain)).statusCode).toBe(404);
    expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect(plain.metrics).toBeNull();
  });

  it('answers 404 without the token, with a wrong one, or on a site host', async () => {
    expect((await scrape(app)).statusCode).toBe(404);
    expect((await scrape(app, 'Bearer wrong')).statusCode).toBe(404);
    expect((await scrape(app, `Bearer ${TOKEN}x`)).statusCode).toBe(404);
    expect((await scrape(app, TOKEN)).statusCode).toBe(404);
    expect((await scrape(app, `Basic ${TOKEN}`)).statusCode).toBe(404);
    expect((await scrape(app, `Bearer ${TOKEN}`, 'metrics-site.localhost')).statusCode).toBe(404);
    // A 404 as for any absent path: the same kind of answer as one.
    const absent = await app.inject({ method: 'GET', url: '/no-such', headers: { host: 'localhost' } });
    expect((await scrape(app, 'Bearer wrong')).headers['content-type']).toBe(absent.headers['content-type']);
  });

  it('gives a signed-in account nothing more: no role opens /metrics, only the token', async () => {
    // The owner's session on the platform home, and an admin's on the site host.
    for (const client of [owner.home, owner.site]) {
      const refused = await client.request('GET', '/metrics');
      expect(refused.statusCode).toBe(404);
      const health = await client.request('GET', '/healthz');
      expect(health.headers['set-cookie']).toBeUndefined();
    }
    const withToken = await owner.home.request('GET', '/metrics', undefined, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['set-cookie']).toBeUndefined();
    const onSite = await owner.site.request('GET', '/metrics', undefined, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(onSite.statusCode).toBe(404);
  });

  it('answers the right token with every metric, by route pattern, never a raw path', async () => {
    const healthz = (text: string) =>
      sample(text, 'atelier_http_requests_total', { route: '/healthz', status_class: '2xx' });
    const before = healthz((await scrape(app, `Bearer ${TOKEN}`)).body);
    await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost' } });
    for (const path of ['/a-page-nobody-wrote', '/another-one'])
      await app.inject({ method: 'GET', url: path, headers: { host: 'metrics-site.localhost' } });
    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    // Prometheus scrapes each process by its address.
    expect((await scrape(app, `Bearer ${TOKEN}`, '10.0.0.11:3000')).statusCode).toBe(200);
    const text = response.body;
    for (const name of [
      'atelier_http_requests_total',
      'atelier_http_request_duration_seconds_bucket',
      'atelier_page_cache_hits_total',
      'atelier_page_cache_misses_total',
      'atelier_page_cache_bytes',
      'atelier_job_runs_total',
      'atelier_mail_queue_depth',
      'atelier_event_loop_delay_seconds',
    ])
      expect(text, name).toContain(`\n${name}`);
    expect(healthz(text) - before).toBe(1);
    expect(text).not.toContain('a-page-nobody-wrote');
    // The published pages' catch-all is one route, whatever paths visitors ask for.
    expect(
      sample(text, 'atelier_http_requests_total', { route: '/*', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'atelier_mail_queue_depth')).toBeGreaterThanOrEqual(0);
    // The jobs that run at start ran once each, and are counted.
    expect(sample(text, 'atelier_job_runs_total', { job: 'expired-orders', outcome: 'ok' })).toBeGreaterThan(
      0,
    );
  });

  it('counts a page answered from the cache before the framework, and the cache’s hit', async () => {
    const get = () =>
      getOverSocket(port, '/about', { host: 'metrics-site.localhost', 'accept-encoding': 'br' });
    const before = (await scrape(app, `Bearer ${TOKEN}`)).body;
    expect((await get()).status).toBe(200); // rendered, and kept
    expect((await get()).status).toBe(200); // from the cache, before the framework
    const after = (await scrape(app, `Bearer ${TOKEN}`)).body;
    const fast = (text: string) =>
      sample(text, 'atelier_http_requests_total', { route: '(cached page)', status_class: '2xx' });
    expect(fast(after) - fast(before)).toBe(1);
    expect(sample(after, 'atelier_page_cache_hits_total')).toBeGreaterThan(
      sample(before, 'atelier_page_cache_hits_total'),
    );
    expect(sample(after, 'atelier_page_cache_misses_total')).toBeGreaterThan(
      sample(before, 'atelier_page_cache_misses_total'),
    );
    expect(sample(after, 'atelier_page_cache_bytes', { tier: 'memory' })).toBeGreaterThan(0);
  });
});
