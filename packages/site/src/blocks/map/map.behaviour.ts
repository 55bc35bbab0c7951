import { MAP_TILES_PATH, type MapTileSource } from '@atelier/domain';
import { onConsentChange, storedChoice } from '../../runtime/consent';
import type { MapDrawing, MapViewModule } from './map-view';

/** What the behaviour needs from outside, replaceable in tests. */
export interface MapDependencies {
  /** The tile source of the site (GET /api/map/tiles). */
  source(win: Window): Promise<MapTileSource>;
  /** The map library and its drawing code: a chunk of its own, fetched only for a map to draw. */
  loadView(): Promise<MapViewModule>;
}

const realDependencies: MapDependencies = {
  source: async (win) => {
    const response = await win.fetch(MAP_TILES_PATH, { credentials: 'same-origin' });
    if (!response.ok) return { kind: 'none' };
    return (await response.json()) as MapTileSource;
  },
  loadView: () => import('./map-view'),
};

/**
 * Spec 001 §8, §9: a maps script not loaded within MAP.loadTimeoutMs (30 s, which the markup carries
 * as data-map-load-timeout: importing the constant here would add an export to every page's boot
 * code) rejects the load. The rejection leaves the address card, which was there all along.
 */
export function withLoadTimeout<T>(load: Promise<T>, win: Window, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = win.setTimeout(() => reject(new Error(`The map did not load within ${ms} ms`)), ms);
    load.then(
      (value) => {
        win.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        win.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const inside = (bounds: [number, number, number, number] | null, lat: number, lng: number) =>
  !bounds || (lng >= bounds[0] && lat >= bounds[1] && lng <= bounds[2] && lat <= bounds[3]);

/**
 * The Map block in the browser. With tiles on the site's own server it draws the map once the block
 * nears the viewport; with tiles from another host it first shows the notice and the button naming
 * that host, and draws once the visitor presses it or accepts cookies (now or later, on the banner):
 * before that nothing is asked of the other host. With no tiles, a position the tiles do not cover,
 * or a map that fails to load, the block stays the address card it was without scripts.
 */
export function startMap(block: HTMLElement, deps: MapDependencies): () => void {
  const box = block.querySelector<HTMLElement>('.block-map__box');
  const doc = block.ownerDocument;
  const win = doc.defaultView;
  if (!box || !win) return () => undefined;
  let stopped = false;
  let drawing: MapDrawing | null = null;
  const cleanups: (() => void)[] = [];
  const cardOnly = () => block.classList.add('block-map--card-only');

  const draw = (source: Exclude<MapTileSource, { kind: 'none' }>) => {
    if (drawing || stopped) return;
    drawing = { destroy: () => undefined };
    const surface = doc.createElement('div');
    surface.className = 'block-map__canvas';
    box.append(surface);
    withLoadTimeout(deps.loadView(), win, Number(box.dataset.mapLoadTimeout))
      .then((view) => {
        if (stopped) return;
        box.querySelector('.block-map__consent')?.remove();
        drawing = view.drawMap(surface, box, source);
        box.classList.add('block-map__box--drawn');
      })
      .catch((error: unknown) => {
        console.error(error);
        surface.remove();
        cardOnly();
      });
  };

  const whenNear = (run: () => void) => {
    if (typeof win.IntersectionObserver !== 'function') return run();
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run();
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    cleanups.push(() => observer.disconnect());
  };

  const askFirst = (source: Extract<MapTileSource, { kind: 'template' }>) => {
    const consent = doc.createElement('div');
    consent.className = 'block-map__consent';
    const notice = doc.createElement('p');
    notice.className = 'block-map__notice';
    notice.textContent = (box.dataset.tilesNotice ?? '').replaceAll('{host}', source.host);
    const show = doc.createElement('button');
    show.type = 'button';
    show.className = 'button block-map__show';
    show.textContent = (box.dataset.tilesShow ?? '').replaceAll('{host}', source.host);
    show.addEventListener('click', () => draw(source));
    consent.append(notice, show);
    box.append(consent);
    cleanups.push(() => consent.remove());
    cleanups.push(
      onConsentChange((allowed) => {
        if (allowed) draw(source);
      }, win),
    );
  };

  deps
    .source(win)
    .then((source) => {
      if (stopped) return;
      const lat = Number(box.dataset.markerLat);
      const lng = Number(box.dataset.markerLng);
      if (source.kind === 'none' || (source.kind === 'archive' && !inside(source.bounds, lat, lng))) {
        cardOnly();
      } else if (source.kind === 'archive') {
        whenNear(() => draw(source));
      } else if (storedChoice(doc) === true) {
        whenNear(() => draw(source));
      } else {
        askFirst(source);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      cardOnly();
    });

  return () => {
    stopped = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
    drawing?.destroy();
    drawing = null;
    box.querySelector('.block-map__canvas')?.remove();
    box.classList.remove('block-map__box--drawn');
    block.classList.remove('block-map--card-only');
  };
}

export default function mapBehaviour(block: HTMLElement): () => void {
  return startMap(block, realDependencies);
}
