import { MapStyle, type MapTileSource } from '@atelier/domain';
import { type Flavor, namedFlavor } from '@protomaps/basemaps';
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { labelRules, leafletLayer, paintRules } from 'protomaps-leaflet';
import { mapPinSvg } from './map-pin';

export interface MapDrawing {
  destroy(): void;
}

export interface MapViewModule {
  drawMap(
    surface: HTMLElement,
    box: HTMLElement,
    source: Exclude<MapTileSource, { kind: 'none' }>,
  ): MapDrawing;
}

/**
 * The colours of each style (spec 001 §3) for vector tiles, from the Protomaps flavours. There is no
 * imagery to show for Satellite, so it draws as Original with its land a little darker.
 */
function flavorFor(style: number): Flavor {
  switch (style) {
    case MapStyle.original:
      return namedFlavor('light');
    case MapStyle.satellite:
      return { ...namedFlavor('light'), earth: '#d9dcc8', background: '#d9dcc8' };
    case MapStyle.minimalLight:
      return namedFlavor('white');
    case MapStyle.minimalDark:
      return namedFlavor('black');
    case MapStyle.minimalBlue:
      return { ...namedFlavor('white'), background: '#dbe7f3', earth: '#e6eef7', water: '#8fb3dc' };
    default:
      return namedFlavor('grayscale');
  }
}

interface BoxData {
  lat: number;
  lng: number;
  markerLat: number;
  markerLng: number;
  zoom: number;
  style: number;
  pin: 'dark' | 'light' | null;
  link: string;
  options: Record<string, boolean>;
}

function readBox(box: HTMLElement): BoxData {
  const data = box.dataset;
  let options: Record<string, boolean> = {};
  try {
    options = JSON.parse(data.mapOptions ?? '{}') as Record<string, boolean>;
  } catch {
    // The defaults below stand.
  }
  return {
    lat: Number(data.mapLat),
    lng: Number(data.mapLng),
    markerLat: Number(data.markerLat),
    markerLng: Number(data.markerLng),
    zoom: Number(data.mapZoom),
    style: Number(data.mapStyle),
    pin: data.mapPin === 'dark' || data.mapPin === 'light' ? data.mapPin : null,
    link: data.mapLink ?? '',
    options,
  };
}

/**
 * Draws a map with Leaflet: vector tiles of a PMTiles archive painted on canvas by protomaps-leaflet
 * (no WebGL), or an external host's raster tiles; the marker is the style's 48×64 pin, and a click on
 * it (or Enter on it) opens the external maps page in a new window (spec 001 §2) when linkOnClick.
 */
export function drawMap(
  surface: HTMLElement,
  box: HTMLElement,
  source: Exclude<MapTileSource, { kind: 'none' }>,
): MapDrawing {
  const view = readBox(box);
  const o = view.options;
  const showControls = o.showControls !== false;
  const map = L.map(surface, {
    center: [view.lat, view.lng],
    zoom: view.zoom,
    zoomControl: showControls,
    dragging: o.draggable !== false,
    scrollWheelZoom: o.scrollwheel !== false,
    touchZoom: o.draggable !== false,
    keyboard: o.draggable !== false,
    attributionControl: true,
    maxZoom: 19,
  });
  map.attributionControl.setPrefix(false);
  if (source.kind === 'archive') {
    // protomaps-leaflet extends the global Leaflet it finds on window.
    (window as unknown as { L: typeof L }).L = L;
    const flavor = flavorFor(view.style);
    leafletLayer({
      url: source.url,
      paintRules: paintRules(flavor),
      labelRules: o.showLabels === false ? [] : labelRules(flavor, document.documentElement.lang || 'en'),
      backgroundColor: flavor.background,
      maxDataZoom: source.maxZoom,
      attribution: source.attribution,
    }).addTo(map);
  } else {
    L.tileLayer(source.template, { maxZoom: source.maxZoom, attribution: source.attribution }).addTo(map);
  }
  const pin = view.pin ?? 'accent';
  const [width, height] = (box.dataset.mapPinSize ?? '48x64').split('x').map(Number) as [number, number];
  const marker = L.marker([view.markerLat, view.markerLng], {
    icon: L.divIcon({
      className: `block-map__pin block-map__pin--${pin}`,
      html: mapPinSvg(pin),
      iconSize: [width, height],
      iconAnchor: [width / 2, height],
    }),
    keyboard: true,
    title: box.getAttribute('aria-label') ?? '',
    alt: box.getAttribute('aria-label') ?? '',
    draggable: false,
  }).addTo(map);
  if (o.linkOnClick !== false && view.link) {
    marker.on('click', () => {
      window.open(view.link, '_blank', 'noopener,noreferrer');
    });
  }
  return { destroy: () => map.remove() };
}
