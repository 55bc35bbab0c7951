import type { HtmlParts } from '../plugins/security-headers.plugin';

/** One cached page: the HTML split at the nonce placeholder, and what a hit still has to check. */
export interface CachedPage {
  parts: HtmlParts;
  status: number;
  /** Set for a password-protected page: a hit must still check the visitor's page-access cookie. */
  lock: { pageId: string; fingerprint: string; title: string } | null;
}

/**
 * Rendered pages by site, render generation, path and locale. A publish bumps the generation, so
 * stale entries are never read again and age out of the least-recently-used end.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  static key(siteId: string, generation: number, path: string, locale: string): string {
    return `${siteId}|${generation}|${locale}|${path}`;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, page: CachedPage): void {
    const size = page.parts.reduce((sum, part) => sum + part.length, 0);
    if (size > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.parts.reduce((sum, part) => sum + part.length, 0);
  }
}
