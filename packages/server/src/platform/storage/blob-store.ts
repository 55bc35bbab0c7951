import type { Readable } from 'node:stream';

/** What a stored object is: its length in bytes and the content type it was stored with. */
export interface BlobInfo {
  size: number;
  contentType: string;
}

/** Inclusive byte range, as HTTP Range requests name one. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One interface for where media bytes live: files under DATA_DIR (one machine) or an
 * S3-compatible object store (many server processes). Keys are content-addressed by the callers,
 * so a put of an existing key writes the same bytes again and concurrent puts cannot disagree.
 */
export interface BlobStore {
  readonly kind: 'fs' | 's3';
  /** Stores bytes under the key, replacing what was there; readers never see a half-written object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a local file's bytes (large uploads are streamed, not held in memory). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  head(key: string): Promise<BlobInfo | null>;
  /** The object's bytes, or a slice of them; null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  getBuffer(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every key starting with the prefix. */
  list(prefix: string): Promise<string[]>;
  /** Removes the temporary files of writes a killed process left behind (stores that make any). */
  removeLeftovers?(): Promise<string[]>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are made by our own code; anything else (a path escape, an empty segment) is a bug, refused. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}
