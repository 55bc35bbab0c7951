/** Where media bytes live, as the environment configures it (STORAGE, S3_*). */
export interface StorageConfig {
  /** 'fs' (files under dataDir/media) or 's3'. */
  kind: 'fs' | 's3';
  dataDir: string;
  s3?: S3StoreOptions;
}

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. "atelier/"; lets deployments share a bucket. */
  prefix?: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (bucket in the path): MinIO and most self-hosted servers need it. */
  forcePathStyle?: boolean;
}
