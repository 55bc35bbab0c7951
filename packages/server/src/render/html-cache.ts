import { type PreparedHtml, preparedSize, strongerBrotli } from '#platform/http/prepared-html';
import type { CachedPageWire } from './cached-page-responder';

/** One cached page: its precompressed document, and what a hit still has to check. */
export interface CachedPage {
  page: PreparedHtml;
  status: number;
  /** Set for a password-protected page: a hit must still check the visitor's page-access cookie. */
  lock: { pageId: string; fingerprint: string; title: string } | null;
  /** The page's query string changes what it shows (the store's filters): only a bare path hits. */
  queryMatters?: boolean;
  /** Marked on each hit; eviction gives a marked entry a second chance instead of moving it per hit. */
  used?: boolean;
  /** The raw response headers of a hit, made on the first one. */
  wire?: CachedPageWire;
  /** Set once the page's Brotli form is at the strongest setting, or being made so. */
  strong?: boolean;
}

/**
 * Rendered pages by their key (page-cache-key.ts: site, render generation, language, origin, path). A publish bumps the generation, so
 * stale entries are never read again and age out. Eviction is a clock (second chance) rather than
 * strict LRU, so a hit only sets a flag instead of reordering the map.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** How many entries were recompressed at the strongest setting (for tests and figures). */
  strengthened = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      entry.used = true;
      if (!entry.strong) this.strengthen(key, entry);
    }
    return entry;
  }

  /**
   * A page asked for again (a hit) is recompressed with Brotli's strongest setting on the thread
   * pool; the entry is replaced when that is done, unless it changed or left meanwhile. The hit
   * itself is answered at once with the fast form.
   */
  private strengthen(key: string, entry: CachedPage): void {
    entry.strong = true;
    strongerBrotli(entry.page).then(
      (page) => {
        if (this.entries.get(key) !== entry) return;
        const { wire: _wire, ...rest } = entry;
        this.set(key, { ...rest, page });
        this.strengthened += 1;
      },
      () => {
        // The fast form stays: it is correct, only larger.
      },
    );
  }

  set(key: string, entry: CachedPage): void {
    const size = preparedSize(entry.page);
    if (size > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += size;
    while (this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, CachedPage];
      if (oldest.used && oldestKey !== key) {
        oldest.used = false;
        this.entries.delete(oldestKey);
        this.entries.set(oldestKey, oldest);
      } else {
        this.delete(oldestKey);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= preparedSize(entry.page);
  }
}
