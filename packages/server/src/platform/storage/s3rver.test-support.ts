import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3BlobStore } from './s3-blob-store';

export const TEST_BUCKET = 'atelier-test';

/** A real S3-protocol server on a free loopback port, with one empty bucket, and a store over it. */
export async function startS3rver(): Promise<{
  store: S3BlobStore;
  endpoint: string;
  /** Another client over the same server, its keys under `prefix` (one test's own corner of the bucket). */
  storeFor(prefix: string): S3BlobStore;
  stop(): Promise<void>;
}> {
  const directory = await mkdtemp(path.join(tmpdir(), 'atelier-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const storeFor = (prefix: string) =>
    new S3BlobStore({
      bucket: TEST_BUCKET,
      prefix,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  const store = storeFor('media/');
  return {
    store,
    endpoint,
    storeFor,
    stop: async () => {
      store.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
