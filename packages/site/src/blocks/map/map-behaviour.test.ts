// @vitest-environment happy-dom
import { COOKIE_CHOICE, COOKIE_NAME, type MapTileSource } from '@atelier/domain';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT } from '../../runtime/consent';
import { writeCookie } from '../../runtime/cookie-write';
import { deleteCookie } from '../../runtime/cookies';
import { BlockView } from '../block-view';
import { startMap, withLoadTimeout } from './map.behaviour';
import type { MapViewModule } from './map-view';

const STUDIO = { mapLat: 40.7033, mapLng: -73.9881, addressTitle: 'Riverside Studio' };
const ARCHIVE: MapTileSource = {
  kind: 'archive',
  url: '/api/map/tiles.pmtiles',
  maxZoom: 16,
  bounds: [-74, 40.696, -73.976, 40.712],
  attribution: 'Sample streets',
};
const TEMPLATE: MapTileSource = {
  kind: 'template',
  template: 'https://tiles.example.org/{z}/{x}/{y}.png',
  host: 'tiles.example.org',
  maxZoom: 19,
  attribution: '© OpenStreetMap contributors',
};

function mount(source: MapTileSource, settings: Record<string, unknown> = STUDIO) {
  document.body.innerHTML = renderToString(
    createElement(BlockView, { block: { id: 'a'.repeat(24), type: 4, settings } }),
  );
  const root = document.querySelector<HTMLElement>('[data-block-type="4"]')!;
  const drawn: MapTileSource[] = [];
  const destroy = vi.fn();
  const view: MapViewModule = {
    drawMap: (_surface, _box, used) => {
      drawn.push(used);
      return { destroy };
    },
  };
  const loadView = vi.fn(async () => view);
  const undo = startMap(root, { source: async () => source, loadView });
  return { root, drawn, loadView, destroy, undo };
}

// happy-dom lays nothing out, so nothing ever intersects: the map is drawn as where no observer is.
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  deleteCookie(COOKIE_NAME.cookieAllowed);
  vi.useRealTimers();
});

describe('map behaviour', () => {
  it('draws from the site’s own archive at once, and its undo takes the map away', async () => {
    const { drawn, destroy, undo, root } = mount(ARCHIVE);
    await vi.waitFor(() => expect(drawn).toEqual([ARCHIVE]));
    expect(root.querySelector('.block-map__box--drawn')).not.toBeNull();
    undo();
    expect(destroy).toHaveBeenCalled();
    expect(root.querySelector('.block-map__canvas')).toBeNull();
  });

  it('keeps the address card alone without tiles, or for a place the archive does not cover', async () => {
    const none = mount({ kind: 'none' });
    await vi.waitFor(() => expect(none.root.classList.contains('block-map--card-only')).toBe(true));
    expect(none.loadView).not.toHaveBeenCalled();
    const far = mount(ARCHIVE, { mapLat: 48.85, mapLng: 2.35 });
    await vi.waitFor(() => expect(far.root.classList.contains('block-map--card-only')).toBe(true));
    expect(far.loadView).not.toHaveBeenCalled();
  });

  it('asks first for another host’s tiles, naming it, and draws once the button is pressed', async () => {
    const { root, drawn, loadView } = mount(TEMPLATE);
    await vi.waitFor(() => expect(root.querySelector('.block-map__show')).not.toBeNull());
    const button = root.querySelector<HTMLButtonElement>('.block-map__show')!;
    expect(button.textContent).toBe('Show the map from tiles.example.org');
    expect(root.querySelector('.block-map__notice')!.textContent).toBe(
      'This map is drawn from tiles.example.org, which learns of your visit once it shows.',
    );
    expect(loadView).not.toHaveBeenCalled();
    button.click();
    await vi.waitFor(() => expect(drawn).toEqual([TEMPLATE]));
    expect(root.querySelector('.block-map__consent')).toBeNull();
  });

  it('draws another host’s tiles when the visitor accepts cookies, now or already', async () => {
    const later = mount(TEMPLATE);
    // The consent question is up: the map now listens for the visitor's answer.
    await vi.waitFor(() => expect(later.root.querySelector('.block-map__show')).not.toBeNull());
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    await vi.waitFor(() => expect(later.drawn).toEqual([TEMPLATE]));
    later.undo();
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    const already = mount(TEMPLATE);
    await vi.waitFor(() => expect(already.drawn).toEqual([TEMPLATE]));
  });

  it('rejects a map library not loaded within 30 s, and the card stays (spec 001 §8, §9)', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const load = withLoadTimeout(never, window, 30_000);
    const failed = expect(load).rejects.toThrow('The map did not load within 30000 ms');
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });
});
