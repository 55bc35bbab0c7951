import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { startS3rver } from '#platform/storage/s3rver.test-support';
import { createMediaTestApp, phonePhoto, png, rawRequest, upload } from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';

/**
 * The media routes over the S3 back end, against a real S3-protocol server (s3rver): upload, derive,
 * serve with ETag and ranges, replace, delete and resumable uploads, as with files on disk.
 */
describeEachDatabase('media routes on the S3 blob store', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let stopS3: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let listKeys: (prefix: string) => Promise<string[]>;

  beforeAll(async () => {
    const s3 = await startS3rver();
    stopS3 = s3.stop;
    listKeys = (prefix) => s3.store.list(prefix);
    ({ app, close } = await createMediaTestApp(database.current, { blobs: s3.store }));
    owner = await ownerWithSite(app, 'media-s3@example.com', 'media-s3');
  });
  afterAll(async () => {
    await close();
    await stopS3();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'media-s3.localhost', ...headers } });

  it('stores an upload in the bucket and serves derived images with ETag and ranges', async () => {
    const response = await upload(app, owner.site, 'phone.jpg', await phonePhoto(640, 480));
    expect(response.statusCode, response.body).toBe(201);
    const { item } = response.json();
    const hash = /\/media\/([0-9a-f]{64})\//.exec(item.url)![1]!;
    expect(await listKeys('originals/')).toContain(`originals/${hash.slice(0, 2)}/${hash}`);
    const derived = await get(`${item.url}300.webp`);
    expect(derived.statusCode).toBe(200);
    const meta = await sharp(derived.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([300, 400, undefined]);
    // Made once and kept in the bucket.
    expect(
      (await listKeys(`derived/${hash.slice(0, 2)}/${hash}/`)).some((key) => key.endsWith('300.webp')),
    ).toBe(true);
    const etag = derived.headers.etag as string;
    expect((await get(`${item.url}300.webp`, { 'if-none-match': etag })).statusCode).toBe(304);
    const part = await get(`${item.url}300.webp`, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(derived.rawPayload.subarray(4, 12))).toBe(true);
  });

  it('serves video under /s/ with byte ranges from the bucket', async () => {
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from('....webm'),
      Buffer.alloc(20_000, 7),
    ]);
    const { item } = (await upload(app, owner.site, 'clip.webm', webm)).json();
    expect(item.kind).toBe('video');
    const seek = await get(item.url, { range: 'bytes=10000-10099' });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes 10000-10099/${webm.length}`);
    expect(seek.rawPayload.equals(webm.subarray(10000, 10100))).toBe(true);
  });

  it('replaces a file under the same id and deletes the bytes nothing needs any more', async () => {
    const { item } = (await upload(app, owner.site, 'logo.png', await png(120, 80))).json();
    const oldHash = /\/media\/([0-9a-f]{64})\//.exec(item.url)![1]!;
    const replaced = await upload(
      app,
      owner.site,
      'logo.png',
      await png(240, 160, true),
      `/api/config/media/${item.id}/file`,
      'PUT',
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().item).toMatchObject({ id: item.id, width: 240 });
    expect(await listKeys(`originals/${oldHash.slice(0, 2)}/`)).not.toContain(
      `originals/${oldHash.slice(0, 2)}/${oldHash}`,
    );
    const newHash = /\/media\/([0-9a-f]{64})\//.exec(replaced.json().item.url)![1]!;
    expect((await owner.site.request('DELETE', `/api/config/media/${item.id}`)).statusCode).toBe(200);
    expect(await listKeys(`originals/${newHash.slice(0, 2)}/`)).not.toContain(
      `originals/${newHash.slice(0, 2)}/${newHash}`,
    );
    expect((await get(`${replaced.json().item.url}100.webp`)).statusCode).toBe(404);
  });

  it('assembles a resumable upload from parts kept in the bucket', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6_000_000, 3)]);
    const start = await owner.site.request('POST', '/api/config/media/uploads', {
      fileName: 'Big.pdf',
      size: bytes.length,
    });
    expect(start.statusCode, start.body).toBe(201);
    const session = start.json().upload;
    const put = (n: number) =>
      rawRequest(
        app,
        owner.site,
        'PUT',
        `/api/config/media/uploads/${session.id}/parts/${n}`,
        bytes.subarray(n * 5_000_000, (n + 1) * 5_000_000),
      );
    expect((await put(1)).statusCode).toBe(200);
    expect(await listKeys(`uploads/${session.id}/`)).toHaveLength(1);
    expect((await put(0)).statusCode).toBe(200);
    const done = await owner.site.request('POST', `/api/config/media/uploads/${session.id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    expect((await get(done.json().item.url)).rawPayload.equals(bytes)).toBe(true);
    expect(await listKeys(`uploads/${session.id}/`)).toEqual([]);
  });
});
