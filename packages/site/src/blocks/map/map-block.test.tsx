import { describe, expect, it } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn, blockRegistry } from '../registry';

const BLOCK_ID = 'a'.repeat(24);
const STUDIO = {
  mapLat: 40.7033,
  mapLng: -73.9881,
  markerLat: 40.70331,
  markerLng: -73.98812,
  mapZoom: 16,
  addressTitle: 'Riverside Studio',
  addressLine1: '14 Water Street',
  addressLine2: 'Brooklyn, NY 11201',
  addressCountry: 'United States',
};

function renderMap(settings: unknown, lang = 'en') {
  const block = { id: BLOCK_ID, type: 4, settings: settings as Record<string, unknown> };
  return renderMarkup(
    <LocaleContext.Provider value={pageLocale(lang)}>
      <BlockView block={block} />
    </LocaleContext.Provider>,
  );
}

describe('map block (type 4)', () => {
  it('shows the address card with the external maps link opening in a new window (spec 001 §2)', () => {
    const { document } = renderMap(STUDIO);
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-block-type')).toBe('4');
    expect(root.getAttribute('data-behaviour')).toBe('map');
    const card = document.querySelector('address.block-map__card')!;
    expect(card.querySelector('.block-map__title')!.textContent).toBe('Riverside Studio');
    expect([...card.querySelectorAll('.block-map__line')].map((line) => line.textContent)).toEqual([
      '14 Water Street',
      'Brooklyn, NY 11201',
      'United States',
    ]);
    const link = card.querySelector('a.block-map__link')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Open in Google Maps (opens in a new window)');
    const url = new URL(link.getAttribute('href')!);
    expect(url.searchParams.get('ll')).toBe('40.70331,-73.98812');
    expect(url.searchParams.get('z')).toBe('16');
    expect(url.searchParams.get('q')).toBe(
      'Riverside Studio, 14 Water Street, Brooklyn, NY 11201, United States',
    );
    // Nothing of a map library or another host is in the markup: the behaviour adds it.
    expect(document.querySelector('img, iframe, script, canvas')).toBeNull();
  });

  it('carries the map for the behaviour, with the spec’s defaults (Grayscale, dark pin, zoom 12)', () => {
    const { document } = renderMap({});
    const box = document.querySelector('.block-map__box') as unknown as HTMLElement;
    expect(box.tagName).toBe('SECTION');
    expect(box.getAttribute('aria-label')).toBe('Map');
    expect(box.dataset).toMatchObject({
      mapLat: '40.7207559',
      mapLng: '-74.0007613',
      markerLat: '40.7207559',
      markerLng: '-74.0007613',
      mapZoom: '12',
      mapStyle: '2',
      mapPin: 'dark',
      // Spec 001 §9 and §3: the load time-out and the pin's size.
      mapLoadTimeout: '30000',
      mapPinSize: '48x64',
      tilesNotice: 'This map is drawn from {host}, which learns of your visit once it shows.',
      tilesShow: 'Show the map from {host}',
    });
    expect(JSON.parse(box.dataset.mapOptions!)).toEqual({
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: true,
      showControls: true,
      disableDefaultUI: true,
      markerDraggable: false,
      linkOnClick: true,
    });
    expect(document.querySelector('.block-map')!.className).toContain('block-map--grayscale');
  });

  it('speaks the page’s language', () => {
    const { document } = renderMap(STUDIO, 'fr');
    expect(document.querySelector('.block-map__box')!.getAttribute('aria-label')).toBe(
      'Carte : Riverside Studio',
    );
    expect(document.querySelector('.block-map__link')!.textContent).toContain('Ouvrir dans Google Maps');
  });

  it('loads its behaviour only on pages that hold one, and gives search its address', () => {
    const page = (type: number) => ({
      sections: [{ id: 'b'.repeat(24), blocks: [{ id: BLOCK_ID, type, settings: STUDIO }] }],
    });
    expect(behavioursIn(page(4))).toEqual(['map']);
    expect(behavioursIn(page(31))).not.toContain('map');
    expect(blockRegistry.get(4)!.text!(STUDIO)).toBe(
      'Riverside Studio 14 Water Street Brooklyn, NY 11201 United States',
    );
  });
});
