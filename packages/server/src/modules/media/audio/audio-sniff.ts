/**
 * Telling audio formats from their first bytes (media-type.ts): pure, with no imports, so type
 * detection stays a few comparisons.
 */

/** An ID3v2 tag's header: its version and the tag's whole length, header (and footer) included. */
export interface Id3Header {
  version: number;
  flags: number;
  /** Bytes from the tag's first byte to the byte after it. */
  length: number;
}

/** A size written seven bits a byte, as ID3v2 writes its tag sizes. */
export const syncsafe = (bytes: Buffer, at: number): number =>
  ((bytes[at]! & 0x7f) << 21) |
  ((bytes[at + 1]! & 0x7f) << 14) |
  ((bytes[at + 2]! & 0x7f) << 7) |
  (bytes[at + 3]! & 0x7f);

/** The ID3v2 tag starting at `at` ("ID3", or "3DI" for a footer when `footer`), or null. */
export function id3Header(bytes: Buffer, at = 0, footer = false): Id3Header | null {
  if (bytes.length < at + 10) return null;
  if (bytes.toString('latin1', at, at + 3) !== (footer ? '3DI' : 'ID3')) return null;
  const version = bytes[at + 3]!;
  if (version < 2 || version > 4 || bytes[at + 4] === 0xff) return null;
  for (let i = 6; i < 10; i++) if (bytes[at + i]! & 0x80) return null;
  const flags = bytes[at + 5]!;
  const size = syncsafe(bytes, at + 6);
  return { version, flags, length: 10 + size + (version === 4 && flags & 0x10 ? 10 : 0) };
}

/** One MPEG audio frame's header (MP3 and its Layer I/II siblings). */
export interface MpegFrame {
  /** 1 for MPEG-1, 2 for MPEG-2, 2.5 for MPEG-2.5. */
  version: 1 | 2 | 2.5;
  layer: 1 | 2 | 3;
  /** Bits a second. */
  bitrate: number;
  sampleRate: number;
  /** The frame's length in bytes, header included. */
  length: number;
  samples: number;
  mono: boolean;
}

const BITRATES: Record<string, number[]> = {
  '1-1': [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<string, number[]> = {
  '1': [44100, 48000, 32000],
  '2': [22050, 24000, 16000],
  '2.5': [11025, 12000, 8000],
};

/** The MPEG audio frame header at `at`, or null when the four bytes there are not one. */
export function mpegFrame(bytes: Buffer, at = 0): MpegFrame | null {
  if (bytes.length < at + 4) return null;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  // Reserved values; free-format streams (bitrate index 0) carry no length to check.
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const table = version === 1 ? `1-${layer}` : layer === 1 ? '2-1' : '2-2';
  const bitrate = BITRATES[table]![bitrateIndex - 1]! * 1000;
  const sampleRate = SAMPLE_RATES[String(version)]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  let length: number;
  let samples: number;
  if (layer === 1) {
    length = (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
    samples = 384;
  } else if (layer === 3 && version !== 1) {
    length = Math.floor((72 * bitrate) / sampleRate) + padding;
    samples = 576;
  } else {
    length = Math.floor((144 * bitrate) / sampleRate) + padding;
    samples = 1152;
  }
  return { version, layer, bitrate, sampleRate, length, samples, mono: bytes[at + 3]! >> 6 === 3 };
}

/**
 * Whether MPEG audio frames start at `at`: a valid header, and the next frame's header where the
 * first one says it ends (when those bytes are at hand), so a stray 0xFF byte is not taken for one.
 */
export function mpegFramesAt(bytes: Buffer, at = 0): MpegFrame | null {
  const frame = mpegFrame(bytes, at);
  if (!frame) return null;
  const next = at + frame.length;
  if (bytes.length >= next + 4) {
    const second = mpegFrame(bytes, next);
    if (!second || second.version !== frame.version || second.layer !== frame.layer) return null;
    if (second.sampleRate !== frame.sampleRate) return null;
  }
  return frame;
}

/** Whether the bytes open an MP3: an ID3v2 tag (whatever it hides, checked when the file is cleaned), or frames. */
export const looksLikeMp3 = (head: Buffer): boolean =>
  id3Header(head) !== null || mpegFramesAt(head) !== null;

/** The codec of an Ogg file's first stream, from the first packet of its first page. */
export function oggCodec(head: Buffer): 'vorbis' | 'opus' | 'other' | null {
  if (head.length < 28 || head.toString('latin1', 0, 4) !== 'OggS' || head[4] !== 0) return null;
  const segments = head[26]!;
  const body = 27 + segments;
  if (head.length < body + 8) return null;
  if (head[body] === 1 && head.toString('latin1', body + 1, body + 7) === 'vorbis') return 'vorbis';
  if (head.toString('latin1', body, body + 8) === 'OpusHead') return 'opus';
  return 'other';
}

/** ISO base media brands that name an audio-only file (iTunes' M4A, audiobooks' M4B). */
export const AUDIO_BRANDS: readonly string[] = ['M4A ', 'M4B '];
