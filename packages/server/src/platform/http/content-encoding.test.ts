import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding';

describe('choosing an encoding', () => {
  it('prefers Brotli, then gzip, as browsers offer them', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br')).toBe('br');
    expect(negotiateEncoding(['gzip', 'br'])).toBe('br');
  });

  it('sends the plain bytes when nothing we have is accepted', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate, zstd')).toBeNull();
    expect(negotiateEncoding('brotli, gzipped')).toBeNull();
  });

  it('honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1.0, identity; q=0.5, *;q=0')).toBe('gzip');
  });
});
