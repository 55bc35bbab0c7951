import { cleanTagText } from './audio-io';
import { id3Header, syncsafe } from './audio-sniff';

/** Undoes ID3v2 unsynchronisation: every 0xFF 0x00 pair back to 0xFF. */
function resynchronise(bytes: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    out.push(bytes[i]!);
    if (bytes[i] === 0xff && bytes[i + 1] === 0x00) i++;
  }
  return Buffer.from(out);
}

function decodeText(data: Buffer): string {
  const encoding = data[0];
  const body = data.subarray(1);
  if (encoding === 0) return body.toString('latin1').split('\0')[0] ?? '';
  if (encoding === 3) return body.toString('utf8').split('\0')[0] ?? '';
  let text: Buffer = body;
  let littleEndian = encoding === 1;
  if (encoding === 1 && body.length >= 2) {
    littleEndian = !(body[0] === 0xfe && body[1] === 0xff);
    if ((body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff))
      text = body.subarray(2);
  }
  const even = text.subarray(0, text.length - (text.length % 2));
  const swapped = littleEndian ? even : Buffer.from(even).swap16();
  return swapped.toString('utf16le').split('\0')[0] ?? '';
}

/**
 * The title (TIT2, or TT2 in version 2.2) of a whole ID3v2 tag, if it names one. Only the title is
 * read: everything else in the tag is dropped with it.
 */
export function id3Title(tag: Buffer): string | undefined {
  const header = id3Header(tag);
  if (!header) return undefined;
  let body = tag.subarray(10, Math.min(tag.length, header.length));
  // Version 2.4 unsynchronises frame by frame (flag on each frame); earlier versions the whole tag.
  const wholeUnsync = header.flags & 0x80 && header.version < 4;
  if (wholeUnsync) body = resynchronise(body);
  let at = 0;
  if (header.flags & 0x40 && header.version >= 3) {
    const extended = header.version === 4 ? syncsafe(body, 0) : body.readUInt32BE(0) + 4;
    at = extended;
  }
  const idLength = header.version === 2 ? 3 : 4;
  const headerLength = header.version === 2 ? 6 : 10;
  const titleId = header.version === 2 ? 'TT2' : 'TIT2';
  while (at + headerLength <= body.length) {
    const id = body.toString('latin1', at, at + idLength);
    if (!/^[A-Z0-9]+$/.test(id)) break;
    const size =
      header.version === 2
        ? body.readUIntBE(at + 3, 3)
        : header.version === 4
          ? syncsafe(body, at + 4)
          : body.readUInt32BE(at + 4);
    const start = at + headerLength;
    if (size <= 0 || start + size > body.length) break;
    if (id === titleId) {
      let data = body.subarray(start, start + size);
      const frameFlags = header.version === 4 ? body.readUInt16BE(at + 8) : 0;
      // A compressed or encrypted title is left unread.
      if (header.version === 3 && body.readUInt16BE(at + 8) & 0x00c0) return undefined;
      if (frameFlags & 0x000c) return undefined;
      if (frameFlags & 0x0001) data = data.subarray(4);
      if (frameFlags & 0x0002) data = resynchronise(data);
      return cleanTagText(decodeText(data));
    }
    at = start + size;
  }
  return undefined;
}

/** The title of an ID3v1 tag (the 128 bytes starting "TAG" at a file's end). */
export function id3v1Title(tag: Buffer): string | undefined {
  if (tag.length < 128 || tag.toString('latin1', 0, 3) !== 'TAG') return undefined;
  return cleanTagText(tag.toString('latin1', 3, 33).split('\0')[0]);
}
