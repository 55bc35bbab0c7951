import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createMediaTestApp, describeEachStorage, png, upload } from '#testing/media.test-support';
import { getOverSocket } from '#testing/socket-get';
import { ownerWithSite } from '#testing/test-app';

const HEADERS = [
  'content-type',
  'content-length',
  'etag',
  'cache-control',
  'accept-ranges',
  'x-content-type-options',
  'referrer-policy',
];
const same = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(
    HEADERS.map((name) => [name, headers[name] === undefined ? undefined : String(headers[name])]),
  );

// Hot derived images are answered in front of the framework, so these tests go over a real socket.
describeEachStorage('derived images from the HTTP server', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port = 0;
  let url = '';

  const get = (path: string, host: string, headers: Record<string, string> = {}) =>
    getOverSocket(port, path, { host, ...headers });

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current, { storage }));
    const owner = await ownerWithSite(app, 'hot-media@example.com', 'hot-media');
    await ownerWithSite(app, 'other-media@example.com', 'other-media');
    const { item } = (await upload(app, owner.site, 'tile.png', await png(400, 300))).json();
    url = `${item.url}300.webp`;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => close());

  it('answers a repeated GET with the same status, headers and bytes as the app, without the framework', async () => {
    const first = await get(url, 'hot-media.localhost');
    expect(first.status).toBe(200);
    const hit = vi.spyOn(app.hotMedia, 'remember');
    const second = await get(url, 'hot-media.localhost');
    // The app was not asked again: it would have remembered the file once more.
    expect(hit).not.toHaveBeenCalled();
    hit.mockRestore();
    expect(second.status).toBe(200);
    expect(same(second.headers)).toEqual(same(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    const notModified = await get(url, 'hot-media.localhost', {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('leaves ranges to the app, and never serves one site’s file on another site’s host', async () => {
    const part = await get(url, 'hot-media.localhost', { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.body.length).toBe(10);
    expect((await get(url, 'other-media.localhost')).status).toBe(404);
  });
});
