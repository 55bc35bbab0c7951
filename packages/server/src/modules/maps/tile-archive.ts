import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { sampleArchive } from './sample-tiles';

/** What a map needs to know of a PMTiles archive, from its header and metadata. */
export interface TileArchiveInfo {
  maxZoom: number;
  bounds: [number, number, number, number] | null;
  attribution: string;
}

/** A PMTiles archive the server hands to visitors' maps a byte range at a time. */
export interface TileArchive {
  size: number;
  etag: string;
  info: TileArchiveInfo;
  /** Bytes from `start` to `end`, both included. */
  read(start: number, end: number): Promise<Buffer>;
  /** The operator's file, streamed when a client asks for all of it. */
  file?: string;
}

const HEADER_BYTES = 127;
const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';

/** Reads an archive's header: its deepest zoom and the area it covers. */
export function readHeader(header: Buffer): {
  maxZoom: number;
  bounds: [number, number, number, number] | null;
} {
  if (header.length < HEADER_BYTES || header.toString('ascii', 0, 7) !== 'PMTiles' || header[7] !== 3)
    throw new Error('Not a PMTiles version 3 archive');
  const e7 = (at: number) => header.readInt32LE(at) / 1e7;
  const bounds: [number, number, number, number] = [e7(102), e7(106), e7(110), e7(114)];
  const whole = bounds[0] <= -180 && bounds[2] >= 180;
  return { maxZoom: header.readUInt8(101), bounds: whole || bounds.every((v) => v === 0) ? null : bounds };
}

function attributionOf(metadata: Buffer): string {
  try {
    const value = (JSON.parse(metadata.toString('utf8')) as { attribution?: unknown }).attribution;
    // The credit shows as text: a provider's HTML links keep their words only.
    return typeof value === 'string' && value.trim()
      ? value.replace(/<[^>]*>/g, '').trim()
      : DEFAULT_ATTRIBUTION;
  } catch {
    return DEFAULT_ATTRIBUTION;
  }
}

function fromBytes(bytes: Buffer): TileArchive {
  const metadataAt = Number(bytes.readBigUInt64LE(24));
  const metadataLength = Number(bytes.readBigUInt64LE(32));
  return {
    size: bytes.length,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    info: {
      ...readHeader(bytes),
      attribution: attributionOf(bytes.subarray(metadataAt, metadataAt + metadataLength)),
    },
    read: async (start, end) => bytes.subarray(start, end + 1),
  };
}

/** An operator's archive file, opened for each read, so it may be replaced while the server runs. */
async function fromFile(file: string): Promise<TileArchive> {
  const handle = await open(file, 'r');
  try {
    const { size, mtimeMs } = await stat(file);
    const head = Buffer.alloc(HEADER_BYTES);
    await handle.read(head, 0, HEADER_BYTES, 0);
    const metadataAt = Number(head.readBigUInt64LE(24));
    // Metadata past a megabyte is not read for its credit.
    const metadataLength = Math.min(Number(head.readBigUInt64LE(32)), 1_000_000);
    const metadata = Buffer.alloc(metadataLength);
    await handle.read(metadata, 0, metadataLength, metadataAt);
    return {
      file,
      size,
      etag: `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`,
      info: { ...readHeader(head), attribution: attributionOf(metadata) },
      read: async (start, end) => {
        const reader = await open(file, 'r');
        try {
          const out = Buffer.alloc(end - start + 1);
          const { bytesRead } = await reader.read(out, 0, out.length, start);
          return out.subarray(0, bytesRead);
        } finally {
          await reader.close();
        }
      },
    };
  } finally {
    await handle.close();
  }
}

/** The archive MAP_TILES_FILE names: `sample` the built-in set, `none` no archive, else a file. */
export async function openTileArchive(setting: string): Promise<TileArchive | null> {
  if (setting === 'none') return null;
  if (setting === 'sample') return fromBytes(sampleArchive());
  return fromFile(setting);
}
