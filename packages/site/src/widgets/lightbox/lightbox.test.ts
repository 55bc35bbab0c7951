// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../runtime/dialogs';
import { handleEscape } from '../../runtime/escape-key';
import { focusableIn } from '../focus/contain-focus';
import { type LightboxState, openLightbox } from './lightbox';

const items = [1, 2, 3].map((n) => ({
  type: 'image' as const,
  src: `/p${n}.jpg`,
  alt: `Photo ${n}`,
  caption: `Caption ${n}`,
}));

function setMobile(mobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: mobile, media: query }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  setMobile(false);
});
afterEach(() => {
  while (dialogs.closeTop());
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('lightbox', () => {
  it('is a dialog labelled Gallery that goes through its states', () => {
    const states: LightboxState[] = [];
    const box = openLightbox({ items, index: 1, onStateChange: (state) => states.push(state) });
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).toBe('Gallery');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.classList.contains('lightbox--dark')).toBe(true);
    expect(dialog.querySelector('.lightbox__caption')?.textContent).toBe('Caption 2');
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(300);
    box.close();
    vi.advanceTimersByTime(300);
    expect(states).toEqual(['open', 'overlay shown', 'content shown', 'hiding', 'destroyed']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('throttles navigation to one move per 200 ms and loops on desktop', () => {
    const box = openLightbox({ items, index: 2, theme: 'light' });
    expect(box.next()).toBe(true);
    expect(box.index).toBe(0);
    expect(box.next()).toBe(false);
    vi.advanceTimersByTime(199);
    expect(box.next()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(box.previous()).toBe(true);
    expect(box.index).toBe(2);
  });

  it('does not loop on mobile and has no previous or next buttons there', () => {
    setMobile(true);
    const box = openLightbox({ items, index: 2 });
    expect(box.next()).toBe(false);
    const dialog = document.querySelector('.lightbox')!;
    expect(dialog.classList.contains('lightbox--mobile')).toBe(true);
    expect(dialog.querySelector<HTMLElement>('.lightbox__next')?.hidden).toBe(true);
    expect(dialog.querySelector<HTMLElement>('.lightbox__caption-toggle')?.hidden).toBe(false);
  });

  it('navigates by the half of the window clicked, never within 2% of its edges', () => {
    Object.defineProperty(window, 'innerWidth', { value: 1000, configurable: true });
    const box = openLightbox({ items, index: 1 });
    const img = document.querySelector<HTMLElement>('.lightbox__slide.is-current .lightbox__img')!;
    img.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 990 }));
    expect(box.index).toBe(1);
    img.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 700 }));
    expect(box.index).toBe(2);
    vi.advanceTimersByTime(200);
    img.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 300 }));
    expect(box.index).toBe(1);
  });

  it('closes on a click outside the image, and on Escape through the dialog registry, giving focus back', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    const first = openLightbox({ items, index: 0, opener });
    document.querySelector<HTMLElement>('.lightbox__overlay')!.click();
    expect(first.state).toBe('hiding');
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe(opener);
    const second = openLightbox({ items, index: 0, opener });
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape' });
    expect(handleEscape(escapeKey, { context: null, logout: () => undefined })).toBe(true);
    expect(second.state).toBe('hiding');
  });

  it('moves with the arrow keys and keeps Tab inside', () => {
    const box = openLightbox({ items, index: 0 });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(box.index).toBe(1);
    const close = document.querySelector<HTMLElement>('.lightbox__close')!;
    expect(document.activeElement).toBe(close);
    // The shared focus containment: Tab from the last control comes back to the first, and back.
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const controls = focusableIn({ container: dialog });
    expect(controls.length).toBeGreaterThan(1);
    controls.at(-1)!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(controls[0]);
    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
    );
    expect(document.activeElement).toBe(controls.at(-1));
    // Closed, it holds focus no longer.
    box.close();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(document.activeElement).toBe(outside);
  });

  it('plays a video item inside', () => {
    openLightbox({
      items: [{ type: 'video', src: '/poster.jpg', videoUrl: '/clip.webm', alt: 'Clip' }],
      index: 0,
    });
    const video = document.querySelector('.lightbox video');
    expect(video?.getAttribute('src')).toBe('/clip.webm');
    expect(video?.hasAttribute('controls')).toBe(true);
  });
});
