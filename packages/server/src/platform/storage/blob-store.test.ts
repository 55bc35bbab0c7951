import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store';
import { FsBlobStore } from './fs-blob-store';
import { startS3rver } from './s3rver.test-support';

const text = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

interface Backend {
  name: string;
  open(): Promise<{ store: BlobStore; close(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'fs',
    async open() {
      const dir = await mkdtemp(path.join(tmpdir(), 'atelier-fs-store-'));
      return { store: new FsBlobStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3 (s3rver)',
    async open() {
      const server = await startS3rver();
      return { store: server.store, close: server.stop };
    },
  },
];

for (const backend of backends) {
  describe(`blob store: ${backend.name}`, () => {
    let store: BlobStore;
    let close: () => Promise<void>;
    let scratch: string;

    beforeAll(async () => {
      ({ store, close } = await backend.open());
      scratch = await mkdtemp(path.join(tmpdir(), 'atelier-scratch-'));
    });
    afterAll(async () => {
      await close();
      await rm(scratch, { recursive: true, force: true });
    });

    it('stores bytes with their type and reads them back', async () => {
      await store.put('originals/ab/abcdef', Buffer.from('hello, world'), 'text/plain');
      expect(await store.head('originals/ab/abcdef')).toEqual({ size: 12, contentType: 'text/plain' });
      expect(await text(await store.get('originals/ab/abcdef'))).toBe('hello, world');
      expect((await store.getBuffer('originals/ab/abcdef'))?.toString()).toBe('hello, world');
    });

    it('reads an inclusive byte range', async () => {
      await store.put('range/one', Buffer.from('0123456789'), 'application/octet-stream');
      expect(await text(await store.get('range/one', { start: 2, end: 5 }))).toBe('2345');
      expect(await text(await store.get('range/one', { start: 9, end: 9 }))).toBe('9');
    });

    it('stores a local file and replaces an existing key whole', async () => {
      const file = path.join(scratch, 'big.bin');
      const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
      await writeFile(file, bytes);
      await store.putFile('files/big', file, 'video/mp4');
      expect(await store.head('files/big')).toEqual({ size: bytes.length, contentType: 'video/mp4' });
      await store.put('files/big', Buffer.from('small'), 'text/plain');
      expect(await text(await store.get('files/big'))).toBe('small');
    });

    it('answers null for what is not there, and deleting twice is fine', async () => {
      expect(await store.head('nothing/here')).toBeNull();
      expect(await store.get('nothing/here')).toBeNull();
      expect(await store.getBuffer('nothing/here')).toBeNull();
      await store.put('gone/soon', Buffer.from('x'), 'text/plain');
      await store.delete('gone/soon');
      await store.delete('gone/soon');
      expect(await store.head('gone/soon')).toBeNull();
    });

    it('lists keys by prefix', async () => {
      for (const n of [1, 2, 3]) await store.put(`uploads/u1/${n}`, Buffer.from(String(n)), 'text/plain');
      await store.put('uploads/u2/1', Buffer.from('other'), 'text/plain');
      expect(await store.list('uploads/u1/')).toEqual(['uploads/u1/1', 'uploads/u1/2', 'uploads/u1/3']);
    });

    it('refuses keys that could escape or are malformed', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a//b', 'A/B', 'a/../b', '']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
          'Invalid storage key',
        );
      }
    });

    it('keeps concurrent writers of the same content-addressed key consistent', async () => {
      const bytes = Buffer.alloc(256 * 1024, 3);
      await Promise.all(Array.from({ length: 6 }, () => store.put('derived/same', bytes, 'image/webp')));
      expect((await store.getBuffer('derived/same'))?.equals(bytes)).toBe(true);
    });
  });
}
