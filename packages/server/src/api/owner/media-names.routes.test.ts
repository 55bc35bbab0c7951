import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentDisposition } from '#modules/media/content-disposition';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createMediaTestApp, png, upload } from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';

/** Names outside Latin-1, and a lone surrogate (JSON can carry one; encodeURIComponent throws on it). */
const NAMES = ['写真.png', '🎨.png', 'Café "menu".png', '\ud83c broken.png'];

describeEachDatabase('the original downloaded under its own name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current));
    owner = await ownerWithSite(app, 'media-names@example.com', 'media-names');
  });
  afterAll(() => close());

  it('downloads the original under any name, never a 500', async () => {
    const item = (await upload(app, owner.site, '写真.png', await png(30, 20))).json().item;
    expect(item.fileName).toBe('写真.png');
    for (const fileName of NAMES) {
      const renamed = await owner.site.request('PATCH', `/api/config/media/${item.id}`, { fileName });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const original = await owner.site.request('GET', `/api/config/media/${item.id}/original`);
      expect(original.statusCode, fileName).toBe(200);
      expect(original.headers['content-disposition']).toBe(contentDisposition(fileName));
      expect(original.headers['content-disposition']).toMatch(
        /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/,
      );
    }
  });
});
