import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { loadSiteManifest, siteDistDir } from '#render/assets';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { compressionPlugin } from './compression.plugin';

describeEachDatabase('compressed responses', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
    await ownerWithSite(app, 'squeeze@example.com', 'squeeze-site');
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        host: 'squeeze-site.localhost',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('compresses JSON and font stylesheets by Accept-Encoding, and says the answer varies by it', async () => {
    for (const url of ['/fonts/families', '/fonts/css?family=Inter:400,700']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      // The second answer of an unchanged stylesheet is the same compressed bytes.
      expect((await get(url, 'gzip, deflate, br')).rawPayload.equals(br.rawPayload)).toBe(true);
    }
  });

  it('compresses a large answer off the event loop, to bytes that decode to the original', async () => {
    // Two megabytes of varied JSON: long enough that compressing it on the main thread would hold it.
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ n: i, name: `row ${i} ${(i * 7919) % 10007}` }));
    const original = JSON.stringify({ rows });
    const big = await createTestApp(database.current);
    big.get('/squeeze-test', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(original),
    );
    try {
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        // The event loop keeps turning while the answer is compressed on the thread pool.
        let turns = 0;
        let turning = true;
        const turn = () => {
          turns += 1;
          if (turning) setImmediate(turn);
        };
        setImmediate(turn);
        const response = await big.inject({
          method: 'GET',
          url: '/squeeze-test',
          headers: { host: 'localhost', 'accept-encoding': encoding },
        });
        turning = false;
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.rawPayload.length).toBeLessThan(original.length / 3);
        expect(decode(response.rawPayload).toString()).toBe(original);
        // Compressed on the main thread, the loop would not turn at all while it ran.
        expect(turns).toBeGreaterThan(50);
      }
    } finally {
      await big.close();
    }
  });

  it('leaves small answers alone', async () => {
    const small = await get('/api/auth/session', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the build’s compressed copies of scripts and styles, and woff2 as it is', async () => {
    const manifest = loadSiteManifest();
    for (const url of [manifest.boot, manifest.css]) {
      const plain = await get(url);
      const file = fs.readFileSync(path.join(siteDistDir(), 'assets', path.basename(url)));
      expect(plain.rawPayload.equals(file)).toBe(true);
      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(String(br.headers['content-type'])).toMatch(/javascript|css/);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(br.rawPayload).equals(file)).toBe(true);
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(file)).toBe(true);
    }
    const sheet = (await get('/fonts/css?family=Inter:400')).body;
    const woff2 = /url\(([^)]+\.woff2)\)/.exec(sheet)![1]!;
    const font = await get(woff2, 'gzip, deflate, br');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
  });
});

describe('an answer written twice while it is compressed', () => {
  it('logs the late one and keeps the process running', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    await app.register(compressionPlugin);
    app.get('/twice', async (_request, reply) => {
      // A route fault: a second answer before the first one's compression is done.
      reply.type('text/html; charset=utf-8').send('<p>first</p>'.repeat(500));
      reply.send('<p>second</p>'.repeat(500));
      return reply;
    });
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const response = await app.inject({ url: '/twice', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() => expect(logged.join('')).toContain('a compressed answer could not be written'));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
      await app.close();
    }
  });
});
