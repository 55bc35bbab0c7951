import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UPLOAD_TTL_MS } from '#modules/media/media-limits';
import { mediaQuota } from '#modules/media/media-quota';
import { partKey, sweepExpiredUploads } from '#modules/media/media-uploads';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createMediaTestApp, rawRequest, upload } from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';

const MB = 1_000_000;
const QUOTA = 20 * MB;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 3)]);

describeEachDatabase('resumable uploads against the media quota', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  const start = (size: number, fileName = 'film.pdf') =>
    owner.site.request('POST', '/api/config/media/uploads', { fileName, size });
  const cancel = (id: string) => owner.site.request('DELETE', `/api/config/media/uploads/${id}`);
  const putPart = (id: string, part: number, bytes: Buffer) =>
    rawRequest(app, owner.site, 'PUT', `/api/config/media/uploads/${id}/parts/${part}`, bytes);
  const usage = () => mediaQuota(app.db, QUOTA).usage(owner.siteId);
  const rowsOf = async (id: string) => ({
    uploads: (await app.db.selectFrom('media_uploads').select('id').where('id', '=', id).execute()).length,
    parts: (
      await app.db
        .selectFrom('media_upload_parts')
        .select('part_number')
        .where('upload_id', '=', id)
        .execute()
    ).length,
  });

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current, { env: { MEDIA_QUOTA_MB: '20' } }));
    owner = await ownerWithSite(app, 'upload-quota@example.com', 'upload-quota');
  });
  afterAll(() => close());

  it('accepts one of eight 15 MB uploads started at once under a 20 MB quota', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => start(15 * MB, `take-${i}.pdf`)));
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(413);
      expect(refused.json().code).toBe('media.quota_exceeded');
    }
    expect(await usage()).toEqual({ used: 0, reserved: 15 * MB });
    // What is reserved counts for direct uploads too.
    expect((await upload(app, owner.site, 'big.pdf', pdf(6 * MB))).statusCode).toBe(413);
    expect((await cancel(accepted[0]!.json().upload.id)).statusCode).toBe(200);
  });

  it('gives the room back on cancel', async () => {
    const first = await start(15 * MB);
    expect(first.statusCode).toBe(201);
    expect((await start(15 * MB)).statusCode).toBe(413);
    const { id } = first.json().upload;
    expect((await putPart(id, 0, Buffer.alloc(5 * MB, 1))).statusCode).toBe(200);
    expect(await app.blobs.head(partKey(id, 0))).not.toBeNull();
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await usage()).toEqual({ used: 0, reserved: 0 });
    expect(await app.blobs.head(partKey(id, 0))).toBeNull();
    expect(await rowsOf(id)).toEqual({ uploads: 0, parts: 0 });
    const again = await start(15 * MB);
    expect(again.statusCode).toBe(201);
    expect((await cancel(again.json().upload.id)).statusCode).toBe(200);
  });

  it('counts the real file on completion instead of the reservation', async () => {
    const bytes = pdf(7 * MB);
    const started = await start(bytes.length, 'manual.pdf');
    const { id } = started.json().upload;
    expect((await putPart(id, 0, bytes.subarray(0, 5 * MB))).statusCode).toBe(200);
    expect((await putPart(id, 1, bytes.subarray(5 * MB))).statusCode).toBe(200);
    expect(await usage()).toEqual({ used: 0, reserved: 7 * MB });
    const done = await owner.site.request('POST', `/api/config/media/uploads/${id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    expect(await usage()).toEqual({ used: 7 * MB, reserved: 0 });
    // A refused completion gives its reservation back too.
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1000)]);
    const bad = (await start(exe.length, 'setup.pdf')).json().upload;
    await putPart(bad.id, 0, exe);
    expect(
      (await owner.site.request('POST', `/api/config/media/uploads/${bad.id}/complete`)).statusCode,
    ).toBe(400);
    expect(await usage()).toEqual({ used: 7 * MB, reserved: 0 });
    await owner.site.request('DELETE', `/api/config/media/${done.json().item.id}`);
    expect(await usage()).toEqual({ used: 0, reserved: 0 });
  });

  it('sweeps expired uploads: rows, part blobs and reservation', async () => {
    const started = await start(15 * MB, 'abandoned.pdf');
    const { id } = started.json().upload;
    expect((await putPart(id, 0, Buffer.alloc(5 * MB, 2))).statusCode).toBe(200);
    expect((await putPart(id, 2, Buffer.alloc(5 * MB, 2))).statusCode).toBe(200);
    // Not yet expired: nothing is swept.
    expect(await sweepExpiredUploads(app.db, app.blobs, new Date())).toBe(0);
    expect(await rowsOf(id)).toEqual({ uploads: 1, parts: 2 });

    const later = new Date(Date.now() + UPLOAD_TTL_MS + 60_000);
    expect(await sweepExpiredUploads(app.db, app.blobs, later)).toBe(1);
    expect(await rowsOf(id)).toEqual({ uploads: 0, parts: 0 });
    expect(await app.blobs.head(partKey(id, 0))).toBeNull();
    expect(await app.blobs.head(partKey(id, 2))).toBeNull();
    expect(await usage()).toEqual({ used: 0, reserved: 0 });
    // A second sweep (another process) finds nothing and gives nothing back twice.
    expect(await sweepExpiredUploads(app.db, app.blobs, later)).toBe(0);
    expect(await usage()).toEqual({ used: 0, reserved: 0 });
    expect((await owner.site.request('GET', `/api/config/media/uploads/${id}`)).statusCode).toBe(404);
  });

  it('sweeps when the app starts', async () => {
    const { id } = (await start(3 * MB, 'left-behind.pdf')).json().upload;
    await putPart(id, 0, Buffer.alloc(3 * MB, 4));
    await app.db
      .updateTable('media_uploads')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const next = await createMediaTestApp(database.current, {
      blobs: app.blobs,
      env: { MEDIA_QUOTA_MB: '20' },
    });
    try {
      await next.app.ready();
      expect(await rowsOf(id)).toEqual({ uploads: 0, parts: 0 });
      expect(await app.blobs.head(partKey(id, 0))).toBeNull();
      expect(await usage()).toEqual({ used: 0, reserved: 0 });
    } finally {
      await next.close();
    }
  });
});
