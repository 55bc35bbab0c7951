import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#seed/demo';
import { createTestBlobs, describeEachStorage, type TestBlobs } from '#testing/media.test-support';
import { createTestApp, TestClient } from '#testing/test-app';

const HOST = 'demo.localhost';

describeEachStorage('the video block on the published site', (database, storage) => {
  let app: FastifyInstance;
  let blobs: TestBlobs;
  let owner: TestClient;

  beforeAll(async () => {
    blobs = await createTestBlobs(storage);
    app = await createTestApp(database.current, {}, { blobs: blobs.blobs });
    await seedDemo(app);
    owner = new TestClient(app, HOST);
    expect((await owner.signIn(app.config.demoOwnerEmail, app.config.demoOwnerPassword)).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await app.close();
    await blobs.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  it('renders the demo film from the library as a native player and the embed behind its poster', async () => {
    const page = await get('/film');
    expect(page.statusCode).toBe(200);
    const { items } = (await owner.request('GET', '/api/config/media?kind=video')).json();
    expect(items.map((i: { fileName: string }) => i.fileName)).toEqual(['wheel.webm']);
    expect(page.body).toContain(`src="${items[0].url}#t=0.001"`);
    expect(page.body).toContain('data-provider-name="youtube"');
    expect(page.body).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    // Nothing on the page loads from the provider: the player exists only in the embed attribute.
    expect(page.body).not.toContain('<iframe');
    expect(page.body).not.toMatch(/\ssrc="https:\/\/[^"]*youtube/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(policy).toContain("connect-src 'self';");
  });

  it('serves the uploaded video with byte ranges, so a visitor can seek', async () => {
    const { items } = (await owner.request('GET', '/api/config/media?kind=video')).json();
    const whole = await get(items[0].url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const half = Math.floor(size / 2);
    const middle = await get(items[0].url, { range: `bytes=${half}-` });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes ${half}-${size - 1}/${size}`);
    expect(middle.rawPayload.equals(whole.rawPayload.subarray(half))).toBe(true);
    expect((await get(items[0].url, { range: `bytes=${size}-` })).statusCode).toBe(416);
  });

  describe('saving a video block', () => {
    const save = async (settings: Record<string, unknown>) => {
      const pages = (await owner.request('GET', '/api/config/pages')).json().pages as {
        id: string;
        slug: string;
      }[];
      const film = pages.find((p) => p.slug === 'film')!;
      const { document, revision } = (
        await owner.request('GET', `/api/config/pages/${film.id}/draft`)
      ).json();
      const section = document.sections[0];
      const edited = {
        ...document,
        sections: [{ ...section, blocks: [...section.blocks, { id: 'e'.repeat(24), type: 32, settings }] }],
      };
      return owner.request('PUT', `/api/config/pages/${film.id}/draft`, { document: edited, revision });
    };
    const messagesOf = (response: { json(): unknown }) =>
      JSON.stringify((response.json() as { errors?: unknown }).errors ?? response.json());

    it('keeps a new, empty block', async () => {
      expect((await save({})).statusCode).toBe(200);
    });

    it.each([
      [{ source: 'embed' }, 'Invalid video embed'],
      [{ source: 'embed', url: 'https://example.com/clip.mp4' }, 'Invalid video embed'],
      [
        { source: 'embed', url: 'https://vimeo.com/76979871', accountType: 'basic' },
        'Vimeo Basic accounts are unsupported.',
      ],
      [
        { source: 'upload', mediaId: 'a'.repeat(24), featuredImage: { mediaId: 'b'.repeat(24), alt: '' } },
        'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
      ],
      [
        { source: 'embed', url: 'https://youtu.be/dQw4w9WgXcQ', imageMode: 'stretch' },
        'Choose fit, fill or none for the image mode.',
      ],
    ])('refuses %j with 400 and its message', async (settings, message) => {
      const response = await save(settings);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain(message);
    });
  });
});
