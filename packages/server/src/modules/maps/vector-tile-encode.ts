import { ProtobufWriter, zigzag } from './protobuf-writer';

/** Longitude and latitude. */
export type Position = readonly [number, number];

export type FeatureGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: readonly Position[] }
  | { type: 'Polygon'; coordinates: readonly (readonly Position[])[] };

export interface MapFeature {
  geometry: FeatureGeometry;
  properties: Readonly<Record<string, string | number>>;
}

export interface MapLayer {
  name: string;
  features: readonly MapFeature[];
}

const EXTENT = 4096;

/** A position in web-mercator world units (0 to 1 across and down). */
export function worldPoint([lng, lat]: Position): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  return [lng / 360 + 0.5, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** The tile of zoom z holding a position. */
export function tileAt(position: Position, z: number): { x: number; y: number } {
  const [wx, wy] = worldPoint(position);
  const n = 2 ** z;
  return { x: Math.min(n - 1, Math.floor(wx * n)), y: Math.min(n - 1, Math.floor(wy * n)) };
}

/**
 * The geometry commands of a feature in tile z/x/y (Mapbox Vector Tile 2.1, §4.3): MoveTo, LineTo
 * and ClosePath with zigzag deltas. Nothing is clipped: a small set's features may reach past the
 * tile's edge, which renderers clip themselves.
 */
function commands(geometry: FeatureGeometry, z: number, x: number, y: number): number[] {
  const n = 2 ** z;
  const local = (position: Position): [number, number] => {
    const [wx, wy] = worldPoint(position);
    return [Math.round((wx * n - x) * EXTENT), Math.round((wy * n - y) * EXTENT)];
  };
  const out: number[] = [];
  let cx = 0;
  let cy = 0;
  const moveTo = (point: [number, number], command: number) => {
    out.push(command, zigzag(point[0] - cx), zigzag(point[1] - cy));
    [cx, cy] = point;
  };
  const line = (points: [number, number][], close: boolean) => {
    moveTo(points[0]!, (1 & 7) | (1 << 3));
    const rest = points.slice(1);
    out.push((2 & 7) | (rest.length << 3));
    for (const point of rest) {
      out.push(zigzag(point[0] - cx), zigzag(point[1] - cy));
      [cx, cy] = point;
    }
    if (close) out.push((7 & 7) | (1 << 3));
  };
  if (geometry.type === 'Point') moveTo(local(geometry.coordinates), (1 & 7) | (1 << 3));
  else if (geometry.type === 'LineString') line(geometry.coordinates.map(local), false);
  else
    geometry.coordinates.forEach((ring, index) => {
      // A ring repeats its first point at its end in GeoJSON; ClosePath stands for it here.
      let points = ring.slice(0, -1).map(local);
      // The exterior ring winds clockwise on screen (positive area, y down), holes the other way.
      const area = points.reduce((sum, [x1, y1], i) => {
        const [x2, y2] = points[(i + 1) % points.length]!;
        return sum + x1 * y2 - x2 * y1;
      }, 0);
      if ((index === 0) !== area > 0) points = points.reverse();
      line(points, true);
    });
  return out;
}

const GEOMETRY_TYPE = { Point: 1, LineString: 2, Polygon: 3 } as const;

/** One tile of vector layers, as Mapbox Vector Tile 2.1 bytes (uncompressed). */
export function encodeVectorTile(layers: readonly MapLayer[], z: number, x: number, y: number): Uint8Array {
  const tile = new ProtobufWriter();
  for (const layer of layers) {
    const keys: string[] = [];
    const values: (string | number)[] = [];
    const indexOf = <T>(list: T[], value: T) => {
      const at = list.indexOf(value);
      return at >= 0 ? at : list.push(value) - 1;
    };
    const out = new ProtobufWriter().uint(15, 2).string(1, layer.name);
    layer.features.forEach((feature, id) => {
      const tags = Object.entries(feature.properties).flatMap(([key, value]) => [
        indexOf(keys, key),
        indexOf(values, value),
      ]);
      const encoded = new ProtobufWriter()
        .uint(1, id + 1)
        .packed(2, tags)
        .uint(3, GEOMETRY_TYPE[feature.geometry.type])
        .packed(4, commands(feature.geometry, z, x, y));
      out.bytesField(2, encoded.finish());
    });
    for (const key of keys) out.string(3, key);
    for (const value of values) {
      const encoded =
        typeof value === 'string'
          ? new ProtobufWriter().string(1, value)
          : new ProtobufWriter().double(3, value);
      out.bytesField(4, encoded.finish());
    }
    out.uint(5, EXTENT);
    tile.bytesField(3, out.finish());
  }
  return tile.finish();
}
