import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { MAX_PIXELS } from './media-limits';
import { ImageTooLarge, ImageUnreadable } from './media-pipeline';
import { type ReceivedFile, scratchFile } from './media-receive';
import { SNIFF_BYTES } from './media-type';

/** One HEIC decode may take this long before it is stopped and the file refused. */
export const HEIC_DECODE_TIMEOUT_MS = 120_000;
/** HEIC decodes run one at a time per process: each holds the whole picture in memory twice. */
const HEIC_DECODES_AT_ONCE = 1;

interface Size {
  width: number;
  height: number;
}

/** ISO base media boxes inside [start, end): type, where the body starts and where the box ends. */
function* boxes(
  bytes: Buffer,
  start: number,
  end: number,
): Generator<{ type: string; body: number; end: number }> {
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < body - at || at + size > end) {
      // A box running past the bytes we hold: read what is there (a truncated file fails later).
      yield { type, body, end };
      return;
    }
    yield { type, body, end: at + size };
    at += size;
  }
}

const child = (bytes: Buffer, start: number, end: number, type: string) => {
  for (const box of boxes(bytes, start, end)) if (box.type === type) return box;
  return null;
};

/**
 * The largest picture a HEIF file declares, from its 'ispe' (image spatial extents) properties in
 * meta/iprp/ipco, read without decoding anything. A grid photo declares the whole grid and each tile;
 * the largest is what a decode would produce. Null when the file declares none.
 */
export function heifDeclaredSize(bytes: Buffer): Size | null {
  const meta = child(bytes, 0, bytes.length, 'meta');
  if (!meta) return null;
  // meta is a full box: version and flags come first.
  const iprp = child(bytes, meta.body + 4, meta.end, 'iprp');
  const ipco = iprp && child(bytes, iprp.body, iprp.end, 'ipco');
  if (!ipco) return null;
  let largest: Size | null = null;
  for (const box of boxes(bytes, ipco.body, ipco.end)) {
    if (box.type !== 'ispe' || box.body + 12 > box.end) continue;
    const width = bytes.readUInt32BE(box.body + 4);
    const height = bytes.readUInt32BE(box.body + 8);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest && largest.width > 0 && largest.height > 0 ? largest : null;
}

/** The decoder, run in a worker thread: libheif in WebAssembly works synchronously for seconds. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoder);
decode({ buffer: workerData.bytes }).then(
  (image) => {
    const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    parentPort.postMessage({ width: image.width, height: image.height, data }, [data.buffer]);
  },
  (error) => parentPort.postMessage({ error: String(error && error.message || error) }),
);
`;

const decoderPath = () => createRequire(import.meta.url).resolve('heic-decode');

let running = 0;
const waiting: (() => void)[] = [];
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HEIC_DECODES_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Decodes HEIC bytes to RGBA pixels off the main thread, stopped after `timeoutMs`. */
export function decodeHeic(
  bytes: Buffer,
  timeoutMs = HEIC_DECODE_TIMEOUT_MS,
): Promise<Size & { data: Uint8Array }> {
  return oneAtATime(
    () =>
      new Promise((resolve, reject) => {
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { decoder: decoderPath(), bytes },
          // libheif prints its parse errors; the refusal already tells the owner what went wrong.
          stdout: true,
          stderr: true,
          // The pixels come back as a transferred buffer; the worker's own heap stays small.
          resourceLimits: { maxOldGenerationSizeMb: 512 },
        });
        worker.stdout.resume();
        worker.stderr.resume();
        const timer = setTimeout(() => {
          void worker.terminate();
          reject(new ImageUnreadable('HEIC decode timed out'));
        }, timeoutMs);
        const settle = () => {
          clearTimeout(timer);
          void worker.terminate();
        };
        worker.once(
          'message',
          (message: { error?: string; width?: number; height?: number; data?: Uint8Array }) => {
            settle();
            if (message.error || !message.data || !message.width || !message.height) {
              reject(new ImageUnreadable(message.error ?? 'HEIC decode failed'));
            } else {
              resolve({ width: message.width, height: message.height, data: message.data });
            }
          },
        );
        worker.once('error', (error) => {
          settle();
          reject(new ImageUnreadable(error.message));
        });
        worker.once('exit', () => {
          clearTimeout(timer);
          reject(new ImageUnreadable('HEIC decoder stopped'));
        });
      }),
  );
}

const opaque = (rgba: Uint8Array) => {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
};

/**
 * A phone's HEIC photo as a file the pipeline reads: the declared size is checked against the
 * megapixel limit before anything is decoded, the picture is decoded in a worker (libheif applies
 * the file's rotation and mirroring), and written as a high-quality JPEG (PNG when it has
 * transparency) with no metadata at all, so no location or camera data survives. The HEIC scratch
 * file is removed; the result stands in for it.
 */
export async function convertHeic(
  received: ReceivedFile,
): Promise<{ file: ReceivedFile; extension: 'jpg' | 'png' }> {
  const bytes = await readFile(received.file);
  const declared = heifDeclaredSize(bytes);
  if (!declared) throw new ImageUnreadable('HEIC declares no size');
  if (declared.width * declared.height > MAX_PIXELS) throw new ImageTooLarge(declared.width, declared.height);
  const image = await decodeHeic(bytes);
  if (image.data.length !== image.width * image.height * 4) throw new ImageUnreadable('HEIC decode is short');
  const raw = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
  const png = !opaque(image.data);
  const converted = await (png
    ? raw.png({ compressionLevel: 6 })
    : raw.removeAlpha().jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
  ).toBuffer();
  const scratch = await scratchFile();
  await writeFile(scratch.file, converted);
  await received.discard();
  return {
    extension: png ? 'png' : 'jpg',
    file: {
      file: scratch.file,
      size: converted.length,
      hash: createHash('sha256').update(converted).digest('hex'),
      head: converted.subarray(0, SNIFF_BYTES),
      discard: scratch.discard,
    },
  };
}
