import { zxyToTileId } from 'pmtiles';
import { ProtobufWriter } from './protobuf-writer';

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveInfo {
  minZoom: number;
  maxZoom: number;
  /** West, south, east, north. */
  bounds: [number, number, number, number];
  center: [number, number, number];
  metadata: Record<string, unknown>;
}

const HEADER_BYTES = 127;

/**
 * A PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) of vector
 * tiles, with one root directory, nothing compressed: small sets only (the root directory must fit
 * the first 16 KB, which a few hundred tiles do).
 */
export function writePmtiles(tiles: readonly ArchiveTile[], info: ArchiveInfo): Buffer {
  const sorted = tiles
    .map((tile) => ({ id: zxyToTileId(tile.z, tile.x, tile.y), data: tile.data }))
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const entries = sorted.map((tile) => {
    const entry = { id: tile.id, offset, length: tile.data.length };
    offset += tile.data.length;
    return entry;
  });
  // Directory: count, then ids (as deltas), run lengths, lengths, offsets (0: right after the last).
  const directory = new ProtobufWriter().varint(entries.length);
  let last = 0;
  for (const entry of entries) {
    directory.varint(entry.id - last);
    last = entry.id;
  }
  for (const _entry of entries) directory.varint(1);
  for (const entry of entries) directory.varint(entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    directory.varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  const root = Buffer.from(directory.finish());
  const metadata = Buffer.from(JSON.stringify(info.metadata));
  const data = Buffer.concat(sorted.map((tile) => tile.data));
  if (HEADER_BYTES + root.length > 16_384) throw new Error('Too many tiles for one root directory');

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (value: number, at: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(HEADER_BYTES, 8);
  u64(root.length, 16);
  u64(HEADER_BYTES + root.length, 24);
  u64(metadata.length, 32);
  u64(0, 40);
  u64(0, 48);
  u64(HEADER_BYTES + root.length + metadata.length, 56);
  u64(data.length, 64);
  u64(entries.length, 72);
  u64(entries.length, 80);
  u64(entries.length, 88);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: vector (MVT)
  header.writeUInt8(info.minZoom, 100);
  header.writeUInt8(info.maxZoom, 101);
  const e7 = (value: number, at: number) => header.writeInt32LE(Math.round(value * 1e7), at);
  e7(info.bounds[0], 102);
  e7(info.bounds[1], 106);
  e7(info.bounds[2], 110);
  e7(info.bounds[3], 114);
  header.writeUInt8(info.center[2], 118);
  e7(info.center[0], 119);
  e7(info.center[1], 123);
  return Buffer.concat([header, root, metadata, data]);
}
