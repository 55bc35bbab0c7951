import { writePmtiles } from './pmtiles-write';
import {
  encodeVectorTile,
  type MapFeature,
  type MapLayer,
  type Position,
  tileAt,
} from './vector-tile-encode';

/**
 * The demo studio's position (seed/demo-map.ts) and the few streets around it the built-in tiles
 * hold: a made-up neighbourhood by a river, in the Protomaps basemap layers (earth, water, landuse,
 * buildings, roads) so the same renderer draws it and an operator's real archive.
 */
export const SAMPLE_STUDIO = { lat: 40.7033, lng: -73.9881 } as const;

/** West, south, east, north. */
export const SAMPLE_BOUNDS: [number, number, number, number] = [-74.0, 40.696, -73.976, 40.712];
const ZOOMS = { min: 10, max: 16 };

const [WEST, SOUTH, EAST, NORTH] = SAMPLE_BOUNDS;
const RIVER_EDGE = 40.7056;

const box = (west: number, south: number, east: number, north: number): Position[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

const polygon = (ring: Position[], properties: Record<string, string>): MapFeature => ({
  geometry: { type: 'Polygon', coordinates: [ring] },
  properties,
});

const street = (name: string, kind: string, coordinates: Position[]): MapFeature => ({
  geometry: { type: 'LineString', coordinates },
  properties: { kind, name },
});

const across = (name: string, kind: string, lat: number) =>
  street(name, kind, [
    [WEST + 0.002, lat],
    [EAST - 0.002, lat],
  ]);
const along = (name: string, kind: string, lng: number) =>
  street(name, kind, [
    [lng, SOUTH + 0.001],
    [lng, RIVER_EDGE - 0.0004],
  ]);

const LAYERS: MapLayer[] = [
  { name: 'earth', features: [polygon(box(WEST, SOUTH, EAST, RIVER_EDGE), { kind: 'earth' })] },
  {
    name: 'water',
    features: [polygon(box(WEST, RIVER_EDGE, EAST, NORTH), { kind: 'water', name: 'The River' })],
  },
  {
    name: 'landuse',
    features: [
      polygon(box(-73.9925, 40.7046, -73.9868, RIVER_EDGE), { kind: 'park', name: 'Riverside Park' }),
      polygon(box(-73.9838, 40.6985, -73.9812, 40.7005), { kind: 'school', name: 'Ferry School' }),
    ],
  },
  {
    name: 'buildings',
    features: [
      polygon(box(-73.98835, 40.70318, -73.98785, 40.70345), { kind: 'building', name: 'Riverside Studio' }),
      polygon(box(-73.9901, 40.7022, -73.9893, 40.7029), { kind: 'building' }),
      polygon(box(-73.9866, 40.7008, -73.9858, 40.7016), { kind: 'building' }),
      polygon(box(-73.9915, 40.7008, -73.9906, 40.7017), { kind: 'building' }),
    ],
  },
  {
    name: 'roads',
    features: [
      across('Water Street', 'major_road', 40.7036),
      across('Front Street', 'minor_road', 40.7021),
      across('York Street', 'major_road', 40.7004),
      across('Plymouth Street', 'minor_road', 40.7044),
      across('Prospect Street', 'minor_road', 40.6988),
      along('Main Street', 'minor_road', -73.9905),
      along('Washington Street', 'minor_road', -73.9889),
      along('Adams Street', 'major_road', -73.9871),
      along('Jay Street', 'minor_road', -73.9853),
      along('Pearl Street', 'minor_road', -73.9836),
      along('Bridge Street', 'minor_road', -73.9821),
      along('Dock Street', 'minor_road', -73.9932),
      street('River Walk', 'path', [
        [WEST + 0.002, RIVER_EDGE - 0.0003],
        [EAST - 0.002, RIVER_EDGE - 0.0003],
      ]),
    ],
  },
];

/** The tiles of a zoom that the sample area touches. */
function tilesOf(z: number): { x: number; y: number }[] {
  const northWest = tileAt([WEST, NORTH], z);
  const southEast = tileAt([EAST, SOUTH], z);
  const tiles: { x: number; y: number }[] = [];
  for (let x = northWest.x; x <= southEast.x; x++)
    for (let y = northWest.y; y <= southEast.y; y++) tiles.push({ x, y });
  return tiles;
}

let built: Buffer | null = null;

/** The built-in archive: made once, on first use (a few milliseconds, about 30 KB). */
export function sampleArchive(): Buffer {
  if (built) return built;
  const tiles = [];
  for (let z = ZOOMS.min; z <= ZOOMS.max; z++)
    for (const { x, y } of tilesOf(z)) tiles.push({ z, x, y, data: encodeVectorTile(LAYERS, z, x, y) });
  built = writePmtiles(tiles, {
    minZoom: ZOOMS.min,
    maxZoom: ZOOMS.max,
    bounds: SAMPLE_BOUNDS,
    center: [SAMPLE_STUDIO.lng, SAMPLE_STUDIO.lat, 15],
    metadata: {
      name: 'Atelier sample streets',
      description: 'A few made-up streets around the demo studio, for tests and the demo.',
      attribution: 'Sample streets, Atelier',
      vector_layers: LAYERS.map((layer) => ({ id: layer.name, fields: {} })),
    },
  });
  return built;
}
