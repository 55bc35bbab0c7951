// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import albumBehaviour from './album.behaviour';
import { ALBUM, AUDIO_LIBRARY, CHIME, renderAudio, SONG } from './audio.test-support';

let played: string[] = [];

beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    played.push(this.getAttribute('src') ?? '');
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mount() {
  document.body.innerHTML = renderAudio(60, ALBUM).html;
  const root = document.body.firstElementChild as HTMLElement;
  const undo = albumBehaviour(root, siteContext()) as () => void;
  const player = root.querySelector<HTMLAudioElement>('audio[data-album-player]')!;
  const rows = [...root.querySelectorAll<HTMLLIElement>('ol > li')];
  const buttons = rows.map((row) => row.querySelector('button')!);
  const current = () => buttons.map((button) => button.getAttribute('aria-current'));
  return { root, undo, player, rows, buttons, current };
}

describe('the album behaviour', () => {
  it('swaps the rows’ players for the album’s one player and a button a track', () => {
    const { player, rows, buttons } = mount();
    expect(player.hidden).toBe(false);
    for (const row of rows) {
      expect(row.querySelector<HTMLAudioElement>('audio')!.hidden).toBe(true);
      expect(row.querySelector<HTMLElement>('[data-album-name]')!.hidden).toBe(true);
    }
    expect(buttons.every((button) => !button.hidden && button.type === 'button')).toBe(true);
    // Ready on the first track, fetching nothing yet.
    expect(player.getAttribute('src')).toBe(AUDIO_LIBRARY[CHIME]!.url);
    expect(player.getAttribute('preload')).toBe('none');
  });

  it('plays the track pressed, marks its row current, and plays the next one when it ends', () => {
    const { player, buttons, current } = mount();
    buttons[1]!.click();
    expect(played).toEqual([AUDIO_LIBRARY[SONG]!.url]);
    expect(player.getAttribute('src')).toBe(AUDIO_LIBRARY[SONG]!.url);
    expect(current()).toEqual([null, 'true', null]);
    player.dispatchEvent(new Event('ended'));
    expect(played.at(-1)).toBe(AUDIO_LIBRARY[CHIME]!.url);
    expect(current()).toEqual([null, null, 'true']);
    // After the last track the album stops, and no row is marked.
    player.dispatchEvent(new Event('ended'));
    expect(played).toHaveLength(2);
    expect(current()).toEqual([null, null, null]);
  });

  it('marks the first row when the visitor starts the album’s player itself', () => {
    const { player, current } = mount();
    player.dispatchEvent(new Event('play'));
    expect(current()).toEqual(['true', null, null]);
  });

  it('gives the rows their own players back on undo', () => {
    const { undo, player, rows, buttons } = mount();
    buttons[0]!.click();
    undo();
    expect(player.hidden).toBe(true);
    expect(rows.every((row) => !row.querySelector<HTMLAudioElement>('audio')!.hidden)).toBe(true);
    expect(buttons.every((button) => button.hidden && !button.hasAttribute('aria-current'))).toBe(true);
    buttons[1]!.click();
    expect(played).toHaveLength(1);
  });
});
