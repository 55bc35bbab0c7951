import { id3Title, id3v1Title } from './audio-id3';
import { AudioNotSupported, type ByteSource, readExactly } from './audio-io';
import type { AudioPlan } from './audio-plan';
import { id3Header, type MpegFrame, mpegFrame, mpegFramesAt, syncsafe } from './audio-sniff';

/** A tag larger than this is dropped without reading its title. */
const MAX_TAG_READ = 16 * 1024 * 1024;
/** How far past the tags the first frame may start (encoders leave padding or junk). */
const FRAME_SEARCH = 64 * 1024;

/** Xing/Info and VBRI headers: the frame count of a variable bitrate file. */
function frameCount(first: Buffer, frame: MpegFrame): number | null {
  const sideInfo = frame.version === 1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = 4 + sideInfo;
  const name = first.toString('latin1', xing, xing + 4);
  if ((name === 'Xing' || name === 'Info') && first.length >= xing + 12) {
    const flags = first.readUInt32BE(xing + 4);
    if (flags & 1) return first.readUInt32BE(xing + 8);
  }
  if (first.toString('latin1', 36, 40) === 'VBRI' && first.length >= 36 + 18)
    return first.readUInt32BE(36 + 14);
  return null;
}

/** Where the audio ends once the tags at the file's end are left out: ID3v1, Lyrics3, APE, an appended ID3v2. */
async function audioEnd(source: ByteSource, start: number): Promise<{ end: number; v1Title?: string }> {
  let end = source.size;
  let v1Title: string | undefined;
  for (let changed = true; changed && end > start; ) {
    changed = false;
    if (end - start >= 128) {
      const tag = await source.read(end - 128, 128);
      if (tag.toString('latin1', 0, 3) === 'TAG') {
        v1Title ??= id3v1Title(tag);
        end -= 128;
        changed = true;
        if (end - start >= 227 && (await source.read(end - 227, 4)).toString('latin1') === 'TAG+') end -= 227;
        continue;
      }
    }
    if (end - start >= 15) {
      const lyrics = (await source.read(end - 15, 15)).toString('latin1');
      if (lyrics.endsWith('LYRICS200') && /^\d{6}/.test(lyrics)) {
        end -= Number(lyrics.slice(0, 6)) + 15;
        changed = true;
        continue;
      }
    }
    if (end - start >= 32) {
      const footer = await source.read(end - 32, 32);
      if (footer.toString('latin1', 0, 8) === 'APETAGEX') {
        const size = footer.readUInt32LE(12);
        const hasHeader = footer.readUInt32LE(20) & 0x80000000;
        end -= size + (hasHeader ? 32 : 0);
        changed = true;
        continue;
      }
    }
    if (end - start >= 10) {
      const footer = await source.read(end - 10, 10);
      if (id3Header(footer, 0, true)) {
        end -= syncsafe(footer, 6) + 20;
        changed = true;
      }
    }
  }
  return { end: Math.max(start, end), v1Title };
}

/**
 * An MP3 without its tags: every ID3v2 tag at its start (and junk before the first frame), and
 * ID3v1, Lyrics3, APE or appended ID3v2 tags at its end. What remains is the MPEG frames, byte for
 * byte. The title the ID3 tag held becomes the library item's suggested name; the duration comes
 * from a Xing/VBRI header, or the bitrate for a constant-bitrate file.
 */
export async function planMp3(source: ByteSource): Promise<AudioPlan> {
  let start = 0;
  let title: string | undefined;
  for (;;) {
    const header = id3Header(await source.read(start, 10));
    if (!header) break;
    if (!title && header.length <= MAX_TAG_READ) title = id3Title(await source.read(start, header.length));
    start += header.length;
  }
  // The first frame: right after the tags, or after padding an encoder left.
  const window = await source.read(start, FRAME_SEARCH);
  let offset = -1;
  for (let at = 0; at + 4 <= window.length; at++) {
    if (window[at] === 0xff && mpegFramesAt(window, at)) {
      offset = at;
      break;
    }
  }
  if (offset < 0) throw new AudioNotSupported('no MPEG audio frame follows the tags');
  start += offset;
  const { end, v1Title } = await audioEnd(source, start);
  const firstFrame = mpegFrame(window, offset)!;
  const first = await readExactly(source, start, Math.min(firstFrame.length, end - start));
  const frames = frameCount(first, firstFrame);
  const duration = frames
    ? (frames * firstFrame.samples) / firstFrame.sampleRate
    : ((end - start) * 8) / firstFrame.bitrate;
  return {
    segments: [{ from: start, to: end }],
    facts: () => ({ title: title ?? v1Title, duration }),
  };
}
