import path from 'node:path';
import type { StorageConfig } from '#config/storage-config';
import type { BlobStore } from './blob-store';
import { FsBlobStore } from './fs-blob-store';
import { S3BlobStore } from './s3-blob-store';

export function openBlobStore(config: StorageConfig): BlobStore {
  if (config.kind === 's3') {
    if (!config.s3?.bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
    return new S3BlobStore(config.s3);
  }
  return new FsBlobStore(path.join(config.dataDir, 'media'));
}
