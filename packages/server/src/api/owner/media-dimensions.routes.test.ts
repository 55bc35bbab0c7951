import { createHash } from 'node:crypto';
import { newId } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { originalKey } from '#modules/media/media-derive';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createMediaTestApp, upload } from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';

/** A PNG of one colour: sharp makes even a 1 × 65,535 strip in a few kilobytes. */
const strip = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 30, b: 160 } } })
    .png()
    .toBuffer();

describeEachDatabase('images too tall for their width', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'media-tall.localhost';
  const visit = (url: string) => app.inject({ method: 'GET', url, headers: { host } });

  /** Stores a file as an item without the upload's checks, as files stored before them were. */
  async function storedBefore(bytes: Buffer, size: { width: number; height: number } | null) {
    const hash = createHash('sha256').update(bytes).digest('hex');
    await app.blobs.put(originalKey(hash), bytes, 'image/png');
    const now = new Date().toISOString();
    await app.db
      .insertInto('media_items')
      .values({
        id: newId(),
        website_id: owner.siteId,
        hash,
        kind: 'image',
        mime_type: 'image/png',
        fallback: 'png',
        file_name: 'old.png',
        title: 'old',
        alt: '',
        caption: '',
        focal_x: 0.5,
        focal_y: 0.5,
        size: bytes.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        animated: 0,
        placeholder: null,
        serve_original: 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    return `/media/${hash}/`;
  }

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current));
    owner = await ownerWithSite(app, 'media-tall@example.com', 'media-tall');
  });
  afterAll(() => close());

  it('refuses a 1 × 65,535 PNG at upload with a clear message', async () => {
    const refused = await upload(app, owner.site, 'ribbon.png', await strip(1, 65_535));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'media.image_too_tall',
      error: 'There was a problem while uploading your file',
      errors: {
        file: 'ribbon.png is 1 × 65,535 pixels: too tall for its width to be shown on a page. At 2,500 pixels wide (or its own width, if narrower) an image may be at most 16,383 pixels tall.',
      },
    });
    expect((await owner.site.request('GET', '/api/config/media')).json().items).toHaveLength(0);
  });

  it('takes the tallest strip and the widest panorama every derived copy can hold', async () => {
    const tall = await upload(app, owner.site, 'tall.png', await strip(1, 16_383));
    expect(tall.statusCode, tall.body).toBe(201);
    const wide = await upload(app, owner.site, 'wide.png', await strip(20_000, 2));
    expect(wide.statusCode, wide.body).toBe(201);
    for (const format of ['avif', 'webp', 'png']) {
      expect((await visit(`${tall.json().item.url}2500.${format}`)).statusCode, format).toBe(200);
      expect((await visit(`${wide.json().item.url}2500.${format}`)).statusCode, format).toBe(200);
    }
  });

  it('answers a clean 404 for a derived copy of such a file stored before, never a 500', async () => {
    const bytes = await strip(1, 65_535);
    const known = await storedBefore(bytes, { width: 1, height: 65_535 });
    for (const format of ['avif', 'webp', 'jpeg']) {
      const answer = await visit(`${known}2500.${format}`);
      expect(answer.statusCode, format).toBe(404);
      expect(answer.json().code).toBe('media.not_derivable');
    }
    // Without its size on record, the encoder's failure is answered the same way, and not retried.
    await app.db.deleteFrom('media_items').where('hash', '=', known.split('/')[2]!).execute();
    const unknown = await storedBefore(bytes, null);
    for (let i = 0; i < 2; i++) {
      const answer = await visit(`${unknown}1000.avif`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('media.not_derivable');
    }
  });
});
