import { AudioUnreadable, type ByteSource, cleanTagText, readExactly, type Segment } from './audio-io';
import type { AudioPlan } from './audio-plan';

/** A moov box larger than this is refused: an audio file's index and tags fit many times over. */
const MAX_MOOV = 64 * 1024 * 1024;
/** Boxes whose children are boxes, where user data and metadata may hide. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'edts', 'dinf', 'stbl']);
/** The uuid of Adobe's XMP packet box (author, location, history), blanked like the others. */
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

export interface Box {
  type: string;
  /** The box's first byte, relative to the buffer or file it was read from. */
  start: number;
  headerLength: number;
  /** The whole box, header included. */
  size: number;
}

/** The box whose header starts at `at` of `bytes`, within `limit`; null when there is none. */
function boxAt(bytes: Buffer, at: number, limit: number): Box | null {
  if (at + 8 > limit) return null;
  let size = bytes.readUInt32BE(at);
  const type = bytes.toString('latin1', at + 4, at + 8);
  let headerLength = 8;
  if (size === 1) {
    if (at + 16 > limit) return null;
    size = Number(bytes.readBigUInt64BE(at + 8));
    headerLength = 16;
  } else if (size === 0) {
    size = limit - at;
  }
  if (size < headerLength || at + size > limit) return null;
  if (type === 'uuid') headerLength += 16;
  return { type, start: at, headerLength, size };
}

/** The child boxes of a box held in `bytes`, from `from` to `to`. */
export function childBoxes(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to; ) {
    const box = boxAt(bytes, at, to);
    if (!box) break;
    boxes.push(box);
    at += box.size;
  }
  return boxes;
}

const isXmp = (bytes: Buffer, box: Box) =>
  box.type === 'uuid' &&
  bytes.toString('hex', box.start + box.headerLength - 16, box.start + box.headerLength) === XMP_UUID;

/** Whether a box holds what a person's tags hold: user data, metadata, an XMP packet. */
const isTagBox = (bytes: Buffer, box: Box) => box.type === 'udta' || box.type === 'meta' || isXmp(bytes, box);

/** The top-level boxes of the file, by their headers alone, each with whether it is an XMP packet. */
async function topLevelBoxes(source: ByteSource): Promise<(Box & { xmp: boolean })[]> {
  const boxes: (Box & { xmp: boolean })[] = [];
  for (let at = 0; at + 8 <= source.size; ) {
    const header = await source.read(at, 32);
    const declared = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let size = declared;
    let headerLength = 8;
    if (declared === 1) {
      if (header.length < 16) throw new AudioUnreadable(`the ${type} box is cut short`);
      size = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (declared === 0) {
      size = source.size - at;
    }
    if (size < headerLength || at + size > source.size)
      throw new AudioUnreadable(`the ${type} box runs past the file`);
    const xmp = type === 'uuid' && header.toString('hex', headerLength, headerLength + 16) === XMP_UUID;
    if (type === 'uuid') headerLength += 16;
    boxes.push({ type, start: at, headerLength, size, xmp });
    at += size;
  }
  return boxes;
}

/** The first child box of `type`. */
function child(bytes: Buffer, parent: Box, type: string): Box | undefined {
  return childBoxes(bytes, parent.start + parent.headerLength, parent.start + parent.size).find(
    (box) => box.type === type,
  );
}

/** iTunes' title (moov/udta/meta/ilst/©nam/data), if the file names one. */
function itunesTitle(moov: Buffer, root: Box): string | undefined {
  const udta = child(moov, root, 'udta');
  const meta = udta && child(moov, udta, 'meta');
  if (!meta) return undefined;
  // An ISO meta box has a version and flags before its children; QuickTime's has not.
  const fullBox = moov.readUInt32BE(meta.start + meta.headerLength) === 0;
  const inner = { ...meta, headerLength: meta.headerLength + (fullBox ? 4 : 0) };
  const ilst = child(moov, inner, 'ilst');
  const name = ilst && child(moov, ilst, '\u00a9nam');
  const data = name && child(moov, name, 'data');
  if (!data || data.size < data.headerLength + 8) return undefined;
  const text = moov.toString('utf8', data.start + data.headerLength + 8, data.start + data.size);
  return cleanTagText(text);
}

export interface IsoAudioFacts {
  /** The tracks' handler types: soun for sound, vide for video, text, subt... */
  handlers: Set<string>;
  duration: number | null;
  title?: string;
  /** Where the tag boxes are, in the file: each becomes a free box of the same size. */
  blanks: Box[];
}

/** Reads an ISO base media file's tracks, length, title and where its tag boxes are. */
export async function readIsoAudio(source: ByteSource): Promise<IsoAudioFacts> {
  const top = await topLevelBoxes(source);
  const moovBox = top.find((box) => box.type === 'moov');
  if (!moovBox) throw new AudioUnreadable('the file has no movie box');
  if (moovBox.size > MAX_MOOV) throw new AudioUnreadable('the movie box is too large');
  const moov = await readExactly(source, moovBox.start, moovBox.size);
  const root: Box = { ...moovBox, start: 0 };
  const blanks: Box[] = [];
  const handlers = new Set<string>();
  for (const { xmp, ...box } of top) if (box.type === 'udta' || box.type === 'meta' || xmp) blanks.push(box);
  const walk = (parent: Box) => {
    for (const box of childBoxes(moov, parent.start + parent.headerLength, parent.start + parent.size)) {
      if (isTagBox(moov, box)) blanks.push({ ...box, start: moovBox.start + box.start });
      else if (box.type === 'hdlr' && box.size >= box.headerLength + 12)
        handlers.add(
          moov.toString('latin1', box.start + box.headerLength + 8, box.start + box.headerLength + 12),
        );
      else if (CONTAINERS.has(box.type)) walk(box);
    }
  };
  walk(root);
  let duration: number | null = null;
  const mvhd = child(moov, root, 'mvhd');
  if (mvhd) {
    const at = mvhd.start + mvhd.headerLength;
    const version = moov[at];
    const timescale = version === 1 ? moov.readUInt32BE(at + 20) : moov.readUInt32BE(at + 12);
    const length = version === 1 ? Number(moov.readBigUInt64BE(at + 24)) : moov.readUInt32BE(at + 16);
    if (timescale > 0 && length > 0 && length !== 0xffffffff) duration = length / timescale;
  }
  return { handlers, duration, title: itunesTitle(moov, root), blanks };
}

/**
 * An M4A without its tags: each `udta` and `meta` box (at the top level and inside the movie box
 * and its tracks) and any XMP packet becomes a `free` box of the same size with a zeroed payload,
 * so every size and chunk offset in the file stays true and the sound is untouched.
 */
export async function planM4a(source: ByteSource, facts?: IsoAudioFacts): Promise<AudioPlan> {
  const read = facts ?? (await readIsoAudio(source));
  const segments: Segment[] = [];
  let at = 0;
  for (const box of [...read.blanks].sort((a, b) => a.start - b.start)) {
    if (box.start < at) continue;
    const header = await readExactly(source, box.start, box.headerLength);
    const blank = Buffer.from(header.subarray(0, Math.min(header.length, box.headerLength)));
    blank.write('free', 4, 'latin1');
    // A uuid box's own uuid goes with the rest; its header keeps the size fields alone.
    if (box.type === 'uuid') blank.fill(0, box.headerLength - 16);
    segments.push({ from: at, to: box.start }, blank, { zeros: box.size - box.headerLength });
    at = box.start + box.size;
  }
  segments.push({ from: at, to: source.size });
  return { segments, facts: () => ({ title: read.title, duration: read.duration }) };
}
