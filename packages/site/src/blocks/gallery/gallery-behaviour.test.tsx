// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../block-view';
import { gallerySlides } from './gallery.test-support';
import { startAutoplay } from './gallery-autoplay';
import { GalleryModel } from './gallery-controller';
import { MISSING_CONTAINER, startGallery } from './gallery-start';

function mount(settings: Record<string, unknown>): HTMLElement {
  document.body.innerHTML = renderToString(
    <BlockView
      block={{ id: 'dddddddddddddddddddddddd', type: 8, settings: { slides: gallerySlides(4), ...settings } }}
    />,
  );
  return document.querySelector<HTMLElement>('[data-block-type="8"]')!;
}

const current = (root: HTMLElement) =>
  [...root.querySelectorAll('.gallery__slide')].findIndex((slide) => slide.classList.contains('is-current'));

const key = (keyCode: number, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { keyCode, bubbles: true } as KeyboardEventInit));

function model(count: number, loop = true, show = () => 1000) {
  return new GalleryModel({
    numberOfSlides: count,
    currentIndex: 0,
    loop,
    keyboard: true,
    historyHash: false,
    autoplayOptions: { randomize: false, timeout: 5000, pauseOnMouseover: true },
    elements: { next: null, previous: null, currentIndex: null, totalSlides: null, controls: null },
    show,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom lays nothing out; the gallery is treated as on screen.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 0,
    left: 0,
    right: 800,
    bottom: 600,
    width: 800,
    height: 600,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('gallery model', () => {
  it('refuses changes in motion, then moves once the motion is over', () => {
    const gallery = model(4);
    expect(gallery.next()).toEqual({ kind: 'moved', index: 1 });
    expect(gallery.inMotion).toBe(true);
    expect(gallery.next()).toEqual({ kind: 'refused' });
    vi.advanceTimersByTime(999);
    expect(gallery.next()).toEqual({ kind: 'refused' });
    vi.advanceTimersByTime(1);
    expect(gallery.next()).toEqual({ kind: 'moved', index: 2 });
  });

  it('fires reachedBeginning and reachedEnd without loop', () => {
    const gallery = model(2, false, () => 0);
    const events: string[] = [];
    gallery.on('reachedBeginning', () => events.push('beginning'));
    gallery.on('reachedEnd', () => events.push('end'));
    gallery.previous();
    gallery.next();
    gallery.next();
    expect(events).toEqual(['beginning', 'end']);
    expect(gallery.currentIndex).toBe(1);
  });

  it('keeps linked galleries in sync and refuses while a linked one is in motion', () => {
    const slideshow = model(4);
    const strip = model(4, true, () => 0);
    slideshow.link(strip);
    slideshow.setIndex(2);
    expect(strip.currentIndex).toBe(2);
    expect(strip.setIndex(3)).toEqual({ kind: 'refused' });
    vi.advanceTimersByTime(1000);
    strip.setIndex(3);
    expect(slideshow.currentIndex).toBe(3);
  });
});

describe('autoplay', () => {
  it('advances every 5000 ms in the slideshow, pauses on mouseover and from its pause control', () => {
    const root = mount({ design: 'slideshow', autoplay: true });
    startGallery(root);
    vi.advanceTimersByTime(4999);
    expect(current(root)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current(root)).toBe(1);
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(20_000);
    expect(current(root)).toBe(1);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(5000);
    expect(current(root)).toBe(2);
    const pause = root.querySelector<HTMLButtonElement>('[data-gallery-pause]')!;
    expect(pause.hidden).toBe(false);
    pause.click();
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    vi.advanceTimersByTime(20_000);
    expect(current(root)).toBe(2);
  });

  it('uses the generic 1000 ms outside the slideshow, and is off with nomotion=true', () => {
    const root = mount({ design: 'carousel', autoplay: true, slidesPerRow: 1 });
    startGallery(root);
    vi.advanceTimersByTime(1000);
    expect(current(root)).toBe(1);
    const still = mount({ design: 'slideshow', autoplay: true });
    const win = Object.create(window, { location: { value: new URL('http://x.test/?nomotion=true') } });
    startGallery(still, win);
    vi.advanceTimersByTime(20_000);
    expect(current(still)).toBe(0);
    expect(still.querySelector('[data-gallery-pause]')).toBeNull();
  });

  it('stops while a video plays, comes back when it stops, and does not pause on mouseover on mobile', () => {
    const root = document.createElement('div');
    const video = document.createElement('video');
    root.append(video);
    const gallery = model(3, true, () => 0);
    const autoplay = startAutoplay({ gallery, root, mobile: true, pauseButton: null });
    root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(autoplay.running).toBe(true);
    video.dispatchEvent(new Event('play'));
    expect(autoplay.running).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(gallery.currentIndex).toBe(0);
    Object.defineProperty(video, 'paused', { value: true });
    video.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(5000);
    expect(gallery.currentIndex).toBe(1);
    autoplay.destroy();
  });

  it('picks a different slide each time in random mode', () => {
    const gallery = model(3, true, () => 0);
    gallery.autoplayOptions.randomize = true;
    const autoplay = startAutoplay({
      gallery,
      root: document.body,
      mobile: false,
      pauseButton: null,
      random: () => 0,
    });
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = gallery.currentIndex;
      vi.advanceTimersByTime(5000);
      expect(gallery.currentIndex).not.toBe(before);
      seen.push(gallery.currentIndex);
    }
    expect(seen).toEqual([1, 0, 1, 0]);
    autoplay.destroy();
  });
});

describe('keys', () => {
  it('goes back on 37 and forward on 39, not while typing or in motion', () => {
    const root = mount({ design: 'slideshow' });
    const input = document.createElement('input');
    document.body.append(input);
    startGallery(root);
    key(39);
    expect(current(root)).toBe(1);
    key(39);
    expect(current(root)).toBe(1);
    vi.advanceTimersByTime(1200);
    key(39, input);
    expect(current(root)).toBe(1);
    key(37);
    expect(current(root)).toBe(0);
  });
});

describe('resize', () => {
  it('recounts the autogrid columns (250 px, rounded up) 100 ms after the window stops resizing', () => {
    const root = mount({ design: 'autogrid' });
    let width = 600;
    Object.defineProperty(root, 'clientWidth', { get: () => width });
    startGallery(root);
    expect(root.style.getPropertyValue('--gallery-columns')).toBe('3');
    width = 1000;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(99);
    expect(root.style.getPropertyValue('--gallery-columns')).toBe('3');
    vi.advanceTimersByTime(1);
    expect(root.style.getPropertyValue('--gallery-columns')).toBe('4');
  });
});

describe('start and errors', () => {
  it('stops with the decoding and evaluating messages', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = mount({ design: 'grid' });
    root.dataset.gallery = '{broken';
    expect(startGallery(root)).toBeUndefined();
    root.dataset.gallery = '[1]';
    expect(startGallery(root)).toBeUndefined();
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      'Error decoding gallery block data.',
      'Error evaluating gallery block data.',
    ]);
  });

  it('only logs when given no element, throws for a missing container and an unknown transition, and only warns when bound twice', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(startGallery(null)).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Error: No valid HTMLElement node was supplied!');
    error.mockRestore();
    const bare = document.createElement('div');
    bare.dataset.gallery = JSON.stringify({ layout: 'base', design: 'stacked' });
    expect(() => startGallery(bare)).toThrow(MISSING_CONTAINER);
    const root = mount({ design: 'slideshow', transition: 'wipe' });
    expect(() => startGallery(root)).toThrow('Could not find transition named wipe');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ok = mount({ design: 'slideshow' });
    startGallery(ok);
    expect(startGallery(ok)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('disables the controls at the ends without loop, and carousel groups use aria-disabled', () => {
    const root = mount({ design: 'slideshow', loop: false });
    startGallery(root);
    const previous = root.querySelector('[data-gallery-previous]')!;
    expect(previous.classList.contains('disabled')).toBe(true);
    const carousel = mount({ design: 'carousel', slidesPerRow: 2, loop: false });
    startGallery(carousel);
    expect(carousel.querySelector('[data-gallery-previous]')?.getAttribute('aria-disabled')).toBe('true');
    expect(carousel.querySelector('[data-gallery-next]')?.getAttribute('aria-disabled')).toBe('false');
    carousel.querySelector<HTMLElement>('[data-gallery-next]')!.click();
    expect(current(carousel)).toBe(2);
    expect(carousel.querySelector('[data-gallery-next]')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('selects the slide named in the hash or the last path segment', () => {
    const root = mount({ design: 'slideshow' });
    const id = root.querySelectorAll<HTMLElement>('.gallery__slide')[2]!.dataset.slideId;
    const win = Object.create(window, { location: { value: new URL(`http://x.test/work#${id}`) } });
    startGallery(root, win);
    expect(current(root)).toBe(2);
  });
});
