import { describe, expect, it } from 'vitest';
import { MapStyle } from './catalogues/map-style';
import { MAP_DEFAULT_CENTRE, MAP_DISPLAY_DEFAULTS, mapLinkUrl, readMapSettings } from './map-block';

describe('a map block’s settings (spec 001 §3)', () => {
  it('read as the spec’s defaults when absent: New York, zoom 12, Grayscale with its dark pin', () => {
    const view = readMapSettings({});
    expect(view).toEqual({
      lat: MAP_DEFAULT_CENTRE.lat,
      lng: MAP_DEFAULT_CENTRE.lng,
      markerLat: MAP_DEFAULT_CENTRE.lat,
      markerLng: MAP_DEFAULT_CENTRE.lng,
      zoom: 12,
      style: MapStyle.grayscale,
      pin: 'dark',
      addressTitle: '',
      addressLines: [],
      options: {
        showLabels: true,
        showTerrain: false,
        draggable: true,
        scrollwheel: true,
        showControls: true,
        disableDefaultUI: true,
        markerDraggable: false,
        linkOnClick: true,
      },
    });
    expect(readMapSettings(null)).toEqual(view);
    expect(MAP_DISPLAY_DEFAULTS.linkOnClick).toBe(true);
  });

  it('puts a null marker at the map’s centre and keeps a set one', () => {
    expect(readMapSettings({ mapLat: 10, mapLng: 20, markerLat: null, markerLng: null })).toMatchObject({
      markerLat: 10,
      markerLng: 20,
    });
    expect(readMapSettings({ mapLat: 10, mapLng: 20, markerLat: 11, markerLng: 21 })).toMatchObject({
      markerLat: 11,
      markerLng: 21,
    });
  });

  it('clamps what an older draft holds and ignores what it cannot read', () => {
    const view = readMapSettings({ mapZoom: 40, mapLat: 95, style: 9, showLabels: 'yes', addressLine1: 3 });
    expect(view.zoom).toBe(18);
    expect(view.lat).toBe(85);
    expect(view.style).toBe(MapStyle.grayscale);
    expect(view.options.showLabels).toBe(true);
    expect(view.addressLines).toEqual([]);
    expect(readMapSettings({ style: MapStyle.original }).pin).toBeNull();
    expect(readMapSettings({ style: MapStyle.minimalDark }).pin).toBe('light');
  });

  it('links to an external maps page with the marker position, the address text and the zoom (spec 001 §2)', () => {
    const view = readMapSettings({
      mapLat: 40.7,
      mapLng: -73.99,
      markerLat: 40.70331,
      markerLng: -73.98812,
      mapZoom: 15,
      addressTitle: 'Riverside Studio',
      addressLine1: '14 Water Street',
      addressLine2: 'Brooklyn, NY 11201',
      addressCountry: 'United States',
    });
    const url = new URL(mapLinkUrl(view));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps');
    expect(url.searchParams.get('ll')).toBe('40.70331,-73.98812');
    expect(url.searchParams.get('q')).toBe(
      'Riverside Studio, 14 Water Street, Brooklyn, NY 11201, United States',
    );
    expect(url.searchParams.get('z')).toBe('15');
    // Without an address, the position is the query.
    expect(new URL(mapLinkUrl(readMapSettings({ mapLat: 1, mapLng: 2 }))).searchParams.get('q')).toBe('1,2');
  });
});
