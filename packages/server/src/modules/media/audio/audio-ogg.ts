import { AudioNotSupported, AudioUnreadable, type ByteSource, cleanTagText, type Segment } from './audio-io';
import { type OggPage, oggPages, pagePackets, paginate, renumberPage } from './audio-ogg-pages';
import type { AudioFacts, AudioPlan } from './audio-plan';

type Codec = 'vorbis' | 'opus';

/** One logical stream's state while its pages go by. */
interface Stream {
  codec: Codec;
  /** Header packets still to come after the first (Vorbis: comment and setup; Opus: tags). */
  headersLeft: number;
  headers: Buffer[];
  open: Buffer[];
  /** Pages the original spent on those headers, and how many more (or fewer) the new ones take. */
  oldPages: number;
  shift: number;
  /** Samples a second, and the samples to skip at the start (Opus pre-skip). */
  rate: number;
  preSkip: number;
  lastGranule: bigint;
}

const COMMENT_MAGIC: Record<Codec, Buffer> = {
  vorbis: Buffer.from('\x03vorbis', 'latin1'),
  opus: Buffer.from('OpusTags', 'latin1'),
};

/** The stream a first page opens, from its identification header; other codecs are refused. */
function openStream(page: OggPage): Stream {
  const packet = page.body;
  if (packet[0] === 1 && packet.toString('latin1', 1, 7) === 'vorbis' && packet.length >= 30) {
    const rate = packet.readUInt32LE(12);
    return {
      codec: 'vorbis',
      headersLeft: 2,
      headers: [],
      open: [],
      oldPages: 0,
      shift: 0,
      rate,
      preSkip: 0,
      lastGranule: -1n,
    };
  }
  if (packet.toString('latin1', 0, 8) === 'OpusHead' && packet.length >= 19) {
    const preSkip = packet.readUInt16LE(10);
    return {
      codec: 'opus',
      headersLeft: 1,
      headers: [],
      open: [],
      oldPages: 0,
      shift: 0,
      rate: 48000,
      preSkip,
      lastGranule: -1n,
    };
  }
  throw new AudioNotSupported('an Ogg stream that is neither Vorbis nor Opus');
}

/** The comment header's vendor string and TITLE, read from the original packet. */
function readComment(codec: Codec, packet: Buffer): { vendor: Buffer; title?: string } {
  const magic = COMMENT_MAGIC[codec];
  if (!packet.subarray(0, magic.length).equals(magic))
    throw new AudioUnreadable('the comment header is missing');
  let at = magic.length;
  const vendorLength = packet.readUInt32LE(at);
  const vendor = packet.subarray(at + 4, at + 4 + vendorLength);
  at += 4 + vendorLength;
  const count = packet.length >= at + 4 ? packet.readUInt32LE(at) : 0;
  at += 4;
  let title: string | undefined;
  for (let i = 0; i < count && at + 4 <= packet.length; i++) {
    const length = packet.readUInt32LE(at);
    const comment = packet.toString('utf8', at + 4, Math.min(packet.length, at + 4 + length));
    at += 4 + length;
    const split = comment.indexOf('=');
    if (!title && split > 0 && comment.slice(0, split).toUpperCase() === 'TITLE')
      title = cleanTagText(comment.slice(split + 1));
  }
  return { vendor: Buffer.from(vendor), title };
}

/** A comment header with the vendor string and no comments (Vorbis ends it with its framing bit). */
function emptyComment(codec: Codec, vendor: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(vendor.length);
  const parts = [COMMENT_MAGIC[codec], length, vendor, Buffer.alloc(4)];
  if (codec === 'vorbis') parts.push(Buffer.from([1]));
  return Buffer.concat(parts);
}

/**
 * An Ogg Vorbis or Opus file without its comments: each stream's comment header (`\x03vorbis` or
 * `OpusTags`: titles, artists, dates, locations, embedded pictures) is replaced by one that keeps
 * only the encoder's vendor string. The header pages are laid out again with correct checksums;
 * when they take fewer (or more) pages than before, every later page of that stream is renumbered
 * and its checksum made again. Audio pages are otherwise copied byte for byte. The duration is the
 * last page's granule position; the first stream's TITLE becomes the suggested name.
 */
export function planOgg(source: ByteSource): AudioPlan {
  const streams = new Map<number, Stream>();
  const facts: AudioFacts = { duration: null };
  let finished = false;

  async function* segments(): AsyncGenerator<Segment> {
    for await (const page of oggPages(source)) {
      if (page.flags & 2) {
        if (streams.has(page.serial)) throw new AudioUnreadable('a stream starts twice');
        streams.set(page.serial, openStream(page));
        yield { from: page.start, to: page.start + page.length };
        continue;
      }
      const stream = streams.get(page.serial);
      if (!stream) throw new AudioUnreadable('a page of a stream that never started');
      if (stream.headersLeft > 0) {
        stream.oldPages += 1;
        const { done, open } = pagePackets(page, stream.open);
        stream.open = open;
        stream.headers.push(...done);
        stream.headersLeft -= done.length;
        if (stream.headersLeft > 0) continue;
        // Audio starts on a fresh page: the last header ends its page (Vorbis I §A.2, RFC 7845 §3).
        if (stream.headersLeft < 0 || open.length) throw new AudioUnreadable('audio shares a header page');
        const [comment, ...rest] = stream.headers;
        const { vendor, title } = readComment(stream.codec, comment!);
        if (streams.size === 1) facts.title ??= title;
        const pages = paginate([emptyComment(stream.codec, vendor), ...rest], page.serial, 1);
        stream.shift = pages.length - stream.oldPages;
        yield* pages;
        continue;
      }
      if (page.granule >= 0n) stream.lastGranule = page.granule;
      yield stream.shift === 0
        ? { from: page.start, to: page.start + page.length }
        : renumberPage(await source.read(page.start, page.length), page.sequence + stream.shift);
    }
    if (!streams.size) throw new AudioUnreadable('no Ogg page');
    let seconds = 0;
    for (const stream of streams.values()) {
      if (stream.headersLeft > 0) throw new AudioUnreadable('the headers are cut short');
      if (stream.lastGranule > 0n && stream.rate > 0)
        seconds += Math.max(0, Number(stream.lastGranule) - stream.preSkip) / stream.rate;
    }
    facts.duration = seconds > 0 ? seconds : null;
    finished = true;
  }

  return {
    segments: segments(),
    facts: () => {
      if (!finished) throw new Error('the Ogg file has not been written yet');
      return facts;
    },
  };
}
