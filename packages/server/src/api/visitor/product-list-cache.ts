import { createHash } from 'node:crypto';

/**
 * The visitor's product lists (GET /api/commerce/products), kept as they were answered, like pages:
 * keyed by the site, its render generation and the query, so a product, price or settings change
 * (which moves the generation on: workflows/catalogue/store-markup.workflow.ts) is never answered
 * from an older entry. Stock is the one thing that moves without a new generation (only crossing
 * zero starts one), so each entry keeps its variants' stock as answered, and a hit reads their
 * stock again (by key, a few rows) and answers the kept bytes only while it is unchanged.
 */
export interface CachedList {
  /** The JSON answered. */
  body: string;
  etag: string;
  /** The variants the list shows and the stock each had when answered. */
  stock: Map<string, number>;
}

/** Bytes of lists kept per process (a list of 200 products is some 200 kB); the least recently used goes first. */
const MAX_BYTES = 32_000_000;

/** About what an entry holds in memory: its text (two bytes a character) and its stock map. */
const sizeOf = (key: string, entry: CachedList) =>
  2 * (key.length + entry.body.length) + 64 * entry.stock.size;

export const listCacheKey = (siteId: string, generation: number, query: Record<string, unknown>): string =>
  `${siteId}|${generation}|${JSON.stringify(query)}`;

export const etagOf = (body: string): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export class ProductListCache {
  private readonly entries = new Map<string, CachedList>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  get(key: string): CachedList | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedList): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(key, entry);
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry);
  }

  get size(): number {
    return this.entries.size;
  }
}
