import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { type ReceivedFile, scratchFile } from '#modules/media/media-receive';
import { SNIFF_BYTES } from '#modules/media/media-type';

/** Random access to a file's bytes: audio files are read by their headers, never whole. */
export interface ByteSource {
  size: number;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  read(position: number, length: number): Promise<Buffer>;
}

/** What a cleaned file is made of, in order: a range of the original, new bytes, or zeros. */
export type Segment = Buffer | { from: number; to: number } | { zeros: number };

export type Segments = Iterable<Segment> | AsyncIterable<Segment>;

/** The file is not one of the audio formats it claims to be (refused as an unsupported type). */
export class AudioNotSupported extends Error {}
/** The file is an audio format we take, but damaged or cut short (refused as processing failed). */
export class AudioUnreadable extends Error {}

export const bufferSource = (bytes: Buffer): ByteSource => ({
  size: bytes.length,
  read: async (position, length) => bytes.subarray(position, Math.min(bytes.length, position + length)),
});

export async function fileSource(file: string): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await open(file, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(position, length) {
      const wanted = Math.max(0, Math.min(length, size - position));
      const buffer = Buffer.alloc(wanted);
      let done = 0;
      while (done < wanted) {
        const { bytesRead } = await handle.read(buffer, done, wanted - done, position + done);
        if (!bytesRead) break;
        done += bytesRead;
      }
      return buffer.subarray(0, done);
    },
    close: () => handle.close(),
  };
}

/** Exactly `length` bytes from `position`, or AudioUnreadable: the file ends inside a structure. */
export async function readExactly(source: ByteSource, position: number, length: number): Promise<Buffer> {
  const bytes = await source.read(position, length);
  if (bytes.length < length) throw new AudioUnreadable('the file ends too early');
  return bytes;
}

const COPY_STEP = 1024 * 1024;
const ZEROS = Buffer.alloc(64 * 1024);

/** The bytes a list of segments stands for, a step at a time: a range is read as it is written. */
export async function* segmentBytes(source: ByteSource, segments: Segments): AsyncGenerator<Buffer> {
  for await (const segment of segments) {
    if (Buffer.isBuffer(segment)) {
      if (segment.length) yield segment;
    } else if ('zeros' in segment) {
      for (let left = segment.zeros; left > 0; left -= ZEROS.length)
        yield ZEROS.subarray(0, Math.min(left, ZEROS.length));
    } else {
      for (let at = segment.from; at < segment.to; at += COPY_STEP) {
        yield await readExactly(source, at, Math.min(COPY_STEP, segment.to - at));
      }
    }
  }
}

/** The whole result in memory: for tests and small files. */
export async function collectSegments(source: ByteSource, segments: Segments): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of segmentBytes(source, segments)) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/** Writes the segments to a new scratch file, with its size, sha256 and first bytes, as an upload arrives. */
export async function writeSegments(source: ByteSource, segments: Segments): Promise<ReceivedFile> {
  const scratch = await scratchFile();
  const out = await open(scratch.file, 'w');
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  try {
    for await (const part of segmentBytes(source, segments)) {
      await out.write(part);
      hash.update(part);
      size += part.length;
      if (headLength < SNIFF_BYTES) {
        const taken = part.subarray(0, SNIFF_BYTES - headLength);
        head.push(Buffer.from(taken));
        headLength += taken.length;
      }
    }
  } catch (error) {
    await out.close();
    await scratch.discard();
    throw error;
  }
  await out.close();
  return {
    file: scratch.file,
    size,
    hash: hash.digest('hex'),
    head: Buffer.concat(head),
    discard: scratch.discard,
  };
}

/** Text as tags store it: control characters out, spaces folded, at most `max` characters; undefined when empty. */
export function cleanTagText(text: string | undefined, max = 200): string | undefined {
  if (!text) return undefined;
  const visible = [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      return code < 0x20 || code === 0x7f || code === 0xfeff ? ' ' : c;
    })
    .join('');
  const cleaned = [...visible.replace(/\s+/g, ' ').trim()].slice(0, max).join('');
  return cleaned || undefined;
}
