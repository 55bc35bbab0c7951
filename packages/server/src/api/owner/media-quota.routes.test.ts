import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mediaQuota } from '#modules/media/media-quota';
import type { BlobStore, ByteRange } from '#platform/storage/blob-store';
import {
  createMediaTestApp,
  createTestBlobs,
  describeEachStorage,
  type TestBlobs,
  upload,
} from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';

const QUOTA = 50_000;
/** A document of exactly `size` bytes, different each time. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

/** Another store, except that storing fails while `failing` is set. */
class FlakyBlobStore implements BlobStore {
  failing = false;
  constructor(private readonly inner: BlobStore) {}
  get kind() {
    return this.inner.kind;
  }
  put(key: string, body: Buffer, contentType: string) {
    return this.failing ? this.unreachable() : this.inner.put(key, body, contentType);
  }
  putFile(key: string, file: string, contentType: string) {
    return this.failing ? this.unreachable() : this.inner.putFile(key, file, contentType);
  }
  head = (key: string) => this.inner.head(key);
  get = (key: string, range?: ByteRange) => this.inner.get(key, range);
  getBuffer = (key: string) => this.inner.getBuffer(key);
  delete = (key: string) => this.inner.delete(key);
  list = (prefix: string) => this.inner.list(prefix);
  private async unreachable(): Promise<never> {
    throw new Error('The object store is unreachable');
  }
}

describeEachStorage('media quota under concurrent uploads', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let blobs: FlakyBlobStore;
  let store: TestBlobs;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    store = await createTestBlobs(storage);
    blobs = new FlakyBlobStore(store.blobs);
    ({ app, close } = await createMediaTestApp(database.current, {
      blobs,
      env: { MEDIA_QUOTA_MB: String(QUOTA / 1_000_000) },
    }));
    owner = await ownerWithSite(app, 'media-race@example.com', 'media-race');
  });
  afterAll(async () => {
    await close();
    await store.close();
  });

  const listing = async () => (await owner.site.request('GET', '/api/config/media')).json();

  it('lets twelve uploads at once take no more than the quota', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => upload(app, owner.site, `f${i}.pdf`, pdf(9_000))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // 5 × 9,000 bytes fit in 50,000; a sixth would not.
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(413)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 413))
      expect(refused.json().code).toBe('media.quota_exceeded');
    const { items, usedBytes } = await listing();
    expect(items).toHaveLength(5);
    expect(usedBytes).toBe(45_000);
    expect(await mediaQuota(app.db, QUOTA).used(owner.siteId)).toBe(45_000);
  });

  it('gives the reservation back when the file cannot be stored, and on delete', async () => {
    blobs.failing = true;
    const failed = await upload(app, owner.site, 'lost.pdf', pdf(4_000));
    blobs.failing = false;
    expect(failed.statusCode).toBe(500);
    expect(await mediaQuota(app.db, QUOTA).used(owner.siteId)).toBe(45_000);
    // The 5,000 bytes left still take a file of that size.
    expect((await upload(app, owner.site, 'last.pdf', pdf(5_000))).statusCode).toBe(201);
    expect((await upload(app, owner.site, 'one-more.pdf', pdf(10))).statusCode).toBe(413);
    const { items } = await listing();
    const deleted = await owner.site.request('DELETE', `/api/config/media/${items[0].id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await mediaQuota(app.db, QUOTA).used(owner.siteId)).toBe(50_000 - items[0].size);
  });

  it('many connections reserving at once never pass the quota, and releases give bytes back', async () => {
    const other = await ownerWithSite(app, 'media-race-2@example.com', 'media-race-2');
    const quota = mediaQuota(app.db, 100);
    const taken = await Promise.all(Array.from({ length: 30 }, () => quota.reserve(other.siteId, 10)));
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await quota.used(other.siteId)).toBe(100);
    await quota.release(other.siteId, 100);
    expect(await quota.used(other.siteId)).toBe(0);
  });
});
