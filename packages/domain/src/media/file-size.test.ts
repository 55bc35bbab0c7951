import { describe, expect, it } from 'vitest';
import { formatFileSize, megabytes } from './file-size';

describe('file sizes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [megabytes(50), '48 MB'],
    [megabytes(5), '4.8 MB'],
    [2 * 1024 ** 3, '2 GB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('%d bytes is %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('counts a megabyte of limits as 1,000,000 bytes', () => {
    expect(megabytes(1)).toBe(1_000_000);
  });
});
