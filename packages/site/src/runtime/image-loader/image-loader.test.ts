// @vitest-environment happy-dom
import { imageLoaderMessages } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createImageLoader, type LoaderEnvironment } from './image-loader';

/** Observers the test drives: it says when an element comes into range or changes size. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options?: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  fire(element: Element) {
    this.callback([{ target: element, isIntersecting: true }]);
  }
}

let ratio = 1;
let saveData = false;
const env = (): LoaderEnvironment => ({
  pixelRatio: () => ratio,
  saveData: () => saveData,
  IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
  ResizeObserver: FakeObserver as unknown as typeof ResizeObserver,
});
const viewportObserver = () => FakeObserver.made.find((o) => o.options?.rootMargin !== undefined);
const resizeObserver = () => FakeObserver.made.find((o) => o.options?.rootMargin === undefined);

/** A server-rendered library image: <picture> with AVIF and WebP sources and a JPEG <img>. */
function picture(attributes: Record<string, string> = {}, box = { width: 360, height: 240 }) {
  const frame = document.createElement('div');
  frame.innerHTML = `<picture><source type="image/avif" srcset="/media/abc/500.avif 500w"><source type="image/webp" srcset="/media/abc/500.webp 500w"><img></picture>`;
  document.body.append(frame);
  const img = frame.querySelector('img') as HTMLImageElement;
  const all = {
    'data-src': '/media/abc/',
    'data-image-dimensions': '3000x2000',
    'data-load': 'true',
    ...attributes,
  };
  for (const [name, value] of Object.entries(all)) img.setAttribute(name, value);
  const size = { ...box };
  img.getBoundingClientRect = () => ({ ...size }) as DOMRect;
  frame.getBoundingClientRect = () => ({ ...size }) as DOMRect;
  return { img, frame, size, sources: [...frame.querySelectorAll('source')] };
}

const loaded = (img: HTMLImageElement) => img.dispatchEvent(new Event('load'));

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  ratio = 1;
  saveData = false;
  FakeObserver.made = [];
  document.body.innerHTML = '';
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('image loader', () => {
  it('loads the derived width the box needs at the device pixel ratio, in every format of the picture', () => {
    ratio = 2;
    const { img, sources } = picture();
    expect(createImageLoader(env()).add(img)).toBe(true);
    expect(img.getAttribute('src')).toBe('/media/abc/750.jpeg');
    expect(img.getAttribute('srcset')).toBe('/media/abc/750.jpeg');
    expect(sources.map((s) => s.getAttribute('srcset'))).toEqual([
      '/media/abc/750.avif',
      '/media/abc/750.webp',
    ]);
    expect(img.dataset.imageResolution).toBe('750');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the format of the fallback <img> and honours dprMax, dprMin, sizeAdjustment and Save-Data', () => {
    ratio = 3;
    const capped = picture().img;
    capped.setAttribute('src', '/media/abc/100.png');
    createImageLoader(env()).add(capped);
    // 360 × 2 (the default dprMax) = 720.
    expect(capped.getAttribute('src')).toBe('/media/abc/750.png');

    ratio = 1;
    const floored = picture({ 'data-dpr-min': '2' }).img;
    createImageLoader(env()).add(floored);
    expect(floored.dataset.imageResolution).toBe('750');

    const adjusted = picture({ 'data-size-adjustment': '3' }).img;
    createImageLoader(env()).add(adjusted);
    expect(adjusted.dataset.imageResolution).toBe('1500');

    ratio = 2;
    saveData = true;
    const thrifty = picture({ 'data-allow-save-data': 'true' }).img;
    createImageLoader(env()).add(thrifty);
    expect(thrifty.dataset.imageResolution).toBe('500');
    const ignoring = picture().img;
    createImageLoader(env()).add(ignoring);
    expect(ignoring.dataset.imageResolution).toBe('750');
  });

  it('sizes a cover crop by the box height and a fitted picture by what fits', () => {
    const tall = picture(
      { 'data-mode': 'cover', 'data-image-focal-point': '0.25,0.75' },
      { width: 300, height: 600 },
    );
    createImageLoader(env()).add(tall.img);
    expect(tall.img.dataset.imageResolution).toBe('1000');
    expect(tall.img.style.objectFit).toBe('cover');
    expect(tall.img.style.objectPosition).toBe('25% 75%');

    const low = picture({ 'data-mode': 'fit', 'data-fit-alignment': 'left' }, { width: 1000, height: 100 });
    createImageLoader(env()).add(low.img);
    expect(low.img.dataset.imageResolution).toBe('300');
    expect(low.img.style.objectFit).toBe('contain');
    expect(low.img.style.objectPosition).toBe('0% 50%');
    expect(low.img.style.width).toBe('100%');
  });

  it('uses the focal point 0.5,0.5 when none is given and keeps a fixed ratio', () => {
    const { img } = picture({ 'data-mode': 'fill', 'data-fixed-ratio': 'true' });
    createImageLoader(env()).add(img);
    expect(img.style.objectPosition).toBe('50% 50%');
    expect(img.style.aspectRatio).toBe('3000 / 2000');
  });

  it('loads a viewport image only once it comes within 200 px, then stops observing it', () => {
    const { img } = picture({ 'data-load': 'viewport' });
    const loader = createImageLoader(env());
    loader.add(img);
    const viewport = viewportObserver();
    expect(viewport?.options?.rootMargin).toBe('200px');
    expect(img.hasAttribute('src')).toBe(false);
    expect(viewport?.observed.has(img)).toBe(true);
    viewport?.fire(img);
    expect(img.getAttribute('src')).toBe('/media/abc/500.jpeg');
    expect(viewport?.observed.has(img)).toBe(false);
  });

  it('does not load an image with load false until asked', () => {
    const { img } = picture({ 'data-load': 'false' });
    const loader = createImageLoader(env());
    loader.add(img);
    expect(img.hasAttribute('src')).toBe(false);
    expect(loader.load(img)).toBe(true);
    expect(img.getAttribute('src')).toBe('/media/abc/500.jpeg');
  });

  it('skips an image already loading and loads the larger size once the running load ends', () => {
    const { img, size } = picture();
    const loader = createImageLoader(env());
    loader.add(img);
    size.width = 900;
    size.height = 600;
    expect(loader.load(img)).toBe(false);
    expect(img.getAttribute('src')).toBe('/media/abc/500.jpeg');
    loaded(img);
    expect(img.getAttribute('src')).toBe('/media/abc/1000.jpeg');
  });

  it('upgrades when the box grows, never downgrades when it shrinks, unless forced', () => {
    const { img, size } = picture();
    const loader = createImageLoader(env());
    loader.add(img);
    loaded(img);
    size.width = 1200;
    size.height = 800;
    resizeObserver()?.fire(img);
    expect(img.getAttribute('src')).toBe('/media/abc/1500.jpeg');
    loaded(img);
    size.width = 200;
    size.height = 133;
    resizeObserver()?.fire(img);
    expect(loader.load(img)).toBe(false);
    expect(img.getAttribute('src')).toBe('/media/abc/1500.jpeg');
    expect(loader.resolution(img)).toBe(1500);
    expect(loader.load(img, { force: true })).toBe(true);
    expect(img.getAttribute('src')).toBe('/media/abc/300.jpeg');
  });

  it('counts what the browser already shows from srcset as the current resolution', () => {
    const { img } = picture({ 'data-load': 'false' });
    img.setAttribute('src', '/media/abc/1000.jpeg');
    const loader = createImageLoader(env());
    loader.add(img);
    expect(loader.resolution(img)).toBe(1000);
    expect(img.dataset.imageResolution).toBe('1000');
    expect(loader.load(img)).toBe(false);
    expect(img.getAttribute('src')).toBe('/media/abc/1000.jpeg');
  });

  it('builds query-string addresses when asked', () => {
    const { img } = picture({ 'data-src': '/photos/kiln.jpg', 'data-size-format': 'queryString' });
    createImageLoader(env()).add(img);
    expect(img.getAttribute('src')).toBe('/photos/kiln.jpg?format=500w');
  });

  it('logs "is not a valid node" for anything that is not a node', () => {
    const loader = createImageLoader(env());
    expect(loader.add(null)).toBe(false);
    expect(loader.add('img.hero')).toBe(false);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls.every(([message]) => message === imageLoaderMessages.notANode)).toBe(true);
    expect(imageLoaderMessages.notANode).toBe('is not a valid node');
  });

  it('logs "element is not a valid image element" for a node that is no image', () => {
    const loader = createImageLoader(env());
    const div = document.createElement('div');
    div.dataset.src = '/media/abc/';
    document.body.append(div);
    expect(loader.add(div)).toBe(false);
    expect(loader.add(document.createTextNode('x'))).toBe(false);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      'element is not a valid image element',
      'element is not a valid image element',
    ]);
    // As a background image, any element will do.
    div.dataset.useBgImage = 'true';
    div.getBoundingClientRect = () => ({ width: 300, height: 200 }) as DOMRect;
    expect(loader.add(div)).toBe(true);
  });

  it('logs "Invalid or missing image source" for a missing or unusable data-src', () => {
    const loader = createImageLoader(env());
    const missing = picture();
    missing.img.removeAttribute('data-src');
    const hostile = picture({ 'data-src': 'javascript:alert(1)' });
    expect(loader.add(missing.img)).toBe(false);
    expect(loader.add(hostile.img)).toBe(false);
    expect(hostile.img.hasAttribute('src')).toBe(false);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      'Invalid or missing image source',
      'Invalid or missing image source',
    ]);
  });

  it('logs "Image element has no parentNode" for a detached image', () => {
    const img = document.createElement('img');
    img.dataset.src = '/media/abc/';
    expect(createImageLoader(env()).add(img)).toBe(false);
    expect(errors).toHaveBeenCalledWith('Image element has no parentNode', img);
  });

  it('logs "Missing alignment for content-fit image" and centres the image', () => {
    const { img } = picture({ 'data-mode': 'content-fit' });
    expect(createImageLoader(env()).add(img)).toBe(true);
    expect(errors).toHaveBeenCalledWith('Missing alignment for content-fit image', img);
    expect(img.style.objectPosition).toBe('50% 50%');
  });
});
