import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  animatedGif,
  createMediaTestApp,
  declaredPng,
  describeEachStorage,
  phonePhoto,
  png,
  rawRequest,
  upload,
} from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';

/** Made once for every storage and database the suite runs on: encoding it is the slow part. */
let fiftyMegapixels: Promise<Buffer> | undefined;

describeEachStorage('media library uploads', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current, { storage }));
    alice = await ownerWithSite(app, 'media-alice@example.com', 'media-alice');
  });
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'media-alice.localhost', ...headers } });

  it('accepts a phone photo: orientation applied, location and camera data gone from every derived image', async () => {
    const response = await upload(app, alice.site, 'Beach day.JPG', await phonePhoto(640, 480));
    expect(response.statusCode, response.body).toBe(201);
    const { item } = response.json();
    expect(item).toMatchObject({
      kind: 'image',
      mimeType: 'image/jpeg',
      fileName: 'Beach day.JPG',
      title: 'Beach day',
      width: 480,
      height: 640,
      animated: false,
      focalPoint: { x: 0.5, y: 0.5 },
      serveOriginal: false,
    });
    expect(item.placeholder).toMatch(/^[A-Za-z0-9+/=]{10,}$/);

    for (const format of ['avif', 'webp', 'jpeg']) {
      const derived = await get(`${item.url}300.${format}`);
      expect(derived.statusCode, format).toBe(200);
      expect(derived.headers['content-type']).toBe(`image/${format}`);
      expect(derived.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(derived.rawPayload).metadata();
      expect(meta.width).toBe(300);
      expect(meta.height).toBe(400);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
    // Never enlarged past the original.
    const big = await get(`${item.url}2500.webp`);
    expect((await sharp(big.rawPayload).metadata()).width).toBe(480);
  });

  it('serves with ETag, conditional GET and byte ranges', async () => {
    const { item } = (await upload(app, alice.site, 'range.png', await png(200, 100))).json();
    const whole = await get(`${item.url}100.webp`);
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await get(`${item.url}100.webp`, { 'if-none-match': etag })).statusCode).toBe(304);
    const part = await get(`${item.url}100.webp`, { range: 'bytes=2-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(2, 10))).toBe(true);
    const beyond = await get(`${item.url}100.webp`, { range: 'bytes=999999-' });
    expect(beyond.statusCode).toBe(416);
  });

  it('decides the type from the bytes, not the name', async () => {
    const renamed = await upload(app, alice.site, 'photo.jpg', await png(20, 20, true));
    expect(renamed.json().item).toMatchObject({ mimeType: 'image/png', fileName: 'photo.jpg' });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000)]);
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]);
    // A HEIC header with no picture behind it is taken for a HEIC, and cannot be read as one.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(2000),
    ]);
    for (const [name, bytes] of [
      ['holiday.jpg', elf],
      ['invoice.pdf', mz],
    ] as const) {
      const response = await upload(app, alice.site, name, bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({
        error: `The file ${name} does not appear to be a supported file type.`,
        code: 'media.unsupported_type',
        errors: { file: `The file ${name} does not appear to be a supported file type.` },
      });
    }
    const empty = await upload(app, alice.site, 'IMG_0001.HEIC', heic);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('File processing failed');
  });

  it('refuses a zero-byte file with the spec’s message', async () => {
    const response = await upload(app, alice.site, 'empty.png', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The file empty.png does not appear to be a supported file type.');
  });

  it('refuses an SVG with a script, an event attribute or an external reference, and keeps a clean one', async () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
    ];
    for (const svg of hostile) {
      const response = await upload(app, alice.site, 'logo.svg', Buffer.from(svg));
      expect(response.statusCode, svg).toBe(400);
      expect(response.json().error).toBe('The file logo.svg does not appear to be a supported file type.');
      expect(response.json().errors.file).toMatch(/^logo\.svg cannot be used: it /);
    }
    const clean = await upload(
      app,
      alice.site,
      'mark.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c33"/></svg>',
      ),
    );
    expect(clean.statusCode, clean.body).toBe(201);
    const { item } = clean.json();
    expect(item).toMatchObject({ mimeType: 'image/svg+xml', width: 40, height: 20 });
    const served = await get(`/s/${item.url.split('/')[2]}/mark.svg`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get(`${item.url}100.png`)).statusCode).toBe(200);
  });

  it('refuses a truncated JPEG as a processing failure, not a server error', async () => {
    const whole = await phonePhoto(800, 600);
    const response = await upload(
      app,
      alice.site,
      'cut.jpg',
      whole.subarray(0, Math.floor(whole.length / 2)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'File processing failed',
      code: 'media.processing_failed',
      errors: { file: 'cut.jpg is damaged or incomplete and cannot be read as an image.' },
    });
  });

  it('refuses an image declaring more than 100 megapixels before decoding it, and takes a 50-megapixel photo', async () => {
    const huge = await upload(app, alice.site, 'huge.png', declaredPng(20_000, 10_000));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      error: 'The file huge.png is too large. The maximum allowed file size is 100 megapixels.',
      errors: { file: 'huge.png is 20000 × 10000 pixels, more than 100 megapixels.' },
    });
    fiftyMegapixels ??= sharp({ create: { width: 8660, height: 5774, channels: 3, background: '#456' } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const fifty = await fiftyMegapixels;
    const accepted = await upload(app, alice.site, 'fifty.jpg', fifty);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().item).toMatchObject({ width: 8660, height: 5774 });
  }, 120_000);

  it('refuses a body declaring 2 GB at once, without reading it', async () => {
    const response = await rawRequest(
      app,
      alice.site,
      'POST',
      '/api/config/media?fileName=movie.mp4',
      Buffer.alloc(10),
      {
        'content-length': String(2_000_000_000),
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(
      'The file movie.mp4 is too large. The maximum allowed file size is 954 MB.',
    );
    const start = await alice.site.request('POST', '/api/config/media/uploads', {
      fileName: 'movie.mp4',
      size: 2_000_000_000,
    });
    expect(start.statusCode).toBe(413);
    expect(start.json().error).toBe(
      'The file movie.mp4 is too large. The maximum allowed file size is 954 MB.',
    );
  });

  it('keeps the animation of a GIF, served as animated WebP or the GIF', async () => {
    const response = await upload(app, alice.site, 'spinner.gif', await animatedGif());
    const { item } = response.json();
    expect(item).toMatchObject({ animated: true, width: 40, height: 30 });
    const webp = await get(`${item.url}100.webp`);
    expect((await sharp(webp.rawPayload, { animated: true }).metadata()).pages).toBe(2);
    expect((await get(`${item.url}100.gif`)).statusCode).toBe(200);
    expect((await get(`${item.url}100.avif`)).statusCode).toBe(404);
  });

  it('stores video and documents as file links under /s/ with range support', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.alloc(5000, 1),
    ]);
    const video = (await upload(app, alice.site, 'clip.mp4', mp4)).json().item;
    expect(video).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
    expect(video.url).toMatch(/^\/s\/[0-9a-f]{64}\/clip\.mp4$/);
    const seek = await get(video.url, { range: 'bytes=100-199' });
    expect(seek.statusCode).toBe(206);
    expect(seek.rawPayload.length).toBe(100);
    const pdf = (await upload(app, alice.site, 'Menu (autumn).pdf', Buffer.from('%PDF-1.4\n%…\n'))).json()
      .item;
    expect(pdf.url).toMatch(/^\/s\/[0-9a-f]{64}\/Menu-autumn\.pdf$/);
    expect((await get(pdf.url)).headers['content-type']).toBe('application/pdf');
  });

  it('keeps originals private unless the owner serves them, and lets the owner download them', async () => {
    const bytes = await png(30, 30);
    const { item } = (await upload(app, alice.site, 'private.png', bytes)).json();
    const hash = item.url.split('/')[2];
    expect((await get(`/s/${hash}/private.png`)).statusCode).toBe(404);
    const download = await alice.site.request('GET', item.originalUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment; filename="private.png"');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    await alice.site.request('PATCH', `/api/config/media/${item.id}`, { serveOriginal: true });
    // Ownership is remembered briefly; a fresh hash path shows the change in another app instance.
    const other = await createMediaTestApp(database.current, { storage });
    try {
      const served = await other.app.inject({
        method: 'GET',
        url: `/s/${hash}/private.png`,
        headers: { host: 'media-alice.localhost' },
      });
      // Another process with another (empty) store knows the row but has no bytes: not a 500.
      expect([200, 404]).toContain(served.statusCode);
    } finally {
      await other.close();
    }
  });
});

describeEachStorage('media library: quota', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current, {
      storage,
      env: { MEDIA_QUOTA_MB: '0.05' },
    }));
    owner = await ownerWithSite(app, 'media-quota@example.com', 'media-quota');
  });
  afterAll(() => close());

  it('stops uploads with a clear message once the site’s storage is full', async () => {
    const first = await upload(
      app,
      owner.site,
      'a.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(30_000)]),
    );
    expect(first.statusCode).toBe(201);
    const second = await upload(
      app,
      owner.site,
      'b.pdf',
      Buffer.concat([Buffer.from('%PDF-1.5\n'), Buffer.alloc(30_000)]),
    );
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({
      code: 'media.quota_exceeded',
      error:
        "This site's media storage is full: 29 KB of 49 KB used. Delete files you no longer need from the media library to make room.",
    });
    const list = await owner.site.request('GET', '/api/config/media');
    expect(list.json()).toMatchObject({ usedBytes: 30_009, quotaBytes: 50_000 });
    expect(list.json().items).toHaveLength(1);
  });
});

describeEachStorage('media library: resumable uploads', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current, { storage }));
    owner = await ownerWithSite(app, 'media-parts@example.com', 'media-parts');
  });
  afterAll(() => close());

  it('takes parts in any order, resends after a drop, tells what arrived, and completes', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11_000_000, 9)]);
    const start = await owner.site.request('POST', '/api/config/media/uploads', {
      fileName: 'Catalogue.pdf',
      size: bytes.length,
    });
    expect(start.statusCode, start.body).toBe(201);
    const { upload: session } = start.json();
    expect(session).toMatchObject({ parts: 3, partSize: 5_000_000, received: [] });
    const part = (n: number) => bytes.subarray(n * 5_000_000, Math.min(bytes.length, (n + 1) * 5_000_000));
    const put = (n: number, body = part(n)) =>
      rawRequest(app, owner.site, 'PUT', `/api/config/media/uploads/${session.id}/parts/${n}`, body);

    expect((await put(2)).statusCode).toBe(200);
    // A dropped connection: the part arrives short and is refused, nothing is recorded.
    const short = await put(0, part(0).subarray(0, 1000));
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('File upload failed to complete');
    const early = await owner.site.request('POST', `/api/config/media/uploads/${session.id}/complete`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: 'File upload failed to complete',
      errors: { file: '2 of 3 parts have not arrived yet.' },
    });
    expect(
      (await owner.site.request('GET', `/api/config/media/uploads/${session.id}`)).json().upload.received,
    ).toEqual([2]);
    expect((await put(0)).statusCode).toBe(200);
    expect((await put(1)).statusCode).toBe(200);
    expect((await put(1)).statusCode).toBe(200);
    const done = await owner.site.request('POST', `/api/config/media/uploads/${session.id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().item).toMatchObject({
      fileName: 'Catalogue.pdf',
      size: bytes.length,
      kind: 'document',
    });
    const served = await app.inject({
      method: 'GET',
      url: done.json().item.url,
      headers: { host: 'media-parts.localhost' },
    });
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect((await owner.site.request('GET', `/api/config/media/uploads/${session.id}`)).statusCode).toBe(404);
  });

  it('refuses hostile bytes at completion with the same errors as a direct upload', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    const { upload: session } = (
      await owner.site.request('POST', '/api/config/media/uploads', {
        fileName: 'setup.jpg',
        size: exe.length,
      })
    ).json();
    await rawRequest(app, owner.site, 'PUT', `/api/config/media/uploads/${session.id}/parts/0`, exe);
    const done = await owner.site.request('POST', `/api/config/media/uploads/${session.id}/complete`);
    expect(done.statusCode).toBe(400);
    expect(done.json().error).toBe('The file setup.jpg does not appear to be a supported file type.');
  });

  it('refuses to start an empty upload', async () => {
    const start = await owner.site.request('POST', '/api/config/media/uploads', {
      fileName: 'x.png',
      size: 0,
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().error).toBe('The file x.png does not appear to be a supported file type.');
  });
});
