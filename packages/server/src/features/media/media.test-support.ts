import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import type { BlobStore } from '../../storage/blob-store';
import { FsBlobStore } from '../../storage/fs-blob-store';
import { TEST_SECRET, type TestClient } from '../../testing/test-app';

/** The app over a test database and a blob store of its own (files in a scratch directory by default). */
export async function createMediaTestApp(
  database: Database,
  options: { blobs?: BlobStore; env?: NodeJS.ProcessEnv } = {},
): Promise<{ app: FastifyInstance; dir: string; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-media-test-'));
  const blobs = options.blobs ?? new FsBlobStore(dir);
  const config = { ...loadConfig(options.env ?? {}), secret: TEST_SECRET, dataDir: dir };
  const app = await buildApp({ config, database, blobs });
  return {
    app,
    dir,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Sends one file as a raw body, as the editor does. */
export function upload(
  app: FastifyInstance,
  client: TestClient,
  fileName: string,
  bytes: Buffer,
  url = '/api/config/media',
  method: 'POST' | 'PUT' = 'POST',
): Promise<LightMyRequestResponse> {
  return rawRequest(app, client, method, `${url}?fileName=${encodeURIComponent(fileName)}`, bytes);
}

/** A raw-body request with the client's cookies and crumb (TestClient sends JSON or forms only). */
export function rawRequest(
  app: FastifyInstance,
  client: TestClient,
  method: 'POST' | 'PUT',
  url: string,
  bytes: Buffer,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    payload: bytes,
    headers: {
      host: client.host,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': client.cookies.get('crumb') ?? '',
      'content-type': 'application/octet-stream',
      ...headers,
    },
  });
}

/** A photo as a phone writes it: sideways pixels with an orientation tag, GPS position and camera name. */
export async function phonePhoto(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

export const png = (width = 64, height = 48, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: { r: 10, g: 120, b: 200, alpha: alpha ? 0.5 : 1 },
    },
  })
    .png()
    .toBuffer();

/** A two-frame animated GIF. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (r: number) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 0, b: 0 } } })
      .png()
      .toBuffer();
  return sharp([await frame(255), await frame(0)], { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

/** A well-formed PNG declaring width × height, whose pixel data is a few bytes: a decompression bomb's shape. */
export function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const bytes = Buffer.alloc(12 + data.length);
    bytes.writeUInt32BE(data.length, 0);
    bytes.write(type, 4, 'latin1');
    data.copy(bytes, 8);
    bytes.writeUInt32BE(crc32(bytes.subarray(4, 8 + data.length)), 8 + data.length);
    return bytes;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
