import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import type { Database } from '#platform/db/database';
import { describeEachDatabase, type TestDatabase } from '#platform/db/test-databases';
import type { BlobStore } from '#platform/storage/blob-store';
import { FsBlobStore } from '#platform/storage/fs-blob-store';
import type { S3BlobStore } from '#platform/storage/s3-blob-store';
import { startS3rver } from '#platform/storage/s3rver.test-support';
import { TEST_SECRET, type TestClient } from './test-app';

/** The two blob stores every media route suite runs on (DESIGN.md §4). */
export const MEDIA_STORAGES = ['disk', 's3'] as const;
export type MediaStorageName = (typeof MEDIA_STORAGES)[number];

/** A fresh, empty blob store of one kind; `sibling` is another client over the same bytes (a second process). */
export interface TestBlobs {
  blobs: BlobStore;
  sibling(): BlobStore;
  close(): Promise<void>;
}

/** One S3-protocol server per test file, started on first use: each store gets its own key prefix. */
let s3rver: ReturnType<typeof startS3rver> | null = null;

export async function createTestBlobs(storage: MediaStorageName, dir?: string): Promise<TestBlobs> {
  if (storage === 'disk') {
    const root = dir ?? (await mkdtemp(path.join(tmpdir(), 'atelier-media-blobs-')));
    return {
      blobs: new FsBlobStore(root),
      sibling: () => new FsBlobStore(root),
      close: () => (dir ? Promise.resolve() : rm(root, { recursive: true, force: true })),
    };
  }
  s3rver ??= startS3rver();
  const server = await s3rver;
  const prefix = `media-${randomBytes(6).toString('hex')}/`;
  const clients: S3BlobStore[] = [];
  const client = () => {
    const store = server.storeFor(prefix);
    clients.push(store);
    return store;
  };
  return {
    blobs: client(),
    sibling: client,
    close: async () => {
      for (const store of clients.splice(0)) store.close();
    },
  };
}

/**
 * Runs a media suite once per blob store (files on disk, and an S3 bucket on a real S3-protocol
 * server) and, within each, once per database engine. Call it at the top of a test file: the file's
 * one S3 server stops after its last test.
 */
export function describeEachStorage(
  title: string,
  body: (database: TestDatabase, storage: MediaStorageName) => void,
): void {
  afterAll(async () => {
    const running = s3rver;
    s3rver = null;
    await (await running)?.stop();
  });
  for (const storage of MEDIA_STORAGES) {
    describeEachDatabase(`${title} [${storage}]`, (database) => body(database, storage));
  }
}

export interface MediaTestApp {
  app: FastifyInstance;
  /** A scratch directory of the app's own (its DATA_DIR). */
  dir: string;
  blobs: BlobStore;
  /** Another client over the app's blobs, as a second server process would have. */
  sibling(): BlobStore;
  close(): Promise<void>;
}

/** The app over a test database and a blob store of its own (files in a scratch directory by default). */
export async function createMediaTestApp(
  database: Database,
  options: { blobs?: BlobStore; env?: NodeJS.ProcessEnv; storage?: MediaStorageName } = {},
): Promise<MediaTestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-media-test-'));
  const own = options.blobs ? null : await createTestBlobs(options.storage ?? 'disk', dir);
  const blobs = options.blobs ?? own!.blobs;
  const config = { ...loadConfig(options.env ?? {}), secret: TEST_SECRET, dataDir: dir };
  const app = await buildApp({ config, database, blobs });
  return {
    app,
    dir,
    blobs,
    sibling: () => own?.sibling() ?? blobs,
    close: async () => {
      await app.close();
      await own?.close();
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
