import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { heifDeclaredSize } from '#modules/media/media-heic';
import { demoAssetsDir } from '#render/assets';
import { createMediaTestApp, describeEachStorage, upload } from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';

/**
 * A phone's HEIC photo made from our own demo picture (kiln-evening.svg at 640 × 400, camera name
 * and GPS position in its EXIF) with libheif's heif-enc: `heif-enc -q 60 -o kiln-phone.heic kiln.jpg`.
 */
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'kiln-phone.heic');

/** The fixture with its declared size ('ispe') changed, as a decompression bomb would declare it. */
function declaring(bytes: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(bytes);
  const at = copy.indexOf('ispe', 0, 'latin1');
  copy.writeUInt32BE(width, at + 8);
  copy.writeUInt32BE(height, at + 12);
  return copy;
}

/** Mean red, green and blue of a picture, to tell a right decode from noise or a blank. */
async function meanColour(input: Buffer): Promise<number[]> {
  const { channels } = await sharp(input).stats();
  return channels.slice(0, 3).map((c) => c.mean);
}

describeEachStorage('HEIC photos from phones', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let heic: Buffer;

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current, { storage }));
    owner = await ownerWithSite(app, 'heic-owner@example.com', 'heic-owner');
    heic = await readFile(FIXTURE);
  });
  afterAll(() => close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'heic-owner.localhost' } });

  it('reads the declared size from the file without decoding it', () => {
    expect(heifDeclaredSize(heic)).toEqual({ width: 640, height: 400 });
    expect(heifDeclaredSize(declaring(heic, 20_000, 10_000))).toEqual({ width: 20_000, height: 10_000 });
    expect(heifDeclaredSize(heic.subarray(0, 40))).toBeNull();
    expect(heifDeclaredSize(Buffer.alloc(0))).toBeNull();
  });

  it('converts a HEIC upload: derived images at the spec widths, right size and colours, no metadata', async () => {
    const response = await upload(app, owner.site, 'IMG_0042.HEIC', heic);
    expect(response.statusCode, response.body).toBe(201);
    const { item } = response.json();
    expect(item).toMatchObject({
      kind: 'image',
      mimeType: 'image/jpeg',
      fileName: 'IMG_0042.jpg',
      width: 640,
      height: 400,
      animated: false,
    });
    expect(item.placeholder).toMatch(/^[A-Za-z0-9+/=]{10,}$/);
    const reference = await sharp(path.join(demoAssetsDir(), 'kiln-evening.svg'))
      .resize(640, 400, { fit: 'cover' })
      .flatten({ background: '#fff' })
      .png()
      .toBuffer();
    const expected = await meanColour(reference);
    for (const [width, format, shown] of [
      [500, 'webp', 500],
      [300, 'avif', 300],
      [100, 'jpeg', 100],
      // Never enlarged: the widest derived file is the photo's own width.
      [750, 'jpeg', 640],
    ] as const) {
      const derived = await get(`${item.url}${width}.${format}`);
      expect(derived.statusCode, `${width}.${format}`).toBe(200);
      expect(derived.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(derived.rawPayload).metadata();
      expect(meta.width).toBe(shown);
      expect(meta.height).toBe(Math.round((shown * 400) / 640));
      expect(meta.exif).toBeUndefined();
      const colour = await meanColour(derived.rawPayload);
      for (const [channel, value] of colour.entries())
        expect(Math.abs(value - (expected[channel] ?? 0))).toBeLessThan(12);
    }
    // The original kept for the owner is the converted photo, without the phone's EXIF either.
    const original = await owner.site.request('GET', item.originalUrl);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toContain('filename="IMG_0042.jpg"');
    const kept = await sharp(original.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 640, height: 400 });
    expect(kept.exif).toBeUndefined();
  }, 60_000);

  it('refuses a truncated HEIC with the spec’s processing error, never a server error', async () => {
    for (const share of [0.6, 0.2]) {
      const response = await upload(
        app,
        owner.site,
        'cut.heic',
        heic.subarray(0, Math.floor(heic.length * share)),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'File processing failed',
        errors: { file: 'cut.heic is damaged or incomplete and cannot be read as an image.' },
      });
    }
  }, 60_000);

  it('refuses a HEIC declaring more than 100 megapixels before decoding it', async () => {
    const response = await upload(app, owner.site, 'bomb.heic', declaring(heic, 20_000, 10_000));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: 'The file bomb.heic is too large. The maximum allowed file size is 100 megapixels.',
      errors: { file: 'bomb.heic is 20000 × 10000 pixels, more than 100 megapixels.' },
    });
    const listed = await owner.site.request('GET', '/api/config/media');
    expect(listed.json().items.map((i: { fileName: string }) => i.fileName)).not.toContain('bomb.heic');
  });
});
