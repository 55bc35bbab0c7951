import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { removeLeftoverScratch, scratchName } from '#platform/storage/scratch-files';
import { MediaErrors } from './media.errors';
import { SNIFF_BYTES } from './media-type';

/** Bytes received into a local temporary file, with their sha256 and first bytes for sniffing. */
export interface ReceivedFile {
  file: string;
  size: number;
  hash: string;
  head: Buffer;
  discard(): Promise<void>;
}

/**
 * Uploads being received and HEIC conversions, on this machine only. Names start with the writing
 * process's id (storage/scratch-files.ts), so the next start can remove what a killed one left.
 */
export const SCRATCH_DIR = path.join(tmpdir(), 'atelier-media');

export async function scratchFile(): Promise<{ file: string; discard(): Promise<void> }> {
  await mkdir(SCRATCH_DIR, { recursive: true });
  const file = path.join(SCRATCH_DIR, scratchName());
  return { file, discard: () => rm(file, { force: true }) };
}

/** What killed processes left in the scratch folder (run at start). */
export const removeLeftoverUploads = (options?: Parameters<typeof removeLeftoverScratch>[1]) =>
  removeLeftoverScratch(SCRATCH_DIR, options);

class TooLarge extends Error {}

/**
 * Streams one or more sources, in order, to a scratch file: never held in memory, stopped as soon
 * as it passes maxBytes (a body that lies about its length is cut off too).
 */
export async function receive(
  sources: Readable[] | (() => AsyncIterable<Readable>),
  maxBytes: number,
  fileName: string,
): Promise<ReceivedFile> {
  const { file, discard } = await scratchFile();
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLarge());
      hash.update(chunk);
      if (headLength < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  async function* joined() {
    const list = typeof sources === 'function' ? sources() : sources;
    for await (const source of list) {
      for await (const chunk of source) yield chunk as Buffer;
    }
  }
  try {
    await pipeline(joined(), meter, createWriteStream(file));
  } catch (error) {
    await discard();
    if (error instanceof TooLarge) throw MediaErrors.tooLarge(fileName, maxBytes);
    throw MediaErrors.incomplete(`The upload of ${fileName} stopped before the whole file arrived.`);
  }
  return { file, size, hash: hash.digest('hex'), head: Buffer.concat(headChunks), discard };
}
