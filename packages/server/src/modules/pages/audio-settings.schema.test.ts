import { AUDIO_MESSAGES, LIMITS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { PageDocumentSchema } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const at = (path: string) => `sections.0.blocks.0.settings.${path}`;

function problems(settings: unknown, type: number) {
  const result = PageDocumentSchema.safeParse({
    sections: [{ id: id(1), blocks: [{ id: id(2), type, settings }] }],
  });
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const track = (n: number) => ({ id: `t${n}`, mediaId: id(100 + n), title: `Track ${n}` });

describe('an audio block’s settings (block type 41)', () => {
  const audio = (settings: unknown) => problems(settings, 41);

  it('keeps a new empty block and a chosen track with its words', () => {
    expect(audio({})).toEqual([]);
    expect(audio({ mediaId: id(9), title: 'Kiln chime', artist: 'The studio', allowDownload: true })).toEqual(
      [],
    );
  });

  it('names the field and says what is wrong', () => {
    expect(audio({ mediaId: 'kiln.mp3' })).toEqual([
      { path: at('mediaId'), message: AUDIO_MESSAGES.chooseTrack },
    ]);
    expect(audio({ title: 'x'.repeat(201) })).toEqual([
      { path: at('title'), message: 'Use at most 200 characters.' },
    ]);
    expect(audio({ allowDownload: 'yes' })[0]?.path).toBe(at('allowDownload'));
  });
});

describe('an album block’s settings (block type 60)', () => {
  const album = (settings: unknown) => problems(settings, 60);

  it(`keeps an album of up to ${LIMITS.maxAlbumTracks} tracks with a cover`, () => {
    const tracks = Array.from({ length: LIMITS.maxAlbumTracks }, (_, n) => track(n));
    expect(album({ title: 'Studio sounds', cover: { mediaId: id(5), alt: 'The kiln' }, tracks })).toEqual([]);
    expect(album({ tracks: [] })).toEqual([]);
  });

  it(`refuses track ${LIMITS.maxAlbumTracks + 1} with the limit’s words, naming the tracks`, () => {
    const tracks = Array.from({ length: LIMITS.maxAlbumTracks + 1 }, (_, n) => track(n));
    expect(album({ tracks })).toEqual([
      { path: at('tracks'), message: `An album holds at most ${LIMITS.maxAlbumTracks} tracks.` },
    ]);
  });

  it('names a track without a file, a repeated id and a cover that is not a library image', () => {
    expect(album({ tracks: [{ id: 'a', title: 'Song' }] })).toEqual([
      { path: at('tracks.0.mediaId'), message: AUDIO_MESSAGES.chooseTrack },
    ]);
    expect(album({ tracks: [track(1), { ...track(2), id: 't1' }] })).toEqual([
      { path: at('tracks.1.id'), message: 'This track id is used twice.' },
    ]);
    expect(album({ tracks: [], cover: { mediaId: '../x', alt: '' } })).toEqual([
      { path: at('cover.mediaId'), message: AUDIO_MESSAGES.chooseImage },
    ]);
    expect(album({})[0]?.path).toBe(at('tracks'));
  });
});
