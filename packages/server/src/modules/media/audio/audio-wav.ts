import { id3Title } from './audio-id3';
import { AudioUnreadable, type ByteSource, cleanTagText, readExactly, type Segment } from './audio-io';
import type { AudioPlan } from './audio-plan';

/** The chunks a WAV file needs to play; every other one (LIST/INFO, id3, bext, iXML, cue...) is dropped. */
const KEPT = new Set(['fmt ', 'fact', 'data']);
/** A LIST or id3 chunk larger than this is dropped without reading its title. */
const MAX_TAG_READ = 16 * 1024 * 1024;

/** The INAM (name) of a LIST chunk of type INFO. */
function infoTitle(list: Buffer): string | undefined {
  if (list.toString('latin1', 0, 4) !== 'INFO') return undefined;
  for (let at = 4; at + 8 <= list.length; ) {
    const id = list.toString('latin1', at, at + 4);
    const size = list.readUInt32LE(at + 4);
    if (id === 'INAM') return cleanTagText(list.toString('utf8', at + 8, at + 8 + size).split('\0')[0]);
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/**
 * A WAV file of only the chunks that play it: `fmt `, `fact` and `data`, in their order, under a
 * new RIFF header of the right size. LIST/INFO (names, comments, software, dates), `id3 `, `bext`
 * (broadcast originator and its references) and the rest are dropped; the sound is copied byte for
 * byte. A data chunk that claims more than the file holds (a recording cut short) keeps what is there.
 */
export async function planWav(source: ByteSource): Promise<AudioPlan> {
  const riff = await readExactly(source, 0, 12);
  if (riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE')
    throw new AudioUnreadable('not a RIFF WAVE file');
  const segments: Segment[] = [];
  let body = 4;
  let byteRate = 0;
  let dataBytes = -1;
  let title: string | undefined;
  for (let at = 12; at + 8 <= source.size; ) {
    const header = await readExactly(source, at, 8);
    const id = header.toString('latin1', 0, 4);
    const declared = header.readUInt32LE(4);
    const size = Math.min(declared, source.size - at - 8);
    if (id === 'fmt ') {
      const fmt = await readExactly(source, at + 8, Math.min(size, 16));
      if (fmt.length < 16) throw new AudioUnreadable('the format chunk is too short');
      byteRate = fmt.readUInt32LE(8);
    }
    if ((id === 'LIST' || id === 'id3 ' || id === 'ID3 ') && !title && size <= MAX_TAG_READ) {
      const chunk = await source.read(at + 8, size);
      title = id === 'LIST' ? infoTitle(chunk) : id3Title(chunk);
    }
    if (KEPT.has(id) && (id !== 'data' || dataBytes < 0)) {
      const chunkHeader = Buffer.alloc(8);
      chunkHeader.write(id, 0, 'latin1');
      chunkHeader.writeUInt32LE(size, 4);
      segments.push(chunkHeader, { from: at + 8, to: at + 8 + size });
      if (size % 2) segments.push(Buffer.alloc(1));
      body += 8 + size + (size % 2);
      if (id === 'data') dataBytes = size;
    }
    at += 8 + size + (declared % 2);
  }
  if (!byteRate || dataBytes < 0) throw new AudioUnreadable('a WAV file needs its format and data chunks');
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body, 4);
  head.write('WAVE', 8, 'latin1');
  return {
    segments: [head, ...segments],
    facts: () => ({ title, duration: dataBytes / byteRate }),
  };
}
