import { randomOtherIndex } from '@atelier/domain';
import type { GalleryModel } from './gallery-controller';

export interface AutoplayInit {
  gallery: GalleryModel;
  root: HTMLElement;
  /** On touch devices there is no mouseover to pause on. */
  mobile: boolean;
  pauseButton: HTMLButtonElement | null;
  random?: () => number;
}

export interface Autoplay {
  readonly running: boolean;
  destroy(): void;
}

/**
 * Autoplay of spec 001 §4: advances every autoplayOptions.timeout ms, pauses on mouseover except on
 * mobile, stops while a video slide plays and comes back when it stops, and has a visible pause
 * control (WCAG 2.2.2). Random mode picks a different slide each time.
 */
export function startAutoplay({ gallery, root, mobile, pauseButton, random }: AutoplayInit): Autoplay {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let videoPlaying = false;
  let pausedByVisitor = false;

  const blocked = () => hovered || videoPlaying || pausedByVisitor;
  const arm = () => {
    clearTimeout(timer);
    timer = undefined;
    if (blocked()) return;
    timer = setTimeout(tick, gallery.autoplayOptions.timeout);
  };
  const tick = () => {
    timer = undefined;
    const { randomize } = gallery.autoplayOptions;
    const change = randomize
      ? gallery.setIndex(randomOtherIndex(gallery.currentIndex, gallery.numberOfSlides, random))
      : gallery.next();
    // Without loop the last slide ends the show; in motion it tries again after the next timeout.
    if (change.kind === 'reachedEnd') return;
    arm();
  };

  const offChange = gallery.on('change', () => arm());
  const onEnter = () => {
    if (mobile) return;
    hovered = true;
    arm();
  };
  const onLeave = () => {
    hovered = false;
    arm();
  };
  const onPlay = (event: Event) => {
    if (!(event.target instanceof HTMLVideoElement)) return;
    videoPlaying = true;
    arm();
  };
  const onStop = (event: Event) => {
    if (!(event.target instanceof HTMLVideoElement)) return;
    videoPlaying = [...root.querySelectorAll('video')].some((video) => !video.paused && !video.ended);
    arm();
  };
  // The server wrote the button in the page's language: Pause as its text, Play beside it.
  const words = pauseButton
    ? { pause: pauseButton.textContent ?? 'Pause', play: pauseButton.dataset.labelPlay ?? 'Play' }
    : null;
  const label = () => {
    if (!pauseButton || !words) return;
    pauseButton.setAttribute('aria-pressed', String(pausedByVisitor));
    pauseButton.textContent = pausedByVisitor ? words.play : words.pause;
  };
  const onPauseClick = () => {
    pausedByVisitor = !pausedByVisitor;
    label();
    arm();
  };

  const off = new AbortController();
  const on = { signal: off.signal };
  root.addEventListener('mouseenter', onEnter, on);
  root.addEventListener('mouseleave', onLeave, on);
  // Media events do not bubble; capture sees them on the way down.
  const capture = { ...on, capture: true };
  root.addEventListener('play', onPlay, capture);
  root.addEventListener('pause', onStop, capture);
  root.addEventListener('ended', onStop, capture);
  pauseButton?.addEventListener('click', onPauseClick, on);
  if (pauseButton) pauseButton.hidden = false;
  label();
  arm();

  return {
    get running() {
      return timer !== undefined;
    },
    destroy() {
      clearTimeout(timer);
      offChange();
      off.abort();
    },
  };
}
