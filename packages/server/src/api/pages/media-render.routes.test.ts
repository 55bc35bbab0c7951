import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '#seed/demo';
import {
  createTestBlobs,
  describeEachStorage,
  png,
  rawRequest,
  type TestBlobs,
} from '#testing/media.test-support';
import { createTestApp, TestClient } from '#testing/test-app';

describeEachStorage('library images on the published site', (database, storage) => {
  let app: FastifyInstance;
  let blobs: TestBlobs;
  let owner: TestClient;

  beforeAll(async () => {
    blobs = await createTestBlobs(storage);
    app = await createTestApp(database.current, {}, { blobs: blobs.blobs });
    await seedDemo(app);
    owner = new TestClient(app, 'demo.localhost');
    expect((await owner.signIn(app.config.demoOwnerEmail, app.config.demoOwnerPassword)).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await app.close();
    await blobs.close();
  });

  const home = async () =>
    (await app.inject({ method: 'GET', url: '/', headers: { host: 'demo.localhost' } })).body;

  it('seeds the demo site’s images into its library and renders them as responsive pictures', async () => {
    const { items } = (await owner.request('GET', '/api/config/media')).json();
    expect(items.map((i: { fileName: string }) => i.fileName).sort()).toEqual([
      // The digital product's file: in the library, never served under /s/.
      'Riverside Glaze Recipes.pdf',
      'bottle-moss.svg',
      'bowl-celadon.svg',
      'cups-indigo.svg',
      'jar-ash.svg',
      // The Work page's kiln bell, made at seed time (seed/demo-audio.ts).
      'kiln-bell.wav',
      'kiln-evening.svg',
      'plates-rust.svg',
      'studio.svg',
      'team.svg',
      'vase-amber.svg',
      'wheel.webm',
    ]);
    const html = await home();
    // The Image blocks and the gallery's slides come from the library.
    expect(html).not.toMatch(/src="\/assets\/demo\//);
    expect(html).toMatch(
      /<picture[^>]*><source type="image\/webp" srcSet="\/media\/[0-9a-f]{64}\/100\.webp 100w/,
    );
    expect(html).toContain('fetchPriority="high"');
    const src = /\/media\/[0-9a-f]{64}\/1000\.png/.exec(html)?.[0];
    expect(src).toBeDefined();
    const image = await app.inject({ method: 'GET', url: src!, headers: { host: 'demo.localhost' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('gives the Product block the Image block’s responsive picture: every width, its size, lazy', async () => {
    const html = await home();
    const at = html.indexOf('class="block-product__image"');
    expect(at).toBeGreaterThan(0);
    const picture = html.slice(html.lastIndexOf('<picture', at), html.indexOf('</picture>', at));
    expect(picture).toMatch(/srcSet="\/media\/[0-9a-f]{64}\/100\.webp 100w, [^"]*500\.webp 500w/);
    expect(picture).toMatch(/<img class="block-product__image" [^>]*width="\d+" height="\d+"/);
    expect(picture).toContain('loading="lazy"');
  });

  it('shows a replaced file on the live page at once, under the same id', async () => {
    const { items } = (await owner.request('GET', '/api/config/media')).json();
    const studio = items.find((i: { fileName: string }) => i.fileName === 'studio.svg');
    const before = await home();
    expect(before).toContain(studio.url);
    const replaced = await rawRequest(
      app,
      owner,
      'PUT',
      `/api/config/media/${studio.id}/file?fileName=studio.png`,
      await png(1200, 675),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = await home();
    expect(after).not.toContain(studio.url);
    expect(after).toContain(replaced.json().item.url);
  });
});
