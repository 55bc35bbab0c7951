import type { z } from 'zod';
import { choice, flag, text, url } from './env-variables';

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

/** The storage variables, part of the environment's schema (config.ts). */
export const STORAGE_VARIABLES = {
  STORAGE: choice(['fs', 's3'], 'fs'),
  S3_BUCKET: text(''),
  S3_PREFIX: text(undefined),
  S3_ENDPOINT: url(['http:', 'https:'], 'https://s3.example.com or http://minio:9000'),
  S3_REGION: text(undefined),
  S3_ACCESS_KEY_ID: text(undefined),
  S3_SECRET_ACCESS_KEY: text(undefined),
  S3_FORCE_PATH_STYLE: flag(undefined),
};

type StorageEnvironment = z.output<z.ZodObject<typeof STORAGE_VARIABLES>>;

/** The settings that must go together: S3 needs a bucket. */
export const storageProblems = (env: StorageEnvironment): string[] =>
  env.STORAGE === 's3' && !env.S3_BUCKET ? ['STORAGE=s3 needs S3_BUCKET'] : [];

export const storageFrom = (env: StorageEnvironment, dataDir: string): StorageConfig => ({
  kind: env.STORAGE,
  dataDir,
  s3: {
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    endpoint: env.S3_ENDPOINT ?? undefined,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  },
});
