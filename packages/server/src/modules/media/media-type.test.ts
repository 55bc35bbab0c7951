import { describe, expect, it } from 'vitest';
import { detectMediaType } from './media-type';

/** An ISO base media file's opening box with the given brands, as phones and cameras write them. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  for (const [index, brand] of compatible.entries()) box.write(brand, 16 + index * 4, 'latin1');
  return box;
}

describe('detectMediaType', () => {
  it('recognises HEIC and HEIF photos, which are converted on upload', () => {
    const heic = { kind: 'image', mimeType: 'image/heic', extension: 'heic' };
    expect(detectMediaType(ftyp('heic', 'mif1', 'heic'))).toEqual(heic);
    expect(detectMediaType(ftyp('mif1', 'mif1', 'heic'))).toEqual(heic);
    expect(detectMediaType(ftyp('heix', 'mif1'))).toEqual(heic);
  });

  it('still takes AVIF, which shares the container, and MP4 video', () => {
    expect(detectMediaType(ftyp('avif', 'mif1', 'miaf'))?.mimeType).toBe('image/avif');
    expect(detectMediaType(ftyp('isom', 'isom', 'mp41'))?.mimeType).toBe('video/mp4');
  });

  it('takes WebVTT caption tracks as documents, by their signature only', () => {
    expect(detectMediaType(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'))).toEqual({
      kind: 'document',
      mimeType: 'text/vtt',
      extension: 'vtt',
    });
    expect(detectMediaType(Buffer.from('\uFEFFWEBVTT - studio\n'))?.mimeType).toBe('text/vtt');
    expect(detectMediaType(Buffer.from('WEBVTTX\n'))).toBeNull();
    expect(detectMediaType(Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHello\n'))).toBeNull();
  });
});
