import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { PMTiles, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BOUNDS, SAMPLE_STUDIO, sampleArchive } from './sample-tiles';
import { openTileArchive } from './tile-archive';
import { tileAt } from './vector-tile-encode';

/** The archive as the browser's PMTiles reader sees it, a byte range at a time. */
const sourceOf = (bytes: Buffer): Source => ({
  getKey: () => 'sample',
  getBytes: async (offset, length) => ({
    data: new Uint8Array(bytes.subarray(offset, offset + length)).slice().buffer,
  }),
});

describe('the built-in sample tiles', () => {
  it('make a PMTiles archive the reference reader opens, covering the studio', async () => {
    const archive = new PMTiles(sourceOf(sampleArchive()));
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 10, maxZoom: 16, tileType: 1 });
    expect(header.minLon).toBeCloseTo(SAMPLE_BOUNDS[0], 5);
    expect(header.maxLat).toBeCloseTo(SAMPLE_BOUNDS[3], 5);
    expect(((await archive.getMetadata()) as { attribution: string }).attribution).toBe(
      'Sample streets, Atelier',
    );
  });

  it('hold the streets around the studio as Mapbox vector tiles in the Protomaps layers', async () => {
    const archive = new PMTiles(sourceOf(sampleArchive()));
    const { x, y } = tileAt([SAMPLE_STUDIO.lng, SAMPLE_STUDIO.lat], 15);
    const tile = await archive.getZxy(15, x, y);
    expect(tile).toBeDefined();
    const decoded = new VectorTile(new Pbf(new Uint8Array(tile!.data)));
    expect(Object.keys(decoded.layers).sort()).toEqual(['buildings', 'earth', 'landuse', 'roads', 'water']);
    const roads = decoded.layers.roads!;
    const names = Array.from({ length: roads.length }, (_, i) => roads.feature(i).properties.name);
    expect(names).toContain('Water Street');
    const water = roads.feature(names.indexOf('Water Street'));
    expect(water.properties.kind).toBe('major_road');
    expect(water.type).toBe(2);
    const line = water.loadGeometry()[0]!;
    // Water Street runs west to east across the tile at the studio's latitude.
    expect(line[0]!.x).toBeLessThan(0);
    expect(line.at(-1)!.x).toBeGreaterThan(4096);
    // A tile far away is not in the archive.
    expect(await archive.getZxy(15, 0, 0)).toBeUndefined();
  });

  it('tell a map their deepest zoom, the area they cover and their credit', async () => {
    const archive = (await openTileArchive('sample'))!;
    expect(archive.info).toEqual({
      maxZoom: 16,
      bounds: SAMPLE_BOUNDS,
      attribution: 'Sample streets, Atelier',
    });
    expect((await archive.read(0, 6)).toString('ascii')).toBe('PMTiles');
    expect(await openTileArchive('none')).toBeNull();
  });
});
