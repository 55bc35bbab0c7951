import type { MediaKind } from '@atelier/domain';
import { AUDIO_BRANDS, looksLikeMp3, oggCodec } from './audio/audio-sniff';

export interface DetectedType {
  kind: MediaKind;
  mimeType: string;
  /** File name extension we serve it under. */
  extension: string;
}

/** How many leading bytes detection reads. */
export const SNIFF_BYTES = 4100;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** ISO base media (MP4, AVIF, HEIC) brands, from the ftyp box. */
function ftypBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, SNIFF_BYTES)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // An XML prolog, comments and a doctype may come before the root element.
  const stripped = head.replace(
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*/i,
    '',
  );
  return /^<svg[\s>]/i.test(stripped);
}

/**
 * The file's type from its first bytes (magic numbers), never from its name: a renamed executable
 * stays an executable and is refused. Null when we do not accept it. HEIC/HEIF from phones is
 * image/heic, which is converted on upload (media-heic.ts): the image library's prebuilt binary
 * decodes AVIF but carries no HEVC decoder.
 */
export function detectMediaType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { kind: 'image', mimeType: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
  // Audio (audio/: the tags are stripped on upload). WAV is RIFF too; Ogg is taken with Vorbis or
  // Opus only (not Theora video, not FLAC); MP3 by its ID3v2 tag or two MPEG frames in a row.
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { kind: 'audio', mimeType: 'audio/wav', extension: 'wav' };
  if (ascii(bytes, 0, 4) === 'OggS') {
    const codec = oggCodec(bytes);
    return codec === 'vorbis' || codec === 'opus'
      ? { kind: 'audio', mimeType: 'audio/ogg', extension: 'ogg' }
      : null;
  }
  if (looksLikeMp3(bytes)) return { kind: 'audio', mimeType: 'audio/mpeg', extension: 'mp3' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && bytes.subarray(0, 64).includes('webm'))
    return { kind: 'video', mimeType: 'video/webm', extension: 'webm' };
  // WebVTT caption tracks for uploaded videos: the signature, then a space, tab or line break.
  if (/^(\uFEFF)?WEBVTT([ \t\r\n]|$)/.test(bytes.subarray(0, 16).toString('utf8')))
    return { kind: 'document', mimeType: 'text/vtt', extension: 'vtt' };
  if (ascii(bytes, 0, 5) === '%PDF-')
    return { kind: 'document', mimeType: 'application/pdf', extension: 'pdf' };
  // ZIP archives (a local file header, or the end record of an empty archive): downloads such as
  // font packs and artwork sold by digital products. An EPUB names itself in its first entry.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    if (ascii(bytes, 30, 58) === 'mimetypeapplication/epub+zip')
      return { kind: 'document', mimeType: 'application/epub+zip', extension: 'epub' };
    return { kind: 'document', mimeType: 'application/zip', extension: 'zip' };
  }
  const brands = ftypBrands(bytes);
  if (brands.length) {
    if (brands.some((b) => b === 'avif' || b === 'avis'))
      return { kind: 'image', mimeType: 'image/avif', extension: 'avif' };
    if (brands.some((b) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(b)))
      return { kind: 'image', mimeType: 'image/heic', extension: 'heic' };
    // iTunes' audio brands; an MP4 brand holding only sound is told from a video by its tracks on upload.
    if (AUDIO_BRANDS.includes(brands[0]!)) return { kind: 'audio', mimeType: 'audio/mp4', extension: 'm4a' };
    if (
      brands.some((b) =>
        ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V '].includes(b),
      )
    )
      return { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };
    return null;
  }
  if (looksLikeSvg(bytes)) return { kind: 'image', mimeType: 'image/svg+xml', extension: 'svg' };
  return null;
}
