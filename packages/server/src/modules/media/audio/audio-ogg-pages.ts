import { AudioUnreadable, type ByteSource } from './audio-io';

/** One Ogg page (RFC 3533): its header fields, its lacing values and where its body sits. */
export interface OggPage {
  /** The page's first byte in the file, and its whole length. */
  start: number;
  length: number;
  /** 1 continued packet, 2 first page of a stream, 4 last page. */
  flags: number;
  granule: bigint;
  serial: number;
  sequence: number;
  lacing: number[];
  body: Buffer;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's page checksum: CRC-32 with polynomial 0x04c11db7, unreflected, over the page with its CRC field zero. */
export function oggCrc(page: Buffer): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++)
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ page[i]!) & 0xff]!) >>> 0;
  return crc >>> 0;
}

/** A page's bytes, with its checksum computed. */
export function buildPage(page: Omit<OggPage, 'start' | 'length'>): Buffer {
  const header = Buffer.alloc(27 + page.lacing.length);
  header.write('OggS', 0, 'latin1');
  header[4] = 0;
  header[5] = page.flags;
  header.writeBigUInt64LE(BigInt.asUintN(64, page.granule), 6);
  header.writeUInt32LE(page.serial >>> 0, 14);
  header.writeUInt32LE(page.sequence >>> 0, 18);
  header[26] = page.lacing.length;
  page.lacing.forEach((value, index) => {
    header[27 + index] = value;
  });
  const bytes = Buffer.concat([header, page.body]);
  bytes.writeUInt32LE(oggCrc(bytes), 22);
  return bytes;
}

/** The same page under another sequence number, its checksum made again. */
export function renumberPage(bytes: Buffer, sequence: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt32LE(sequence >>> 0, 18);
  copy.writeUInt32LE(0, 22);
  copy.writeUInt32LE(oggCrc(copy), 22);
  return copy;
}

const WINDOW = 1024 * 1024;
const MAX_PAGE = 27 + 255 + 255 * 255;

/** The pages of an Ogg file in order, read through a window, until bytes that are not a page. */
export async function* oggPages(source: ByteSource): AsyncGenerator<OggPage> {
  let windowStart = 0;
  let window: Buffer = Buffer.alloc(0);
  const bytesAt = async (at: number, length: number): Promise<Buffer> => {
    if (at < windowStart || at + length > windowStart + window.length) {
      windowStart = at;
      window = await source.read(at, Math.max(WINDOW, MAX_PAGE));
    }
    return window.subarray(at - windowStart, at - windowStart + length);
  };
  for (let at = 0; at < source.size; ) {
    const header = await bytesAt(at, 27);
    if (header.length < 27 || header.toString('latin1', 0, 4) !== 'OggS' || header[4] !== 0) return;
    const count = header[26]!;
    const lacing = [...(await bytesAt(at + 27, count))];
    if (lacing.length < count) return;
    const bodyLength = lacing.reduce((sum, value) => sum + value, 0);
    const length = 27 + count + bodyLength;
    const whole = await bytesAt(at, length);
    if (whole.length < length) throw new AudioUnreadable('the last page is cut short');
    yield {
      start: at,
      length,
      flags: header[5]!,
      granule: header.readBigInt64LE(6),
      serial: header.readUInt32LE(14),
      sequence: header.readUInt32LE(18),
      lacing,
      body: Buffer.from(whole.subarray(27 + count)),
    };
    at += length;
  }
}

/** The packets a page finishes, and the start of one it leaves open, given the part carried over. */
export function pagePackets(page: OggPage, carried: Buffer[]): { done: Buffer[]; open: Buffer[] } {
  const done: Buffer[] = [];
  let open = carried;
  let at = 0;
  let from = 0;
  for (const value of page.lacing) {
    at += value;
    if (value < 255) {
      done.push(Buffer.concat([...open, page.body.subarray(from, at)]));
      open = [];
      from = at;
    }
  }
  if (from < at || page.lacing.at(-1) === 255) open = [...open, page.body.subarray(from, at)];
  return { done, open };
}

/**
 * Header packets laid out in pages for one stream, from `sequence` on: up to 255 lacing values a
 * page, a packet continuing on the next page where it does not fit, and the last packet ending the
 * last page (audio starts on a fresh page). A page where no packet ends has granule position -1.
 */
export function paginate(packets: Buffer[], serial: number, sequence: number): Buffer[] {
  const segments: { bytes: Buffer; ends: boolean }[] = [];
  for (const packet of packets) {
    for (let at = 0; ; at += 255) {
      const bytes = packet.subarray(at, Math.min(at + 255, packet.length));
      segments.push({ bytes, ends: bytes.length < 255 });
      if (bytes.length < 255) break;
    }
  }
  const pages: Buffer[] = [];
  let continued = false;
  for (let at = 0; at < segments.length; at += 255) {
    const run = segments.slice(at, at + 255);
    const ends = run.some((segment) => segment.ends);
    pages.push(
      buildPage({
        flags: continued ? 1 : 0,
        granule: ends ? 0n : -1n,
        serial,
        sequence: sequence + pages.length,
        lacing: run.map((segment) => segment.bytes.length),
        body: Buffer.concat(run.map((segment) => segment.bytes)),
      }),
    );
    continued = !run.at(-1)!.ends;
  }
  return pages;
}
