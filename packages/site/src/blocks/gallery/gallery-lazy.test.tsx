// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../block-view';
import { gallerySlides } from './gallery.test-support';
import { galleryLoadQueue } from './gallery-lazy';
import { startGallery } from './gallery-start';

/** An IntersectionObserver the test drives: `enter` says an element came within the margin. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin: string },
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  enter(target: Element) {
    this.callback([{ target, isIntersecting: true }]);
  }
}

/** Starts a gallery whose images from the `from`th on lie 3000 px below the 800 px high window. */
function mount(settings: Record<string, unknown>, { from = 99, mobile = false } = {}) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const slide = this.closest('.gallery__slide');
    const at = slide ? [...(slide.parentElement?.children ?? [])].indexOf(slide) : -1;
    const top = at >= from ? 3000 : 0;
    return { top, left: 0, right: 300, bottom: top + 200, width: 300, height: 200, x: 0, y: top } as DOMRect;
  });
  // happy-dom fetches no image: every one is still on its way.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
  document.body.innerHTML = renderToString(
    <BlockView
      block={{ id: 'eeeeeeeeeeeeeeeeeeeeeeee', type: 8, settings: { slides: gallerySlides(6), ...settings } }}
    />,
  );
  const root = document.querySelector<HTMLElement>('[data-block-type="8"]')!;
  const win = Object.create(window, {
    IntersectionObserver: { value: FakeObserver },
    innerHeight: { value: 800 },
    innerWidth: { value: 1200 },
    matchMedia: { value: (query: string) => ({ matches: mobile && query.includes('coarse') }) },
  });
  startGallery(root, win);
  const images = [...root.querySelectorAll<HTMLImageElement>('.gallery__slide img')];
  return { root, images };
}

const held = (images: HTMLImageElement[]) => images.map((img) => img.dataset.lazySrc !== undefined);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the gallery’s lazy loading', () => {
  it('holds back images beyond 200 px of the window and loads them as they come near', () => {
    const { images } = mount({ design: 'grid' }, { from: 2 });
    expect(held(images)).toEqual([false, false, true, true, true, true]);
    expect(images[2]?.hasAttribute('src')).toBe(false);
    expect(FakeObserver.last?.options.rootMargin).toBe('200px');
    expect(FakeObserver.last?.targets.size).toBe(4);
    FakeObserver.last?.enter(images[3]!);
    expect(images[3]?.getAttribute('src')).toBe('/assets/demo/photo-4.jpg');
    expect(FakeObserver.last?.targets.has(images[3]!)).toBe(false);
  });

  it('loads one image at a time on a phone, the next when the last has loaded', () => {
    const { images } = mount({ design: 'grid' }, { from: 2, mobile: true });
    for (const img of images.slice(2)) FakeObserver.last?.enter(img);
    expect(images.slice(2).map((img) => img.hasAttribute('src'))).toEqual([true, false, false, false]);
    images[2]!.dispatchEvent(new Event('load'));
    expect(images.slice(2).map((img) => img.hasAttribute('src'))).toEqual([true, true, false, false]);
    images[3]!.dispatchEvent(new Event('error'));
    expect(images[4]?.hasAttribute('src')).toBe(true);
    expect(galleryLoadQueue(true).active).toBe(1);
    images[4]!.dispatchEvent(new Event('load'));
    images[5]!.dispatchEvent(new Event('load'));
    expect(galleryLoadQueue(true).active).toBe(0);
  });

  it('loads the slideshow’s current slide and its neighbours, then the next ones as it moves', () => {
    const { root, images } = mount({ design: 'slideshow' });
    // Slides 1, 2 and the last (a neighbour round the loop) stay; the others wait.
    expect(held(images)).toEqual([false, false, true, true, true, false]);
    root.querySelector<HTMLElement>('[data-gallery-next]')!.click();
    expect(held(images)).toEqual([false, false, false, true, true, false]);
  });
});
