// @vitest-environment happy-dom
import { AUDIO_MESSAGES, LIMITS, type MediaItemJson } from '@atelier/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeBlock } from '../document/block-kinds';
import { blockTexts } from '../languages/block-texts';
import { createEditorQueryClient } from '../shared/queries';
import { AlbumEditor } from './album-editor';
import { blockPanelHarness } from './block-panel.test-support';

const item = (id: string, fileName: string, title: string, duration: number): MediaItemJson => ({
  id,
  kind: 'audio',
  mimeType: 'audio/mpeg',
  fileName,
  title,
  alt: '',
  caption: '',
  size: 20_000,
  width: null,
  height: null,
  animated: false,
  duration,
  focalPoint: { x: 0.5, y: 0.5 },
  placeholder: null,
  serveOriginal: false,
  previewUrl: `/s/${id}/${fileName}`,
  url: `/s/${id}/${fileName}`,
  originalUrl: `/api/config/media/${id}/original`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const CHIME = item('a'.repeat(24), 'chime.wav', 'Kiln chime', 3.4);
const SONG = item('b'.repeat(24), 'song.mp3', 'Wheel song', 185);
const LIBRARY = [CHIME, SONG];

describe('the audio and album blocks in the Blocks panel', () => {
  const { container, show, until, lastBlock } = blockPanelHarness('Work', 'work');
  const listed: string[] = [];

  // The library answers with two audio files, on top of the harness's stubbed server.
  beforeEach(() => {
    listed.length = 0;
    const pageServer = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path.startsWith('/api/config/media?')) {
          listed.push(path);
          const body = { items: LIBRARY, next: null, usedBytes: 40_000, quotaBytes: 1_000_000_000 };
          return new Response(JSON.stringify(body), { status: 200 });
        }
        return pageServer(path, init);
      }),
    );
  });

  const buttons = () => Array.from(container().querySelectorAll('button'));
  const button = (name: string) => {
    const found = buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const field = (label: string) => {
    const found = Array.from(container().querySelectorAll('label')).find((l) => l.textContent === label);
    const control = found && container().ownerDocument.getElementById(found.htmlFor);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement;
  };
  const type = (label: string, value: string) =>
    act(() => {
      const control = field(label);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const click = (name: string) => act(async () => button(name).click());
  const addBlock = async (kind: string) => {
    await until(() => expect(button('Add block').disabled).toBe(false));
    await click('Add block');
    const offer = Array.from(container().querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith(kind),
    );
    if (!offer) throw new Error(`No ${kind} in the Add block menu`);
    await act(async () => offer.click());
  };
  const tile = (fileName: string) =>
    Array.from(container().querySelectorAll<HTMLButtonElement>('.media-grid__item')).find((b) =>
      b.textContent?.includes(fileName),
    );

  it('adds an Audio block, picks a track from the library’s audio, and lets visitors download it', async () => {
    await show();
    await addBlock('Audio');
    await until(() => expect(lastBlock()).toMatchObject({ type: 41, settings: {} }));
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Audio', detail: 'Choose a track' });
    await click('Choose a track');
    await until(() => expect(tile('chime.wav')).toBeDefined());
    // The library opens on its audio files: an icon, the name and the length.
    expect(listed[0]).toContain('kind=audio');
    const kind = container().querySelector<HTMLSelectElement>('select[aria-label="Type"]')!;
    expect(kind.value).toBe('audio');
    expect(tile('chime.wav')!.textContent).toBe('Audio, 0:03chime.wav');
    expect(tile('song.mp3')!.querySelector('svg')).not.toBeNull();
    await act(async () => tile('song.mp3')!.click());
    await until(() => expect(container().textContent).toContain('Length3:05'));
    await click('Use this file');
    await until(() => expect(lastBlock()?.settings).toEqual({ mediaId: SONG.id, title: 'Wheel song' }));
    await until(() => expect(container().textContent).toContain('Playing song.mp3 · 3:05'));
    await type('Artist or description', 'The wheel room');
    await act(async () => field('Let visitors download the file').click());
    await until(() =>
      expect(lastBlock()?.settings).toEqual({
        mediaId: SONG.id,
        title: 'Wheel song',
        artist: 'The wheel room',
        allowDownload: true,
      }),
    );
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Audio', detail: 'Wheel song' });
    expect(blockTexts(lastBlock()!).map((text) => text.label)).toEqual([
      'Track title',
      'Artist or description',
    ]);
  });

  it('adds an Album block, fills it from the library several at a time, renames, moves and removes tracks', async () => {
    await show();
    await addBlock('Album');
    await until(() => expect(lastBlock()).toMatchObject({ type: 60, settings: { tracks: [] } }));
    await type('Album title', 'Studio sounds');
    await click('Add tracks');
    await until(() => expect(tile('chime.wav')).toBeDefined());
    await act(async () => tile('chime.wav')!.click());
    await act(async () =>
      tile('song.mp3')!.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true })),
    );
    await click('Use these 2 files');
    const tracks = () =>
      (lastBlock()?.settings.tracks ?? []) as { id: string; mediaId: string; title: string }[];
    await until(() => expect(tracks().map((t) => t.title)).toEqual(['Kiln chime', 'Wheel song']));
    expect(tracks().every((t) => /^[0-9a-f]{24}$/.test(t.id))).toBe(true);
    expect(tracks().map((t) => t.mediaId)).toEqual([CHIME.id, SONG.id]);
    expect(container().textContent).toContain('song.mp3 · 3:05');
    await type('Track 2', 'Wheel song, slow');
    await until(() => expect(tracks()[1]?.title).toBe('Wheel song, slow'));
    await click('Move Wheel song, slow up');
    await until(() => expect(tracks().map((t) => t.title)).toEqual(['Wheel song, slow', 'Kiln chime']));
    await click('Remove Kiln chime');
    await until(() => expect(tracks().map((t) => t.title)).toEqual(['Wheel song, slow']));
    expect(container().querySelector('[role="status"]')?.textContent).toBe('Kiln chime removed.');
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Album', detail: 'Studio sounds, 1 track' });
    expect(blockTexts(lastBlock()!).map((text) => text.label)).toEqual(['Album title', 'Track title 1']);
  });
});

describe(`the album panel at ${LIMITS.maxAlbumTracks} tracks`, () => {
  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    return () => vi.unstubAllGlobals();
  });

  function render(count: number) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const tracks = Array.from({ length: count }, (_, n) => ({
      id: `t${n}`,
      mediaId: CHIME.id,
      title: `Take ${n + 1}`,
    }));
    act(() =>
      root.render(
        <QueryClientProvider client={createEditorQueryClient()}>
          <AlbumEditor settings={{ tracks }} onChange={() => undefined} />
        </QueryClientProvider>,
      ),
    );
    return { container, done: () => act(() => root.unmount()) };
  }

  it('stops adding and says why', () => {
    const full = render(LIMITS.maxAlbumTracks);
    const add = Array.from(full.container.querySelectorAll('button')).find(
      (b) => b.textContent === 'Add tracks',
    )!;
    expect(add.disabled).toBe(true);
    expect(full.container.textContent).toContain(AUDIO_MESSAGES.tooManyTracks);
    expect(AUDIO_MESSAGES.tooManyTracks).toBe(`An album holds at most ${LIMITS.maxAlbumTracks} tracks.`);
    full.done();
    const room = render(LIMITS.maxAlbumTracks - 1);
    const open = Array.from(room.container.querySelectorAll('button')).find(
      (b) => b.textContent === 'Add tracks',
    )!;
    expect(open.disabled).toBe(false);
    expect(room.container.textContent).not.toContain(AUDIO_MESSAGES.tooManyTracks);
    room.done();
  });
});
