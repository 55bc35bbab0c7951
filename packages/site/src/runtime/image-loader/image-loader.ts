import { IMAGE_LOADER, imageLoaderMessages } from '@atelier/domain';
import { derivedWidths } from './derived-widths';
import {
  type FitAlignment,
  type ImageLoaderOptions,
  type ImageLoaderSettings,
  readImageLoaderSettings,
  validSource,
} from './image-loader-settings';
import {
  type Box,
  effectivePixelRatio,
  type LoadState,
  neededWidth,
  shouldLoad,
  widthInAddress,
} from './image-selection';

/** What the loader reads from the browser; tests give their own. */
export interface LoaderEnvironment {
  pixelRatio(): number;
  /** The visitor asked for less data (the Save-Data client hint). */
  saveData(): boolean;
  IntersectionObserver?: typeof IntersectionObserver;
  ResizeObserver?: typeof ResizeObserver;
}

export const browserEnvironment = (): LoaderEnvironment => ({
  pixelRatio: () => window.devicePixelRatio || 1,
  saveData: () =>
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
  IntersectionObserver: globalThis.IntersectionObserver,
  ResizeObserver: globalThis.ResizeObserver,
});

export interface ImageLoader {
  /** Takes charge of an element; false (and the spec's console error) when it cannot. */
  add(target: unknown, options?: ImageLoaderOptions): boolean;
  /** Loads the resolution the element's box needs now; false when it is skipped (spec 001 §4). */
  load(target: Element, options?: { force?: boolean }): boolean;
  /** The derived width shown or on its way, 0 before any. */
  resolution(target: Element): number;
  remove(target: Element): void;
  destroy(): void;
}

interface Entry extends LoadState {
  settings: ImageLoaderSettings;
  /** Allowed to load: load true, or a viewport image that came within the lazy-load margin. */
  armed: boolean;
  /** The box changed while a load ran; look again when it ends. */
  again: boolean;
}

const PARENT_MODES = ['fill', 'fit', 'content-fill', 'content-fit'];

const ALIGNMENT: Record<FitAlignment, string> = {
  top: '50% 0%',
  left: '0% 50%',
  center: '50% 50%',
  right: '100% 50%',
  bottom: '50% 100%',
};

const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

function position(settings: ImageLoaderSettings): string {
  const fits = settings.mode === 'contain' || settings.mode === 'fit' || settings.mode === 'content-fit';
  if (fits) return ALIGNMENT[settings.fitAlignment ?? 'center'];
  return `${percent(settings.focalPoint.x)} ${percent(settings.focalPoint.y)}`;
}

/** The element whose box a parent-filling mode fills: the image's parent, past a <picture>. */
function frameOf(element: HTMLElement): HTMLElement | null {
  const parent = element.parentElement;
  return parent?.tagName === 'PICTURE' ? parent.parentElement : parent;
}

/** Sets how the picture sits in its box, so the page looks right before and after a new file. */
function place(element: HTMLElement, settings: ImageLoaderSettings): void {
  const style = element.style;
  const fits = settings.mode === 'contain' || settings.mode === 'fit' || settings.mode === 'content-fit';
  const fit = settings.stretch ? 'fill' : fits ? 'contain' : 'cover';
  if (settings.mode && PARENT_MODES.includes(settings.mode) && !settings.useBgImage) {
    style.width = '100%';
    style.height = '100%';
  }
  if (settings.fixedRatio && settings.dimensions) {
    style.aspectRatio = `${settings.dimensions.width} / ${settings.dimensions.height}`;
  }
  if (settings.useBgImage) {
    style.backgroundSize = settings.mode ? (fit === 'fill' ? '100% 100%' : fit) : 'cover';
    style.backgroundPosition = position(settings);
    style.backgroundRepeat = 'no-repeat';
  } else if (settings.mode) {
    style.objectFit = fit;
    style.objectPosition = position(settings);
  }
}

function address(settings: ImageLoaderSettings, width: number, format: string): string {
  return settings.sizeFormat === 'queryString'
    ? `${settings.source}${settings.source.includes('?') ? '&' : '?'}format=${width}w`
    : `${settings.source}${width}.${format}`;
}

/** The format of the <img>'s own address (its last-resort file), jpeg when it names none. */
const fallbackFormat = (img: HTMLImageElement) =>
  /\.(avif|webp|jpe?g|png|gif)(?:[?#]|$)/.exec(img.getAttribute('src') ?? '')?.[1] ?? 'jpeg';

/**
 * The image loader of spec 001 §3, §4 and §8. Server-rendered images already work without it
 * (srcset, sizes, width and height); it upgrades them: it loads the derived width the element's
 * rendered box needs at the clamped device pixel ratio, lazily within 200 px of the viewport, looks
 * again whenever the box changes size, and never swaps a picture for a smaller one unless forced.
 */
export function createImageLoader(env: LoaderEnvironment = browserEnvironment()): ImageLoader {
  const entries = new Map<HTMLElement, Entry>();
  const margin = `${IMAGE_LOADER.lazyLoadMarginPx}px`;
  const viewport = env.IntersectionObserver
    ? new env.IntersectionObserver(
        (seen) => {
          for (const item of seen) {
            if (!item.isIntersecting) continue;
            const element = item.target as HTMLElement;
            // Lazy loading stops observing once the image is in range (spec 001 §4).
            viewport?.unobserve(element);
            const entry = entries.get(element);
            if (!entry) continue;
            entry.armed = true;
            loader.load(element);
          }
        },
        { rootMargin: margin },
      )
    : null;
  const sizes = env.ResizeObserver
    ? new env.ResizeObserver((changed) => {
        for (const item of changed) {
          const element = [...entries.keys()].find((e) => e === item.target || boxOf(e) === item.target);
          if (element && entries.get(element)?.armed) loader.load(element);
        }
      })
    : null;

  const boxOf = (element: HTMLElement): HTMLElement | null => {
    const settings = entries.get(element)?.settings;
    return settings?.mode && PARENT_MODES.includes(settings.mode) ? frameOf(element) : element;
  };

  const measure = (element: HTMLElement): Box | null => {
    const box = boxOf(element);
    if (!box) return null;
    const rect = box.getBoundingClientRect();
    return { width: rect.width, height: rect.height };
  };

  const show = (element: HTMLElement, entry: Entry, width: number) => {
    const { settings } = entry;
    entry.loading = true;
    entry.current = width;
    element.dataset.imageResolution = String(width);
    const finished = (loaded: boolean) => {
      entry.loading = false;
      // An <img> marks what it has drawn itself (the load listener set in add).
      if (loaded && settings.useBgImage) element.dataset.imageLoaded = String(width);
      if (entry.again) {
        entry.again = false;
        loader.load(element);
      }
    };
    if (settings.useBgImage) {
      const url = address(settings, width, 'jpeg');
      const probe = new Image();
      probe.onload = () => {
        element.style.backgroundImage = `url("${url}")`;
        finished(true);
      };
      probe.onerror = () => finished(false);
      probe.src = url;
      return;
    }
    const img = element as HTMLImageElement;
    img.addEventListener('load', () => finished(true), { once: true });
    img.addEventListener('error', () => finished(false), { once: true });
    img.loading = 'eager';
    const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
    for (const source of picture?.querySelectorAll('source') ?? []) {
      const format = /^image\/(\w+)/.exec(source.type)?.[1] ?? 'webp';
      source.srcset = address(settings, width, format);
      source.removeAttribute('sizes');
    }
    const url = address(settings, width, fallbackFormat(img));
    img.srcset = url;
    img.removeAttribute('sizes');
    img.src = url;
  };

  const loader: ImageLoader = {
    add(target, options) {
      if (typeof Node === 'undefined' || !(target instanceof Node)) {
        console.error(imageLoaderMessages.notANode, target);
        return false;
      }
      if (!(target instanceof HTMLElement)) {
        console.error(imageLoaderMessages.notAnImageElement, target);
        return false;
      }
      const settings = readImageLoaderSettings(target, options);
      if (!settings.useBgImage && !(target instanceof HTMLImageElement)) {
        console.error(imageLoaderMessages.notAnImageElement, target);
        return false;
      }
      if (!validSource(settings.source)) {
        console.error(imageLoaderMessages.missingSource, target);
        return false;
      }
      if (!target.parentNode) {
        console.error(imageLoaderMessages.noParentNode, target);
        return false;
      }
      // What the browser already shows or fetches from the server's srcset is the current resolution.
      const shown = target instanceof HTMLImageElement ? widthInAddress(target.currentSrc) : 0;
      const entry: Entry = {
        settings,
        current: shown,
        loading: false,
        armed: settings.load === true,
        again: false,
      };
      entries.set(target, entry);
      if (target instanceof HTMLImageElement) {
        if (shown) target.dataset.imageResolution = String(shown);
        const drawn = () => {
          const width = widthInAddress(target.currentSrc);
          if (width && target.naturalWidth > 0) target.dataset.imageLoaded = String(width);
        };
        if (target.complete) drawn();
        target.addEventListener('load', drawn);
      }
      place(target, settings);
      const box = boxOf(target);
      if (box) sizes?.observe(box);
      if (settings.load === 'viewport') {
        if (viewport) viewport.observe(target);
        else entry.armed = true; // No IntersectionObserver: load now rather than never.
      }
      if (entry.armed) loader.load(target);
      return true;
    },

    load(target, options = {}) {
      const element = target as HTMLElement;
      const entry = entries.get(element);
      if (!entry) return false;
      if (!element.parentNode) {
        console.error(imageLoaderMessages.noParentNode, element);
        return false;
      }
      const { settings } = entry;
      // The browser may have picked a larger file from the server's srcset since (on a resize).
      if (element instanceof HTMLImageElement && !entry.loading) {
        entry.current = Math.max(entry.current, widthInAddress(element.currentSrc));
      }
      const box = measure(element);
      // Not laid out (display: none): nothing to choose for yet; the resize observer calls back.
      if (!box || box.width <= 0) return false;
      const widths = derivedWidths(settings.dimensions?.width ?? Number.POSITIVE_INFINITY);
      const ratio = effectivePixelRatio(env.pixelRatio(), settings, env.saveData());
      const next = neededWidth(widths, box, settings, ratio);
      const force = options.force ?? settings.forceImageUpdate;
      if (!shouldLoad(entry, next, { force, allowConcurrentLoads: settings.allowConcurrentLoads })) {
        if (entry.loading && next > entry.current) entry.again = true;
        return false;
      }
      show(element, entry, next);
      return true;
    },

    resolution: (target) => entries.get(target as HTMLElement)?.current ?? 0,

    remove(target) {
      const element = target as HTMLElement;
      viewport?.unobserve(element);
      const box = entries.has(element) ? boxOf(element) : null;
      if (box) sizes?.unobserve(box);
      entries.delete(element);
    },

    destroy() {
      viewport?.disconnect();
      sizes?.disconnect();
      entries.clear();
    },
  };
  return loader;
}
