import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { loadSiteManifest, siteDistDir } from '#render/assets';
import { createTestApp, ownerWithSite } from '#testing/test-app';

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
