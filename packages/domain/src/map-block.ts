import { DEFAULT_MAP_STYLE, isMapStyle, MapStyle } from './catalogues/map-style';
import { MAP } from './constants';

/**
 * Map block (spec 001 §3 block type 4): a position and its address, shown on a map drawn from the
 * tiles the operator serves, and always as an address card with a link to an external maps page
 * (spec 001 §2). Every setting is optional and reads as the spec's default when absent.
 */
export interface MapBlockSettings {
  /** The map's centre (spec 001 §3: defaults near a New York coordinate). */
  mapLat?: number;
  mapLng?: number;
  /** The marker; null or absent, the map's centre. */
  markerLat?: number | null;
  markerLng?: number | null;
  mapZoom?: number;
  addressTitle?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
  /** A MapStyle id (1 to 6), Grayscale by default. */
  style?: number;
  showLabels?: boolean;
  showTerrain?: boolean;
  draggable?: boolean;
  scrollwheel?: boolean;
  showControls?: boolean;
  disableDefaultUI?: boolean;
  markerDraggable?: boolean;
  linkOnClick?: boolean;
}

/** The display options of spec 001 §3 with their defaults. */
export const MAP_DISPLAY_DEFAULTS = {
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: true,
  showControls: true,
  disableDefaultUI: true,
  markerDraggable: false,
  linkOnClick: true,
} as const;

export type MapDisplayOption = keyof typeof MAP_DISPLAY_DEFAULTS;
export const MAP_DISPLAY_OPTIONS = Object.keys(MAP_DISPLAY_DEFAULTS) as readonly MapDisplayOption[];

/** The bounds the server holds a map block to, the site clamps to and the editor's inputs show. */
export const MAP_LIMITS = {
  zoom: { min: 1, max: 18 },
  lat: { min: -85, max: 85 },
  lng: { min: -180, max: 180 },
  /** Each address field, in characters. */
  addressField: 200,
} as const;

/** Spec 001 §3: "defaults near a New York coordinate" (lower Manhattan). */
export const MAP_DEFAULT_CENTRE = { lat: 40.7207559, lng: -74.0007613 } as const;

/** The pin a style carries (spec 001 §3: 48 by 64 pixels, dark or light); the others a plain marker. */
export const MAP_STYLE_PINS: Readonly<Partial<Record<MapStyle, 'dark' | 'light'>>> = {
  [MapStyle.grayscale]: 'dark',
  [MapStyle.minimalLight]: 'dark',
  [MapStyle.minimalDark]: 'light',
  [MapStyle.minimalBlue]: 'light',
};

/** What a map block shows, every setting read and each missing or unusable one its default. */
export interface MapView {
  lat: number;
  lng: number;
  markerLat: number;
  markerLng: number;
  zoom: number;
  style: MapStyle;
  pin: 'dark' | 'light' | null;
  addressTitle: string;
  /** The address lines that are not empty, in order: line 1, line 2, country. */
  addressLines: string[];
  options: Record<MapDisplayOption, boolean>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const words = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A stored map block's settings as the site shows them; older or hand-made drafts read safely. */
export function readMapSettings(settings: unknown): MapView {
  const s = isRecord(settings) ? settings : {};
  const lat = clamp(finite(s.mapLat) ?? MAP_DEFAULT_CENTRE.lat, MAP_LIMITS.lat);
  const lng = clamp(finite(s.mapLng) ?? MAP_DEFAULT_CENTRE.lng, MAP_LIMITS.lng);
  const style = isMapStyle(s.style) ? s.style : DEFAULT_MAP_STYLE;
  const options = Object.fromEntries(
    MAP_DISPLAY_OPTIONS.map((name) => [
      name,
      typeof s[name] === 'boolean' ? (s[name] as boolean) : MAP_DISPLAY_DEFAULTS[name],
    ]),
  ) as Record<MapDisplayOption, boolean>;
  return {
    lat,
    lng,
    // Spec 001 §3: the marker is at the map's centre when its position is null.
    markerLat: clamp(finite(s.markerLat) ?? lat, MAP_LIMITS.lat),
    markerLng: clamp(finite(s.markerLng) ?? lng, MAP_LIMITS.lng),
    zoom: Math.round(clamp(finite(s.mapZoom) ?? MAP.defaultZoom, MAP_LIMITS.zoom)),
    style,
    pin: MAP_STYLE_PINS[style] ?? null,
    addressTitle: words(s.addressTitle),
    addressLines: [s.addressLine1, s.addressLine2, s.addressCountry].map(words).filter(Boolean),
    options,
  };
}

/** The external maps page a marker click opens (spec 001 §2). */
export const MAP_LINK_BASE = 'https://www.google.com/maps';

/**
 * The external maps page for a map (spec 001 §2): its query carries the marker position (`ll`),
 * the address text (`q`, the marker position when there is no address) and the zoom (`z`).
 */
export function mapLinkUrl(view: MapView): string {
  const position = `${round(view.markerLat)},${round(view.markerLng)}`;
  const address = [view.addressTitle, ...view.addressLines].filter(Boolean).join(', ');
  const query = new URLSearchParams({ q: address || position, ll: position, z: String(view.zoom) });
  return `${MAP_LINK_BASE}?${query.toString()}`;
}

/** Seven decimals: about a centimetre, and no float noise in addresses. */
const round = (value: number) => Number(value.toFixed(7));

/** Where a site's maps take their tiles from, as `GET /api/map/tiles` tells the browser. */
export type MapTileSource =
  | { kind: 'none' }
  | {
      /** A PMTiles archive (vector tiles) on the site's own server, read with range requests. */
      kind: 'archive';
      url: string;
      /** The deepest zoom the archive holds; deeper views draw its tiles larger. */
      maxZoom: number;
      /** West, south, east, north: the area the archive covers, when its header says. */
      bounds: [number, number, number, number] | null;
      attribution: string;
    }
  | {
      /** Raster tiles from another host (`https://tile.example.org/{z}/{x}/{y}.png`), after consent. */
      kind: 'template';
      template: string;
      host: string;
      maxZoom: number;
      attribution: string;
    };

/** Where the browser asks for the tile source, on every site host. */
export const MAP_TILES_PATH = '/api/map/tiles';
