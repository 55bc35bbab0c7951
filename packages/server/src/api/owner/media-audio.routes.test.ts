import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcmWav } from '#modules/media/audio/pcm-wav';
import {
  id3v2,
  M4A_SOUND,
  m4aFile,
  mp3Frames,
  oggFile,
  PERSONAL,
  taggedMp3,
  taggedWav,
  tone,
} from '#testing/audio-files.test-support';
import { invitedContributor } from '#testing/invited-contributor';
import { createMediaTestApp, describeEachStorage, rawRequest, upload } from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';

/** Whether the bytes still hold any of the personal data the test files' tags carry. */
const holdsPersonalData = (bytes: Buffer) =>
  Object.values(PERSONAL).some((value) => bytes.includes(Buffer.from(value, 'utf8')));

describeEachStorage('audio in the media library', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current, { storage }));
    alice = await ownerWithSite(app, 'audio-alice@example.com', 'audio-alice');
    bob = await ownerWithSite(app, 'audio-bob@example.com', 'audio-bob');
  });
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}, host = 'audio-alice.localhost') =>
    app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it.each([
    ['Song.mp3', taggedMp3(40, 'Evening song'), 'audio/mpeg', 'Evening song', (40 * 417 * 8) / 128000],
    ['Birds.wav', taggedWav('Morning birds', 1), 'audio/wav', 'Morning birds', 1],
    ['Bells.m4a', m4aFile({ title: 'Harbour bells' }), 'audio/mp4', 'Harbour bells', 2.5],
    ['River.ogg', oggFile('vorbis', 3).bytes, 'audio/ogg', 'River at dawn', 3],
    ['Voice.opus', oggFile('opus', 3).bytes, 'audio/ogg', 'River at dawn', (3 * 44100 - 312) / 48000],
  ])(
    'takes %s by its bytes and stores it without its tags, named by its title',
    async (name, bytes, mime, title, seconds) => {
      expect(holdsPersonalData(bytes)).toBe(true);
      const response = await upload(app, alice.site, name, bytes);
      expect(response.statusCode, response.body).toBe(201);
      const { item } = response.json();
      expect(item).toMatchObject({ kind: 'audio', mimeType: mime, fileName: name, title });
      expect(item.duration).toBeCloseTo(seconds, 3);
      expect(item.url).toMatch(
        new RegExp(
          `^/s/[0-9a-f]{64}/[A-Za-z]+\\.${mime === 'audio/mpeg' ? 'mp3' : mime === 'audio/wav' ? 'wav' : mime === 'audio/mp4' ? 'm4a' : 'ogg'}$`,
        ),
      );
      const served = await get(item.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(item.size).toBe(served.rawPayload.length);
      expect(holdsPersonalData(served.rawPayload)).toBe(false);
      // The owner's download of the original is the cleaned file too: the tags are gone for good.
      const original = await alice.site.request('GET', item.originalUrl);
      expect(Buffer.from(original.rawPayload).equals(served.rawPayload)).toBe(true);
    },
  );

  it('keeps the sound byte for byte: the MP3’s frames, the WAV’s samples, the M4A’s offsets', async () => {
    const frames = mp3Frames(30);
    const mp3 = (await upload(app, alice.site, 'frames.mp3', Buffer.concat([id3v2(), frames]))).json().item;
    expect((await get(mp3.url)).rawPayload.equals(frames)).toBe(true);
    const samples = tone(0.5);
    const wav = (await upload(app, alice.site, 'tone.wav', taggedWav('Tone', 0.5))).json().item;
    expect((await get(wav.url)).rawPayload.equals(pcmWav(samples, 22050))).toBe(true);
    const m4a = (await upload(app, alice.site, 'bells.m4a', m4aFile())).json().item;
    const stored = (await get(m4a.url)).rawPayload;
    expect(stored.length).toBe(m4aFile().length);
    expect(stored.subarray(stored.length - M4A_SOUND.length).equals(M4A_SOUND)).toBe(true);
  });

  it('takes an MP4 holding only sound as audio, and an M4A with a picture track as a video', async () => {
    const sound = (await upload(app, alice.site, 'memo.mp4', m4aFile({ brand: 'mp42' }))).json().item;
    expect(sound).toMatchObject({ kind: 'audio', mimeType: 'audio/mp4' });
    const film = (await upload(app, alice.site, 'clip.m4a', m4aFile({ handler: 'vide' }))).json().item;
    expect(film).toMatchObject({ kind: 'video', mimeType: 'video/mp4', duration: null });
  });

  it('refuses what only looks like audio, whatever its name, with the spec’s messages', async () => {
    const theora = oggFile('vorbis', 2).bytes;
    theora.write('\x80theora', 28, 'latin1');
    for (const [name, bytes] of [
      ['song.mp3', Buffer.concat([id3v2(), Buffer.alloc(5000, 0x41)])],
      ['film.ogg', theora],
      ['notes.wav', Buffer.from('this is a text file, not a recording')],
    ] as const) {
      const response = await upload(app, alice.site, name, bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'media.unsupported_type',
        errors: { file: `The file ${name} does not appear to be a supported file type.` },
      });
    }
    const cut = Buffer.concat(oggFile('vorbis', 2).pages.slice(0, 2));
    const damaged = await upload(app, alice.site, 'cut.ogg', cut);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json()).toMatchObject({
      error: 'File processing failed',
      errors: { file: 'cut.ogg is damaged or incomplete and cannot be read as an audio file.' },
    });
  });

  it('replaces a track with another audio file only, keeping its id and name', async () => {
    const { item } = (await upload(app, alice.site, 'take1.wav', taggedWav('First take', 1))).json();
    const video = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from('....webm'),
      Buffer.alloc(100),
    ]);
    const refused = await upload(
      app,
      alice.site,
      'take2.webm',
      video,
      `/api/config/media/${item.id}/file`,
      'PUT',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'There was a problem while uploading your file',
      errors: { file: 'Replace it with another audio file.' },
    });
    const replaced = await upload(
      app,
      alice.site,
      'take2.mp3',
      taggedMp3(20),
      `/api/config/media/${item.id}/file`,
      'PUT',
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().item).toMatchObject({ id: item.id, title: 'First take', mimeType: 'audio/mpeg' });
    expect(replaced.json().item.duration).toBeCloseTo((20 * 417 * 8) / 128000, 3);
  });

  it('serves single byte ranges, so a player can seek', async () => {
    const { item } = (await upload(app, alice.site, 'long.wav', taggedWav('Long', 2))).json();
    const whole = await get(item.url);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const half = Math.floor(size / 2);
    const part = await get(item.url, { range: `bytes=${half}-` });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${half}-${size - 1}/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(half))).toBe(true);
    expect((await get(item.url, { range: 'bytes=0-1' })).rawPayload.toString('latin1')).toBe('RI');
    expect((await get(item.url, { range: `bytes=${size}-` })).statusCode).toBe(416);
  });

  it('lists audio on its own for the picker', async () => {
    const { items } = (await alice.site.request('GET', '/api/config/media?kind=audio')).json();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i: { kind: string }) => i.kind === 'audio')).toBe(true);
    expect((await alice.site.request('GET', '/api/config/media?kind=sound')).statusCode).toBe(400);
  });

  it('keeps each site’s tracks to itself', async () => {
    const { item } = (await upload(app, alice.site, 'private.wav', taggedWav('Private', 0.25))).json();
    expect((await bob.site.request('GET', `/api/config/media/${item.id}`)).statusCode).toBe(404);
    expect(
      (await upload(app, bob.site, 'x.wav', taggedWav(), `/api/config/media/${item.id}/file`, 'PUT'))
        .statusCode,
    ).toBe(404);
    // Bob's host does not serve Alice's bytes, and Bob cannot use Alice's host.
    expect((await get(item.url, {}, 'audio-bob.localhost')).statusCode).toBe(404);
    const intruder = await rawRequest(app, bob.site, 'POST', '/api/config/media?fileName=x.wav', taggedWav());
    expect(intruder.statusCode).toBe(201);
    const onAlice = await app.inject({
      method: 'POST',
      url: '/api/config/media?fileName=x.wav',
      payload: taggedWav(),
      headers: {
        host: 'audio-alice.localhost',
        cookie: [...bob.site.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': bob.site.cookies.get('crumb') ?? '',
        'content-type': 'application/octet-stream',
      },
    });
    expect([401, 403, 404]).toContain(onAlice.statusCode);
  });

  describe('roles', () => {
    it('lets an editor upload audio and a viewer only look', async () => {
      const editor = await invitedContributor(
        app,
        alice.site,
        `audio-editor-${storage}@example.com`,
        ContributorRole.editor,
      );
      const viewer = await invitedContributor(
        app,
        alice.site,
        `audio-viewer-${storage}@example.com`,
        ContributorRole.viewer,
      );
      expect((await upload(app, editor, 'editor.wav', taggedWav('Editor take', 0.25))).statusCode).toBe(201);
      expect((await upload(app, viewer, 'viewer.wav', taggedWav('Viewer take', 0.25))).statusCode).toBe(403);
      const listed = await viewer.request('GET', '/api/config/media?kind=audio');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().items.map((i: { title: string }) => i.title)).toContain('Editor take');
    });
  });
});

describeEachStorage('audio and the media quota', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current, {
      storage,
      env: { MEDIA_QUOTA_MB: '0.1' },
    }));
    owner = await ownerWithSite(app, 'audio-quota@example.com', 'audio-quota');
  });
  afterAll(() => close());

  it('counts a track’s stored bytes, tags gone, and refuses the one that does not fit', async () => {
    const first = await upload(app, owner.site, 'a.wav', taggedWav('A', 1.5));
    expect(first.statusCode, first.body).toBe(201);
    const stored = first.json().item.size;
    expect(stored).toBe(pcmWav(tone(1.5), 22050).length);
    expect((await owner.site.request('GET', '/api/config/media')).json().usedBytes).toBe(stored);
    const second = await upload(app, owner.site, 'b.wav', taggedWav('B', 1.5));
    expect(second.statusCode).toBe(413);
    expect(second.json().code).toBe('media.quota_exceeded');
    expect((await owner.site.request('GET', '/api/config/media?kind=audio')).json().items).toHaveLength(1);
  });

  it('cleans a track that arrives in resumable parts, holding only its stored bytes', async () => {
    await owner.site.request(
      'DELETE',
      `/api/config/media/${(await owner.site.request('GET', '/api/config/media')).json().items[0].id}`,
    );
    const bytes = taggedMp3(60, 'Parts');
    const start = await owner.site.request('POST', '/api/config/media/uploads', {
      fileName: 'parts.mp3',
      size: bytes.length,
    });
    expect(start.statusCode, start.body).toBe(201);
    const { upload: session } = start.json();
    expect(
      (await rawRequest(app, owner.site, 'PUT', `/api/config/media/uploads/${session.id}/parts/0`, bytes))
        .statusCode,
    ).toBe(200);
    const done = await owner.site.request('POST', `/api/config/media/uploads/${session.id}/complete`);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().item).toMatchObject({ kind: 'audio', title: 'Parts', size: mp3Frames(60).length });
    expect((await owner.site.request('GET', '/api/config/media')).json().usedBytes).toBe(
      mp3Frames(60).length,
    );
  });
});
