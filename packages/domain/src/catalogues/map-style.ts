import { memberGuard } from './catalogue';

/** Map block styles by id (spec 001 §3 "Map block"). */
export const MapStyle = {
  original: 1,
  grayscale: 2,
  satellite: 3,
  minimalLight: 4,
  minimalDark: 5,
  minimalBlue: 6,
} as const;
export type MapStyle = (typeof MapStyle)[keyof typeof MapStyle];

export const isMapStyle = /* @__PURE__ */ memberGuard(MapStyle);

/** The style names as the map settings spell them. */
export const MAP_STYLE_NAMES: Readonly<Record<MapStyle, string>> = {
  [MapStyle.original]: 'Original',
  [MapStyle.grayscale]: 'Grayscale',
  [MapStyle.satellite]: 'Satellite',
  [MapStyle.minimalLight]: 'MinimalLight',
  [MapStyle.minimalDark]: 'MinimalDark',
  [MapStyle.minimalBlue]: 'MinimalBlue',
};

export const DEFAULT_MAP_STYLE: MapStyle = MapStyle.grayscale;
