import { LIMITS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { pageNeedsStylesheet } from '../../page/style-parts';
import { behavioursIn, blockRegistry } from '../registry';
import { ALBUM, AUDIO_LIBRARY, BLOCK_ID, CHIME, COVER, renderAudio, SONG, VIDEO } from './audio.test-support';

describe('audio block (type 41)', () => {
  it('is the browser’s own player, loading nothing before play, with its words and length', () => {
    const { document } = renderAudio(41, { mediaId: CHIME, title: 'Kiln chime', artist: 'The studio bell' });
    const root = document.body.firstElementChild!;
    expect(root.tagName).toBe('FIGURE');
    expect(root.getAttribute('data-block-type')).toBe('41');
    expect(root.getAttribute('data-behaviour')).toBeNull();
    const audio = root.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe(AUDIO_LIBRARY[CHIME]!.url);
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.getAttribute('aria-label')).toBe('Kiln chime');
    expect(root.querySelector('figcaption')?.textContent).toBe('Kiln chimeThe studio bell0:03');
    expect(root.querySelector('time')?.getAttribute('datetime')).toBe('PT3S');
  });

  it('asks browsers to hide their download item unless the owner allows downloads, then links the file', () => {
    const closed = renderAudio(41, { mediaId: CHIME, title: 'Kiln chime' }).document;
    expect(closed.querySelector('audio')?.getAttribute('controlslist')).toBe('nodownload');
    expect(closed.querySelector('a')).toBeNull();
    const open = renderAudio(41, { mediaId: CHIME, title: 'Kiln chime', allowDownload: true }).document;
    expect(open.querySelector('audio')?.hasAttribute('controlslist')).toBe(false);
    const link = open.querySelector('a.block-audio__download')!;
    expect(link.getAttribute('href')).toBe(AUDIO_LIBRARY[CHIME]!.url);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('aria-label')).toBe('Download Kiln chime');
  });

  it('speaks the page’s language', () => {
    const { document } = renderAudio(41, { mediaId: CHIME, title: 'Carillon', allowDownload: true }, 'fr');
    expect(document.querySelector('a.block-audio__download')?.textContent).toBe('Télécharger');
    expect(document.querySelector('a.block-audio__download')?.getAttribute('aria-label')).toBe(
      'Télécharger Carillon',
    );
  });

  it.each([[{}], [{ mediaId: 'f'.repeat(24) }], [{ mediaId: VIDEO }], [{ mediaId: COVER }], [null]])(
    'renders nothing without an audio file to play: %j',
    (settings) => {
      expect(renderAudio(41, settings).html).toBe('');
    },
  );
});

describe('album block (type 60)', () => {
  it('lists its tracks, each a row with its own native player, number, title and length', () => {
    const { document } = renderAudio(60, ALBUM);
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-behaviour')).toBe('album');
    expect(root.getAttribute('aria-labelledby')).toBe(`album-${BLOCK_ID}`);
    expect(root.querySelector('h3')?.textContent).toBe('Studio sounds');
    expect(root.querySelector('img.block-album__cover')?.getAttribute('alt')).toBe('The kiln at night');
    const rows = [...root.querySelectorAll('ol > li')];
    expect(rows).toHaveLength(3);
    expect(root.querySelector('ol')?.getAttribute('aria-label')).toBe('Tracks');
    expect(rows.map((row) => row.querySelector('.block-album__name')?.textContent)).toEqual([
      'Kiln chime',
      'Wheel song',
      'Track 3',
    ]);
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual(['0:03', '3:05', '0:03']);
    for (const row of rows) {
      const own = row.querySelector('audio')!;
      expect(own.hasAttribute('hidden')).toBe(false);
      expect(own.getAttribute('preload')).toBe('none');
      expect(own.getAttribute('src')).toBe(row.getAttribute('data-src'));
      // The button the behaviour shows is there, hidden, with its name in the page's language.
      expect(row.querySelector('button')?.hasAttribute('hidden')).toBe(true);
    }
    expect(rows[1]?.querySelector('button')?.getAttribute('aria-label')).toBe('Play Wheel song');
    expect(rows[1]?.getAttribute('data-src')).toBe(AUDIO_LIBRARY[SONG]!.url);
    // The album's one player waits hidden for the behaviour.
    const player = root.querySelector('audio[data-album-player]')!;
    expect(player.hasAttribute('hidden')).toBe(true);
    expect(player.getAttribute('aria-label')).toBe('Album player: Studio sounds');
  });

  it('leaves out tracks whose file is gone or is not audio, and a cover that is not an image', () => {
    const tracks = [
      ...ALBUM.tracks,
      { id: 't4', mediaId: VIDEO, title: 'Film' },
      { id: 't5', mediaId: 'e'.repeat(24), title: 'Gone' },
    ];
    const { document } = renderAudio(60, { ...ALBUM, cover: { mediaId: SONG, alt: '' }, tracks });
    expect(document.querySelectorAll('ol > li')).toHaveLength(3);
    expect(document.querySelector('img')).toBeNull();
    expect(renderAudio(60, { tracks: [{ id: 'x', mediaId: VIDEO, title: 'Film' }] }).html).toBe('');
    expect(renderAudio(60, { tracks: [] }).html).toBe('');
  });

  it(`plays at most ${LIMITS.maxAlbumTracks} tracks, whatever an older draft holds`, () => {
    const tracks = Array.from({ length: LIMITS.maxAlbumTracks + 5 }, (_, n) => ({
      id: `t${n}`,
      mediaId: CHIME,
      title: `T${n}`,
    }));
    expect(renderAudio(60, { tracks }).document.querySelectorAll('ol > li')).toHaveLength(
      LIMITS.maxAlbumTracks,
    );
  });

  it('links each track to download only when the owner allows it', () => {
    expect(renderAudio(60, ALBUM).document.querySelectorAll('a[download]')).toHaveLength(0);
    const open = renderAudio(60, { ...ALBUM, allowDownload: true }, 'de').document;
    const links = [...open.querySelectorAll('a[download]')];
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Kiln chime herunterladen',
      'Wheel song herunterladen',
      'Titel 3 herunterladen',
    ]);
    expect(open.querySelector('audio')?.hasAttribute('controlslist')).toBe(false);
  });
});

describe('audio and album in the page', () => {
  it('are found by search: titles, the line about them and each track', () => {
    expect(blockRegistry.get(41)?.text?.({ mediaId: CHIME, title: 'Kiln chime', artist: 'Bell' })).toBe(
      'Kiln chime\nBell',
    );
    expect(blockRegistry.get(60)?.text?.(ALBUM)).toBe(
      'Studio sounds\nRiverside Studio\nKiln chime\nWheel song',
    );
  });

  it('load the album behaviour only for albums, and their styles only where they are', () => {
    const page = (type: number) => ({
      sections: [
        {
          id: 'd'.repeat(24),
          blocks: [{ id: BLOCK_ID, type, settings: type === 60 ? ALBUM : { mediaId: CHIME } }],
        },
      ],
    });
    expect(behavioursIn(page(41))).toEqual([]);
    expect(behavioursIn(page(60))).toEqual(['album']);
    const css = 'blocks/audio/audio.css';
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([41]) })).toBe(true);
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([60]) })).toBe(true);
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([62]) })).toBe(false);
  });
});
