import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOUNDS, sampleArchive } from '#modules/maps/sample-tiles';
import { openTestDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

async function appWith(
  env: NodeJS.ProcessEnv,
): Promise<{ app: FastifyInstance; visitor: TestClient; close(): Promise<void> }> {
  const database = await openTestDatabase(null);
  const app = await createTestApp(database, env);
  await ownerWithSite(app, `tiles-${Object.keys(env).join('-') || 'default'}@example.com`, 'tiles-site');
  return {
    app,
    visitor: new TestClient(app, 'tiles-site.localhost'),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('map tiles from the site’s own server', () => {
  let world: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    world = await appWith({});
  });
  afterAll(() => world.close());

  it('name the built-in archive by default, with its zoom, area and credit', async () => {
    const response = await world.visitor.request('GET', '/api/map/tiles');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'archive',
      url: '/api/map/tiles.pmtiles',
      maxZoom: 16,
      bounds: SAMPLE_BOUNDS,
      attribution: 'Sample streets, Atelier',
    });
  });

  it('serve the archive a byte range at a time, as PMTiles readers ask', async () => {
    const whole = sampleArchive();
    const range = await world.visitor.request('GET', '/api/map/tiles.pmtiles', undefined, {
      headers: { range: 'bytes=0-16383' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(
      `bytes 0-${Math.min(16383, whole.length - 1)}/${whole.length}`,
    );
    expect(range.headers['accept-ranges']).toBe('bytes');
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.equals(whole.subarray(0, 16384))).toBe(true);
    const etag = range.headers.etag as string;
    const middle = await world.visitor.request('GET', '/api/map/tiles.pmtiles', undefined, {
      headers: { range: 'bytes=200-299' },
    });
    expect(middle.rawPayload.equals(whole.subarray(200, 300))).toBe(true);
    expect(middle.headers.etag).toBe(etag);
    const past = await world.visitor.request('GET', '/api/map/tiles.pmtiles', undefined, {
      headers: { range: `bytes=${whole.length}-` },
    });
    expect(past.statusCode).toBe(416);
    const all = await world.visitor.request('GET', '/api/map/tiles.pmtiles');
    expect(all.statusCode).toBe(200);
    expect(all.rawPayload.equals(whole)).toBe(true);
  });

  it('let the editor’s frame (origin "null") read them too, ranges included', async () => {
    const headers = { origin: 'null' };
    const source = await world.visitor.request('GET', '/api/map/tiles', undefined, { headers });
    expect(source.headers['access-control-allow-origin']).toBe('*');
    const asked = await world.app.inject({
      method: 'OPTIONS',
      url: '/api/map/tiles.pmtiles',
      headers: {
        host: 'tiles-site.localhost',
        ...headers,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-origin']).toBe('*');
    expect(String(asked.headers['access-control-allow-headers'])).toContain('Range');
    const range = await world.visitor.request('GET', '/api/map/tiles.pmtiles', undefined, {
      headers: { ...headers, range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['access-control-allow-origin']).toBe('*');
    expect(String(range.headers['access-control-expose-headers'])).toContain('Content-Range');
  });
});

describe('map tiles as the operator configures them', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-tiles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('read an operator’s archive file', async () => {
    const file = path.join(dir, 'region.pmtiles');
    writeFileSync(file, sampleArchive());
    const world = await appWith({ MAP_TILES_FILE: file });
    try {
      expect((await world.visitor.request('GET', '/api/map/tiles')).json().kind).toBe('archive');
      const range = await world.visitor.request('GET', '/api/map/tiles.pmtiles', undefined, {
        headers: { range: 'bytes=0-6' },
      });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload.toString('ascii')).toBe('PMTiles');
    } finally {
      await world.close();
    }
  });

  it('show address cards only with none, or an unreadable file', async () => {
    for (const setting of ['none', path.join(dir, 'missing.pmtiles')]) {
      const world = await appWith({ MAP_TILES_FILE: setting });
      try {
        expect((await world.visitor.request('GET', '/api/map/tiles')).json()).toEqual({ kind: 'none' });
        expect((await world.visitor.request('GET', '/api/map/tiles.pmtiles')).statusCode).toBe(404);
      } finally {
        await world.close();
      }
    }
  });

  it('name an external template and its host, and serve no archive then', async () => {
    const world = await appWith({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    try {
      expect((await world.visitor.request('GET', '/api/map/tiles')).json()).toEqual({
        kind: 'template',
        template: 'https://tiles.example.org/{z}/{x}/{y}.png',
        host: 'tiles.example.org',
        maxZoom: 19,
        attribution: '© OpenStreetMap contributors',
      });
      expect((await world.visitor.request('GET', '/api/map/tiles.pmtiles')).statusCode).toBe(404);
    } finally {
      await world.close();
    }
  });
});
