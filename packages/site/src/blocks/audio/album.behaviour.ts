import type { Behaviour } from '../../runtime/behaviours';

interface Row {
  src: string;
  button: HTMLButtonElement | null;
  name: HTMLElement | null;
  own: HTMLAudioElement | null;
}

/**
 * Album block (type 60) in the browser. The markup already plays: each row has its own native
 * player. This hides those and shows the album's one player and a button a row: pressing a track
 * plays it, the next one starts when it ends, and the row playing carries aria-current. The buttons
 * are ordinary buttons (Tab, Enter, Space). Returns the undo.
 */
const albumBehaviour: Behaviour = (element) => {
  const player = element.querySelector<HTMLAudioElement>('audio[data-album-player]');
  const rows: Row[] = [...element.querySelectorAll<HTMLElement>('li[data-src]')].map((row) => ({
    src: row.dataset.src ?? '',
    button: row.querySelector('button[data-album-play]'),
    name: row.querySelector('[data-album-name]'),
    own: row.querySelector('audio[data-album-row-player]'),
  }));
  if (!player || !rows.length) return;
  let current = 0;

  const mark = (index: number) =>
    rows.forEach((row, at) => {
      if (at === index) row.button?.setAttribute('aria-current', 'true');
      else row.button?.removeAttribute('aria-current');
    });

  const play = (index: number) => {
    const row = rows[index];
    if (!row) return;
    current = index;
    if (player.getAttribute('src') !== row.src) player.setAttribute('src', row.src);
    mark(index);
    // A browser may refuse to start (no gesture yet): the player's own controls still work.
    player.play()?.catch(() => undefined);
  };

  const onClick = (event: Event) => {
    const index = rows.findIndex((row) => row.button === event.currentTarget);
    if (index >= 0) play(index);
  };
  const onPlay = () => mark(current);
  const onEnded = () => {
    if (current + 1 < rows.length) play(current + 1);
    else mark(-1);
  };

  const swap = (enhanced: boolean) => {
    player.hidden = !enhanced;
    for (const row of rows) {
      if (enhanced && row.own && !row.own.paused) row.own.pause();
      if (row.own) row.own.hidden = enhanced;
      if (row.name) row.name.hidden = enhanced;
      if (row.button) row.button.hidden = !enhanced;
    }
  };

  swap(true);
  for (const row of rows) row.button?.addEventListener('click', onClick);
  player.addEventListener('play', onPlay);
  player.addEventListener('ended', onEnded);
  return () => {
    for (const row of rows) row.button?.removeEventListener('click', onClick);
    player.removeEventListener('play', onPlay);
    player.removeEventListener('ended', onEnded);
    player.pause();
    mark(-1);
    swap(false);
  };
};

export default albumBehaviour;
