import { buildPage } from '#modules/media/audio/audio-ogg-pages';
import { infoChunk, pcmWav, riffChunk } from '#modules/media/audio/pcm-wav';

// Audio files built in code for the tests, each carrying the personal data a phone, a recorder or a
// tagging program writes: a comment, an artist's address, a place. Nothing here is a real recording.

/** What every test file's tags hold and no stored file may. */
export const PERSONAL = {
  comment: 'Recorded at home, call me on 555-0142',
  place: 'GPS 48.8584 N 2.2945 E',
  artist: 'Ana Example <ana@example.com>',
} as const;

/** A second of a soft 440 Hz tone, 16-bit mono: a real sound a browser plays. */
export function tone(seconds = 1, sampleRate = 22050, frequency = 440): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    const fade = Math.min(1, i / 500, (samples.length - i) / 500);
    samples[i] = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 8000 * fade);
  }
  return samples;
}

/** A WAV with a LIST/INFO chunk (name, comment, artist) and a bext chunk, as recorders write them. */
export function taggedWav(title = 'Morning birds', seconds = 1): Buffer {
  return pcmWav(tone(seconds), 22050, [
    infoChunk({ INAM: title, ICMT: PERSONAL.comment, IART: PERSONAL.artist }),
    riffChunk('bext', Buffer.from(`${PERSONAL.place}`.padEnd(602, '\0'), 'latin1')),
  ]);
}

// --- MP3 ---------------------------------------------------------------------------------------

/**
 * `count` MPEG-1 Layer III frames at 128 kbit/s and 44.1 kHz, mono, each 417 bytes of silence (side
 * information all zero): a valid stream decoders play as silence. About 26 ms a frame.
 */
export function mp3Frames(count: number): Buffer {
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0xc4]);
    frames.push(frame);
  }
  return Buffer.concat(frames);
}

const syncsafeBytes = (size: number) =>
  Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);

function id3Frame(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

const text = (value: string) => Buffer.concat([Buffer.from([3]), Buffer.from(value, 'utf8')]);

/** An ID3v2.3 tag: a title, a comment, a user text frame holding a place, and an artist. */
export function id3v2(title = 'Evening song'): Buffer {
  const frames = Buffer.concat([
    id3Frame('TIT2', text(title)),
    id3Frame('TPE1', text(PERSONAL.artist)),
    id3Frame(
      'COMM',
      Buffer.concat([
        Buffer.from([3]),
        Buffer.from('eng', 'latin1'),
        Buffer.from([0]),
        Buffer.from(PERSONAL.comment, 'utf8'),
      ]),
    ),
    id3Frame(
      'TXXX',
      Buffer.concat([
        Buffer.from([3]),
        Buffer.from('location\0', 'utf8'),
        Buffer.from(PERSONAL.place, 'utf8'),
      ]),
    ),
  ]);
  const padding = Buffer.alloc(64);
  const header = Buffer.concat([
    Buffer.from('ID3', 'latin1'),
    Buffer.from([3, 0, 0]),
    syncsafeBytes(frames.length + padding.length),
  ]);
  return Buffer.concat([header, frames, padding]);
}

/** A 128-byte ID3v1 tag at a file's end. */
export function id3v1(): Buffer {
  const tag = Buffer.alloc(128);
  tag.write('TAG', 0, 'latin1');
  tag.write('Old title', 3, 'latin1');
  tag.write(PERSONAL.comment.slice(0, 28), 97, 'latin1');
  return tag;
}

/** An APEv2 tag (header, one item, footer) as some taggers append. */
export function apeTag(): Buffer {
  const value = Buffer.from(PERSONAL.place, 'utf8');
  const item = Buffer.concat([Buffer.alloc(8), Buffer.from('Comment\0', 'latin1'), value]);
  item.writeUInt32LE(value.length, 0);
  const block = (header: boolean) => {
    const bytes = Buffer.alloc(32);
    bytes.write('APETAGEX', 0, 'latin1');
    bytes.writeUInt32LE(2000, 8);
    bytes.writeUInt32LE(item.length + 32, 12);
    bytes.writeUInt32LE(1, 16);
    bytes.writeUInt32LE((0x80000000 | (header ? 0x20000000 : 0)) >>> 0, 20);
    return bytes;
  };
  return Buffer.concat([block(true), item, block(false)]);
}

/** An MP3 as a tagging program leaves it: ID3v2 in front, frames, APE and ID3v1 behind. */
export function taggedMp3(frames = 40, title = 'Evening song'): Buffer {
  return Buffer.concat([id3v2(title), mp3Frames(frames), apeTag(), id3v1()]);
}

// --- M4A ---------------------------------------------------------------------------------------

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const fullBox = (type: string, ...children: Buffer[]) => box(type, Buffer.alloc(4), ...children);

function u32(...values: number[]): Buffer {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => {
    bytes.writeUInt32BE(value >>> 0, index * 4);
  });
  return bytes;
}

function ilstText(type: string, value: string): Buffer {
  return box(type, box('data', u32(1, 0), Buffer.from(value, 'utf8')));
}

/** The sound every M4A test file carries in its mdat: recognisable, so its offsets can be checked. */
export const M4A_SOUND = Buffer.from('sound-bytes-'.repeat(40), 'latin1');

/**
 * An M4A skeleton: ftyp (M4A), a movie box of one track (handler `soun`, or `vide` for a video),
 * iTunes tags in moov/udta/meta (title, comment, location ©xyz), a top-level udta, and the mdat
 * whose first byte the chunk offset table (stco) points at. Not decodable sound, but every box a
 * real file has where tags hide.
 */
export function m4aFile(options: { handler?: 'soun' | 'vide'; brand?: string; title?: string } = {}): Buffer {
  const handler = options.handler ?? 'soun';
  const ftyp = box(
    'ftyp',
    Buffer.from(options.brand ?? 'M4A ', 'latin1'),
    u32(0),
    Buffer.from('M4A mp42isom', 'latin1'),
  );
  const mvhd = fullBox('mvhd', u32(0, 0, 1000, 2500), Buffer.alloc(80));
  const hdlr = fullBox(
    'hdlr',
    u32(0),
    Buffer.from(handler, 'latin1'),
    u32(0, 0, 0),
    Buffer.from('Sound\0', 'latin1'),
  );
  const udta = box(
    'udta',
    fullBox(
      'meta',
      fullBox('hdlr', u32(0), Buffer.from('mdirappl', 'latin1'), u32(0, 0), Buffer.from([0])),
      box(
        'ilst',
        ilstText('\u00a9nam', options.title ?? 'Harbour bells'),
        ilstText('\u00a9cmt', PERSONAL.comment),
        ilstText('\u00a9ART', PERSONAL.artist),
      ),
    ),
    box('\u00a9xyz', Buffer.from(PERSONAL.place, 'utf8')),
  );
  const moovWithout = (stcoOffset: number) =>
    box(
      'moov',
      mvhd,
      box(
        'trak',
        fullBox('tkhd', Buffer.alloc(80)),
        box(
          'mdia',
          fullBox('mdhd', u32(0, 0, 44100, 110250), Buffer.alloc(4)),
          hdlr,
          box(
            'minf',
            box('stbl', fullBox('stco', u32(1, stcoOffset)), fullBox('stsz', u32(0, 1, M4A_SOUND.length))),
          ),
        ),
        box('udta', box('name', Buffer.from(PERSONAL.artist, 'utf8'))),
      ),
      udta,
    );
  const topUdta = box('udta', box('\u00a9xyz', Buffer.from(PERSONAL.place, 'utf8')));
  // mdat comes last: its payload starts after ftyp, moov, the top-level udta and its own header.
  const size = ftyp.length + moovWithout(0).length + topUdta.length + 8;
  return Buffer.concat([ftyp, moovWithout(size), topUdta, box('mdat', M4A_SOUND)]);
}

// --- Ogg ---------------------------------------------------------------------------------------

const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};

/** A Vorbis comment header (or Opus's, with `opus`) holding a vendor and comments. */
export function oggComment(codec: 'vorbis' | 'opus', vendor: string, comments: string[]): Buffer {
  const parts = [
    Buffer.from(codec === 'vorbis' ? '\x03vorbis' : 'OpusTags', 'latin1'),
    u32le(Buffer.byteLength(vendor)),
    Buffer.from(vendor, 'utf8'),
    u32le(comments.length),
    ...comments.flatMap((comment) => [u32le(Buffer.byteLength(comment)), Buffer.from(comment, 'utf8')]),
  ];
  if (codec === 'vorbis') parts.push(Buffer.from([1]));
  return Buffer.concat(parts);
}

/** Packets laid in pages the way an encoder does, `perPage` lacing values at most. */
function pages(packets: Buffer[], serial: number, first: number, granule: bigint, perPage = 255): Buffer[] {
  const lacing: { value: number; bytes: Buffer; ends: boolean }[] = [];
  for (const packet of packets) {
    for (let at = 0; ; at += 255) {
      const bytes = packet.subarray(at, Math.min(packet.length, at + 255));
      lacing.push({ value: bytes.length, bytes, ends: bytes.length < 255 });
      if (bytes.length < 255) break;
    }
  }
  const out: Buffer[] = [];
  let continued = false;
  for (let at = 0; at < lacing.length; at += perPage) {
    const run = lacing.slice(at, at + perPage);
    out.push(
      buildPage({
        flags: continued ? 1 : 0,
        granule: run.some((l) => l.ends) ? granule : -1n,
        serial,
        sequence: first + out.length,
        lacing: run.map((l) => l.value),
        body: Buffer.concat(run.map((l) => l.bytes)),
      }),
    );
    continued = !run.at(-1)!.ends;
  }
  return out;
}

export const OGG_SERIAL = 0x1234abcd;
export const OGG_VENDOR = 'Xiph.Org libVorbis I 20200704 (Reducing Environment)';

/**
 * An Ogg file's pages: the identification header alone on the first page, the comment header (with
 * a long picture comment, so it spans several pages) and, for Vorbis, the setup header; then
 * `audioPages` pages of made-up audio packets, the last one ending the stream.
 */
export function oggFile(
  codec: 'vorbis' | 'opus' = 'vorbis',
  audioPages = 4,
): { bytes: Buffer; pages: Buffer[] } {
  const id =
    codec === 'vorbis'
      ? Buffer.concat([
          Buffer.from('\x01vorbis', 'latin1'),
          u32le(0),
          Buffer.from([1]),
          u32le(44100),
          u32le(0),
          u32le(96000),
          u32le(0),
          Buffer.from([0xb8, 1]),
        ])
      : Buffer.concat([
          Buffer.from('OpusHead', 'latin1'),
          Buffer.from([1, 1]),
          Buffer.from([0x38, 1]),
          u32le(48000),
          Buffer.from([0, 0, 0]),
        ]);
  const comment = oggComment(codec, OGG_VENDOR, [
    'TITLE=River at dawn',
    `COMMENT=${PERSONAL.comment}`,
    `LOCATION=${PERSONAL.place}`,
    `METADATA_BLOCK_PICTURE=${'QUJD'.repeat(20000)}`,
  ]);
  const setup = Buffer.concat([Buffer.from('\x05vorbis', 'latin1'), Buffer.alloc(3000, 7)]);
  const headers = codec === 'vorbis' ? [comment, setup] : [comment];
  const first = buildPage({
    flags: 2,
    granule: 0n,
    serial: OGG_SERIAL,
    sequence: 0,
    lacing: [id.length],
    body: id,
  });
  const headerPages = pages(headers, OGG_SERIAL, 1, 0n);
  const audio: Buffer[] = [];
  for (let i = 0; i < audioPages; i++) {
    const page = pages(
      [Buffer.alloc(300, 40 + i), Buffer.alloc(200, 80 + i)],
      OGG_SERIAL,
      1 + headerPages.length + i,
      BigInt((i + 1) * 44100),
    )[0]!;
    if (i === audioPages - 1) page[5] = 4;
    audio.push(i === audioPages - 1 ? reChecksum(page) : page);
  }
  const all = [first, ...headerPages, ...audio];
  return { bytes: Buffer.concat(all), pages: all };
}

function reChecksum(page: Buffer): Buffer {
  const count = page[26]!;
  const lacing = [...page.subarray(27, 27 + count)];
  return buildPage({
    flags: page[5]!,
    granule: page.readBigInt64LE(6),
    serial: page.readUInt32LE(14),
    sequence: page.readUInt32LE(18),
    lacing,
    body: page.subarray(27 + count),
  });
}
