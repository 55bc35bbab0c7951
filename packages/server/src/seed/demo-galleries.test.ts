import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { seedDemo } from './demo';

interface Item {
  id: string;
  fileName: string;
  kind: string;
  alt: string;
  caption: string;
}

describeEachDatabase('the demo galleries on the media library', (database) => {
  let app: FastifyInstance;
  let owner: TestClient;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    await seedDemo(app);
    owner = new TestClient(app, 'demo.localhost');
    expect((await owner.signIn(app.config.demoOwnerEmail, app.config.demoOwnerPassword)).statusCode).toBe(
      200,
    );
  });
  afterAll(() => app.close());

  const page = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: { host: 'demo.localhost' } })).body;

  it('seeds every picture and the film into the library, with the alt text and caption the Work page gives them', async () => {
    const { items } = (await owner.request('GET', '/api/config/media')).json() as { items: Item[] };
    const byName = new Map(items.map((item) => [item.fileName, item]));
    expect(byName.get('bowl-celadon.svg')).toMatchObject({
      kind: 'image',
      alt: 'Celadon bowl on a linen cloth',
      caption: 'Celadon serving bowl, 28 cm.',
    });
    expect(byName.get('wheel.webm')).toMatchObject({
      kind: 'video',
      alt: 'A pot rising on the wheel',
      caption: 'On the wheel: four seconds of a morning’s throwing.',
    });
  });

  it('renders the Work grid and the home slideshow from library items, the film with its poster', async () => {
    const work = await page('/work');
    const sources = [...work.matchAll(/data-src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toHaveLength(8);
    for (const src of sources) expect(src).toMatch(/^\/media\/[0-9a-f]{64}\/\d+\.webp$/);
    expect(work).toMatch(/data-type="video"[^>]*data-video-url="\/s\/[0-9a-f]{64}\/wheel\.webm"/);
    const derived = await app.inject({
      method: 'GET',
      url: sources[0]!,
      headers: { host: 'demo.localhost' },
    });
    expect(derived.statusCode).toBe(200);
    expect(derived.headers['content-type']).toBe('image/webp');
    const home = await page('/');
    expect(home).toMatch(/gallery--stacked[\s\S]*data-src="\/media\/[0-9a-f]{64}\/1500\.webp"/);
  });
});
