import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases';
import type { BlobStore } from '../../storage/blob-store';
import { FsBlobStore } from '../../storage/fs-blob-store';
import { ownerWithSite } from '../../testing/test-app';
import { createMediaTestApp, upload } from './media.test-support';
import { mediaQuota } from './media-quota';

const QUOTA = 50_000;
/** A document of exactly `size` bytes, different each time. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

/** Files under a scratch directory, except that storing fails while `failing` is set. */
class FlakyBlobStore extends FsBlobStore {
  failing = false;
  override async putFile(key: string, file: string, contentType: string): Promise<void> {
    if (this.failing) throw new Error('The object store is unreachable');
    return super.putFile(key, file, contentType);
  }
}

describeEachDatabase('media quota under concurrent uploads', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let blobs: FlakyBlobStore;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    blobs = new FlakyBlobStore(`/tmp/media-quota-${randomBytes(4).toString('hex')}`);
    ({ app, close } = await createMediaTestApp(database.current, {
      blobs: blobs as BlobStore,
      env: { MEDIA_QUOTA_MB: String(QUOTA / 1_000_000) },
    }));
    owner = await ownerWithSite(app, 'media-race@example.com', 'media-race');
  });
  afterAll(() => close());

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
