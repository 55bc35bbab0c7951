import { describe, expect, it } from 'vitest';
import { detectMediaType } from '#modules/media/media-type';
import {
  apeTag,
  id3v1,
  id3v2,
  M4A_SOUND,
  m4aFile,
  mp3Frames,
  OGG_SERIAL,
  OGG_VENDOR,
  oggFile,
  PERSONAL,
  taggedMp3,
  taggedWav,
  tone,
} from '#testing/audio-files.test-support';
import { AudioNotSupported, AudioUnreadable, bufferSource, collectSegments } from './audio-io';
import { planM4a, readIsoAudio } from './audio-m4a';
import { planMp3 } from './audio-mp3';
import { planOgg } from './audio-ogg';
import { oggCrc, oggPages, pagePackets } from './audio-ogg-pages';
import type { AudioPlan } from './audio-plan';
import { planWav } from './audio-wav';
import { infoChunk, pcmWav } from './pcm-wav';

/** The cleaned bytes and what the headers said. */
async function clean(
  plan: (source: ReturnType<typeof bufferSource>) => AudioPlan | Promise<AudioPlan>,
  bytes: Buffer,
) {
  const source = bufferSource(bytes);
  const made = await plan(source);
  const cleaned = await collectSegments(source, made.segments);
  return { bytes: cleaned, ...made.facts() };
}

/** Whether any of the personal data of the test files is still in the bytes, in any encoding we wrote. */
const holdsPersonalData = (bytes: Buffer) =>
  Object.values(PERSONAL).some(
    (value) =>
      bytes.includes(Buffer.from(value, 'utf8')) || bytes.includes(Buffer.from(value.slice(0, 20), 'latin1')),
  );

describe('audio types from the bytes', () => {
  it('takes MP3 by its ID3 tag or by two MPEG frames in a row, whatever the name', () => {
    const mp3 = { kind: 'audio', mimeType: 'audio/mpeg', extension: 'mp3' };
    expect(detectMediaType(taggedMp3())).toEqual(mp3);
    expect(detectMediaType(mp3Frames(3))).toEqual(mp3);
    // A 0xFF byte that does not start a frame followed by another, or a JPEG, is not an MP3.
    const broken = mp3Frames(3);
    broken[417] = 0;
    expect(detectMediaType(broken)).toBeNull();
    expect(detectMediaType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.mimeType).toBe('image/jpeg');
  });

  it('takes WAV, Ogg Vorbis and Ogg Opus, and no other Ogg stream', () => {
    expect(detectMediaType(taggedWav())).toEqual({ kind: 'audio', mimeType: 'audio/wav', extension: 'wav' });
    expect(detectMediaType(oggFile('vorbis').bytes)?.mimeType).toBe('audio/ogg');
    expect(detectMediaType(oggFile('opus').bytes)?.mimeType).toBe('audio/ogg');
    const theora = oggFile('vorbis').bytes;
    theora.write('\x80theora', 28, 'latin1');
    expect(detectMediaType(theora)).toBeNull();
  });

  it('takes an M4A by its brand; an MP4 brand is told apart by its tracks on upload', async () => {
    expect(detectMediaType(m4aFile())).toEqual({ kind: 'audio', mimeType: 'audio/mp4', extension: 'm4a' });
    const mp4Brand = m4aFile({ brand: 'mp42' });
    expect(detectMediaType(mp4Brand)?.mimeType).toBe('video/mp4');
    expect([...(await readIsoAudio(bufferSource(mp4Brand))).handlers]).toEqual(['soun']);
    expect([...(await readIsoAudio(bufferSource(m4aFile({ handler: 'vide' })))).handlers]).toEqual(['vide']);
  });
});

describe('an MP3 without its tags', () => {
  it('drops the ID3v2 tag in front, the APE and ID3v1 tags behind, and keeps the frames byte for byte', async () => {
    const frames = mp3Frames(40);
    const tagged = Buffer.concat([id3v2('Evening song'), frames, apeTag(), id3v1()]);
    expect(holdsPersonalData(tagged)).toBe(true);
    const cleaned = await clean(planMp3, tagged);
    expect(cleaned.bytes.equals(frames)).toBe(true);
    expect(holdsPersonalData(cleaned.bytes)).toBe(false);
    expect(cleaned.title).toBe('Evening song');
    // 40 frames of 417 bytes at 128 kbit/s: 1.0425 s.
    expect(cleaned.duration).toBeCloseTo((40 * 417 * 8) / 128000, 5);
  });

  it('takes the ID3v1 title when there is no ID3v2 tag, and skips padding before the first frame', async () => {
    const frames = mp3Frames(5);
    const cleaned = await clean(planMp3, Buffer.concat([id3v2(''), Buffer.alloc(100), frames, id3v1()]));
    expect(cleaned.bytes.equals(frames)).toBe(true);
    expect((await clean(planMp3, Buffer.concat([frames, id3v1()]))).title).toBe('Old title');
  });

  it('refuses an ID3 tag with no MPEG frames behind it as not an MP3', async () => {
    await expect(clean(planMp3, Buffer.concat([id3v2(), Buffer.alloc(5000, 0x41)]))).rejects.toBeInstanceOf(
      AudioNotSupported,
    );
  });
});

describe('a WAV file without its tags', () => {
  it('keeps fmt and data byte for byte under a RIFF size that is right, and drops LIST/INFO and bext', async () => {
    const samples = tone(0.5);
    const plain = pcmWav(samples, 22050);
    const tagged = taggedWav('Morning birds', 0.5);
    expect(holdsPersonalData(tagged)).toBe(true);
    const cleaned = await clean(planWav, tagged);
    expect(cleaned.bytes.equals(plain)).toBe(true);
    expect(cleaned.bytes.readUInt32LE(4)).toBe(cleaned.bytes.length - 8);
    expect(holdsPersonalData(cleaned.bytes)).toBe(false);
    expect(cleaned.title).toBe('Morning birds');
    expect(cleaned.duration).toBeCloseTo(0.5, 3);
  });

  it('drops chunks before the sound too, and keeps a data chunk cut short', async () => {
    const plain = pcmWav(tone(0.25), 22050);
    const info = infoChunk({ ICMT: PERSONAL.comment });
    // LIST between the RIFF header and fmt.
    const early = Buffer.concat([plain.subarray(0, 12), info, plain.subarray(12)]);
    early.writeUInt32LE(early.length - 8, 4);
    expect((await clean(planWav, early)).bytes.equals(plain)).toBe(true);
    const cut = plain.subarray(0, plain.length - 100);
    const cleaned = await clean(planWav, cut);
    expect(cleaned.bytes.length).toBe(cut.length);
    expect(cleaned.bytes.readUInt32LE(40)).toBe(cut.length - 44);
  });

  it('refuses a WAV without its format chunk as unreadable', async () => {
    const bytes = Buffer.concat([Buffer.from('RIFF\x10\0\0\0WAVEdata\x04\0\0\0abcd', 'latin1')]);
    await expect(clean(planWav, bytes)).rejects.toBeInstanceOf(AudioUnreadable);
  });
});

describe('an M4A without its tags', () => {
  it('turns udta and meta into free boxes of the same size, zeroed, and leaves every offset true', async () => {
    const tagged = m4aFile();
    expect(holdsPersonalData(tagged)).toBe(true);
    const cleaned = await clean((source) => planM4a(source), tagged);
    expect(cleaned.bytes.length).toBe(tagged.length);
    expect(holdsPersonalData(cleaned.bytes)).toBe(false);
    expect(cleaned.bytes.includes(Buffer.from('Harbour bells'))).toBe(false);
    expect(cleaned.title).toBe('Harbour bells');
    expect(cleaned.duration).toBe(2.5);
    // The chunk offset still points at the sound, and the sound is where it was.
    const stco = cleaned.bytes.indexOf('stco');
    const offset = cleaned.bytes.readUInt32BE(stco + 12);
    expect(cleaned.bytes.subarray(offset, offset + M4A_SOUND.length).equals(M4A_SOUND)).toBe(true);
    // Only the tag boxes changed: every other byte is the same.
    const facts = await readIsoAudio(bufferSource(tagged));
    expect(facts.blanks.map((b) => b.type).sort()).toEqual(['udta', 'udta', 'udta']);
    for (const blank of facts.blanks) {
      expect(cleaned.bytes.toString('latin1', blank.start + 4, blank.start + 8)).toBe('free');
      expect(cleaned.bytes.readUInt32BE(blank.start)).toBe(blank.size);
      expect(cleaned.bytes.subarray(blank.start + 8, blank.start + blank.size).every((b) => b === 0)).toBe(
        true,
      );
    }
    const changed = [...tagged].filter((byte, at) => byte !== cleaned.bytes[at]).length;
    const blanked = facts.blanks.reduce((sum, b) => sum + b.size, 0);
    expect(changed).toBeLessThanOrEqual(blanked);
    // Read again, the cleaned file has no tags left to blank and the same sound track.
    const again = await readIsoAudio(bufferSource(cleaned.bytes));
    expect(again.blanks).toEqual([]);
    expect([...again.handlers]).toEqual(['soun']);
  });
});

describe('an Ogg file without its comments', () => {
  async function pagesOf(bytes: Buffer) {
    const found = [];
    for await (const page of oggPages(bufferSource(bytes))) found.push(page);
    return found;
  }

  it.each(['vorbis', 'opus'] as const)(
    'keeps only the vendor in the %s comment header, pages and checksums valid',
    async (codec) => {
      const original = oggFile(codec, 4);
      expect(holdsPersonalData(original.bytes)).toBe(true);
      const cleaned = await clean((source) => planOgg(source), original.bytes);
      expect(holdsPersonalData(cleaned.bytes)).toBe(false);
      expect(cleaned.bytes.includes(Buffer.from('METADATA_BLOCK_PICTURE'))).toBe(false);
      expect(cleaned.title).toBe('River at dawn');

      const before = await pagesOf(original.bytes);
      const after = await pagesOf(cleaned.bytes);
      // Every page is whole, numbered in order from 0 and carries a right checksum.
      expect(after.reduce((sum, page) => sum + page.length, 0)).toBe(cleaned.bytes.length);
      after.forEach((page, index) => {
        expect(page.sequence).toBe(index);
        expect(page.serial).toBe(OGG_SERIAL);
        const bytes = Buffer.from(cleaned.bytes.subarray(page.start, page.start + page.length));
        const stored = bytes.readUInt32LE(22);
        bytes.writeUInt32LE(0, 22);
        expect(oggCrc(bytes)).toBe(stored);
      });
      // The picture made the comment span several pages; the new one needs fewer.
      expect(after.length).toBeLessThan(before.length);
      // The headers read back: the comment is the vendor alone, the setup header is unchanged.
      let open: Buffer[] = [];
      const packets: Buffer[] = [];
      for (const page of after.slice(1)) {
        const read = pagePackets(page, open);
        open = read.open;
        packets.push(...read.done);
      }
      const comment = packets[0]!;
      expect(comment.toString('utf8')).toContain(OGG_VENDOR);
      const vendorEnd = (codec === 'vorbis' ? 7 : 8) + 4 + Buffer.byteLength(OGG_VENDOR);
      expect(comment.readUInt32LE(vendorEnd)).toBe(0);
      if (codec === 'vorbis') expect(packets[1]!.subarray(0, 7).toString('latin1')).toBe('\x05vorbis');
      // The identification page and every audio page's packets are the same bytes.
      expect(after[0]!.body.equals(before[0]!.body)).toBe(true);
      const audioBefore = before.filter((page) => page.granule > 0n);
      const audioAfter = after.filter((page) => page.granule > 0n);
      expect(audioAfter.map((p) => p.body.toString('hex'))).toEqual(
        audioBefore.map((p) => p.body.toString('hex')),
      );
      expect(audioAfter.at(-1)!.flags & 4).toBe(4);
      expect(cleaned.duration).toBeCloseTo(codec === 'vorbis' ? 4 : (4 * 44100 - 312) / 48000, 5);
    },
  );

  it('refuses an Ogg file whose headers are cut short', async () => {
    const { pages } = oggFile('vorbis', 2);
    await expect(clean((source) => planOgg(source), Buffer.concat(pages.slice(0, 2)))).rejects.toBeInstanceOf(
      AudioUnreadable,
    );
  });
});
