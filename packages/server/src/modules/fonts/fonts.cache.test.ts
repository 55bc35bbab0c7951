import { describe, expect, it } from 'vitest';
import { LruCache } from './fonts.cache';

function cache(maxEntries: number, maxWeight = 1000) {
  return new LruCache<string>({ maxEntries, maxWeight, weigh: (value) => value.length });
}

describe('LruCache', () => {
  it('evicts the least recently used entry past the entry bound', () => {
    const lru = cache(2);
    lru.set('a', 'A');
    lru.set('b', 'B');
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C');
    expect(lru.size).toBe(2);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
  });

  it('evicts the oldest entries past the weight bound and never keeps a value heavier than it', () => {
    const lru = cache(10, 10);
    lru.set('a', 'xxxx');
    lru.set('b', 'xxxx');
    lru.set('c', 'xxxx');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe('xxxx');
    lru.set('huge', 'x'.repeat(11));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('replaces a key without counting its old weight twice', () => {
    const lru = cache(10, 10);
    lru.set('a', 'xxxxxx');
    lru.set('a', 'yyyyyy');
    lru.set('b', 'zzzz');
    expect(lru.get('a')).toBe('yyyyyy');
    expect(lru.get('b')).toBe('zzzz');
  });
});
