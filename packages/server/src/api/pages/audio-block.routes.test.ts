import { AUDIO_MESSAGES, LIMITS } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#seed/demo';
import { DEMO_AUDIO, DEMO_CHIME_FILE, DEMO_CHIME_RATE } from '#seed/demo-audio';
import { createTestBlobs, describeEachStorage, type TestBlobs } from '#testing/media.test-support';
import { createTestApp, TestClient } from '#testing/test-app';

const HOST = 'demo.localhost';
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The first block of a type, from its root to its end tag. */
function blockOf(main: string, type: number, tag: string): string {
  const start = main.lastIndexOf(`<${tag}`, main.indexOf(`data-block-type="${type}"`));
  return main.slice(start, main.indexOf(`</${tag}>`, start) + tag.length + 3);
}

interface Item {
  id: string;
  fileName: string;
  title: string;
  url: string;
  duration: number;
}

describeEachStorage('the audio (41) and album (60) blocks', (database, storage) => {
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
  const audioItems = async () =>
    (await owner.request('GET', '/api/config/media?kind=audio')).json().items as Item[];

  it('seeds the kiln bell: a short mono WAV made in code, imported into the library like an upload', async () => {
    const [bell, ...others] = await audioItems();
    expect(others).toEqual([]);
    expect(bell).toMatchObject({ fileName: DEMO_CHIME_FILE, title: DEMO_AUDIO.title, mimeType: 'audio/wav' });
    expect(bell!.duration).toBeCloseTo(3, 2);
    const file = await get(bell!.url);
    expect(file.statusCode).toBe(200);
    const wav = file.rawPayload;
    expect(wav.length).toBeLessThan(300_000);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    // fmt: PCM, one channel, 22,050 Hz, 16 bits; no INFO chunk left after the import.
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(DEMO_CHIME_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.includes('LIST')).toBe(false);
  });

  it('plays it on Work, the chart’s page, in the browser’s own player that loads nothing before play', async () => {
    const [bell] = await audioItems();
    const work = await get('/work');
    expect(work.statusCode).toBe(200);
    const main = mainOf(work.body);
    expect(main.indexOf('data-block-type="41"')).toBeGreaterThan(main.indexOf('data-block-type="62"'));
    const block = blockOf(main, 41, 'figure');
    expect(block).not.toContain('data-behaviour');
    expect(block).toContain(`src="${bell!.url}"`);
    expect(block).toMatch(/<audio[^>]*controls=""[^>]*preload="none"/);
    expect(block).toContain('>The kiln bell</span>');
    expect(block).toContain('<time class="block-audio__duration" dateTime="PT3S">0:03</time>');
    expect(block).toContain('download=""');
    // Media come from the site's own origin, which the page's policy allows (default-src 'self').
    const policy = String(work.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('media-src');
  });

  it('reads in French, and site search finds the page by the track’s words', async () => {
    const french = blockOf(mainOf((await get('/fr/creations')).body), 41, 'figure');
    expect(french).toContain('>La cloche du four</span>');
    expect(french).toContain('>Sonnée à l’atelier quand une cuisson est terminée</span>');
    expect(french).toContain('>Télécharger</a>');
    const found = await get('/search?q=rung');
    expect(mainOf(found.body)).toMatch(/href="\/work"/);
  });

  describe('saving', () => {
    const pageOf = async (slug: string) => {
      const pages = (await owner.request('GET', '/api/config/pages')).json().pages as {
        id: string;
        slug: string;
      }[];
      return pages.find((p) => p.slug === slug)!;
    };
    const save = async (type: number, settings: unknown) => {
      const contact = await pageOf('contact');
      const { document, revision } = (
        await owner.request('GET', `/api/config/pages/${contact.id}/draft`)
      ).json();
      const section = document.sections[0];
      const edited = {
        ...document,
        sections: [{ ...section, blocks: [...section.blocks, { id: 'a'.repeat(24), type, settings }] }],
      };
      return owner.request('PUT', `/api/config/pages/${contact.id}/draft`, { document: edited, revision });
    };
    const fieldsOf = (response: { json(): unknown }) =>
      JSON.stringify((response.json() as { fields?: unknown; errors?: unknown }).fields ?? response.json());
    const tracks = (count: number, mediaId: string) =>
      Array.from({ length: count }, (_, n) => ({ id: `t${n}`, mediaId, title: `Firing ${n + 1}` }));

    it(`keeps an album of ${LIMITS.maxAlbumTracks} tracks and shows it in the draft, a row a track`, async () => {
      const [bell] = await audioItems();
      const album = { title: 'Kiln sounds', tracks: tracks(3, bell!.id) };
      expect((await save(60, album)).statusCode).toBe(200);
      const preview = mainOf((await owner.request('GET', '/contact?preview=draft')).body);
      const block = blockOf(preview, 60, 'section');
      expect(block).toContain('data-behaviour="album"');
      expect(block.split('<li class="block-album__track"').length - 1).toBe(3);
      expect(block).toContain('aria-label="Play Firing 2"');
      expect((await save(60, { tracks: tracks(LIMITS.maxAlbumTracks, bell!.id) })).statusCode).toBe(200);
    });

    it(`refuses track ${LIMITS.maxAlbumTracks + 1} with a 400 naming the tracks`, async () => {
      const [bell] = await audioItems();
      const response = await save(60, { tracks: tracks(LIMITS.maxAlbumTracks + 1, bell!.id) });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toContain('.settings.tracks"');
      expect(fieldsOf(response)).toContain(AUDIO_MESSAGES.tooManyTracks);
    });

    it.each([
      [41, { mediaId: 'kiln-bell.wav' }, 'mediaId', AUDIO_MESSAGES.chooseTrack],
      [41, { title: 'x'.repeat(201) }, 'title', 'Use at most 200 characters.'],
      [60, { tracks: [{ id: 'a', title: 'No file' }] }, 'tracks.0.mediaId', AUDIO_MESSAGES.chooseTrack],
      [60, { tracks: [], cover: { mediaId: 'x', alt: '' } }, 'cover.mediaId', AUDIO_MESSAGES.chooseImage],
    ])('refuses a type %i block with %j: 400 naming %s', async (type, settings, field, message) => {
      const response = await save(type, settings);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toContain(`.settings.${field}"`);
      expect(fieldsOf(response)).toContain(message);
    });
  });
});
