import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { compactHtml, type PreparedHtml, preparedSize, strongerBrotli } from '#platform/http/prepared-html';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import type { CachedPageWire } from './cached-page-responder';
import { type DiskFigures, DiskTier } from './page-cache-disk';
import { countHit, HOT_RULES, type HotFigures, HotQueue, type HotRules } from './page-cache-hot';
import { isCurrent } from './page-cache-key';

/** One cached page: its precompressed document, and what a hit still has to check. */
export interface CachedPage {
  page: PreparedHtml;
  status: number;
  /** Set for a password-protected page: a hit must still check the visitor's page-access cookie. */
  lock: { pageId: string; fingerprint: string; title: string } | null;
  /**
   * Set for a page in a member area (modules/members): a hit must still check that the visitor is
   * a signed-in member of the area, so only the page routes serve it, never the fast path.
   */
  memberArea?: { areaId: string; title: string };
  /** The page's query string changes what it shows (the store's filters): only a bare path hits. */
  queryMatters?: boolean;
  /**
   * What a change of narrower reach than the whole site would make stale (page-cache-key.ts
   * isCurrent): the page it was rendered from, by address segment, with that page's published
   * version then; and for a page that shows products, the catalogue generation then.
   */
  segment?: string;
  pageVersion?: number;
  catalogue?: number;
  /** The raw response headers of a hit, made on the first one. */
  wire?: CachedPageWire;
}

export interface HtmlCacheOptions {
  /** Bytes of memory the cache may hold: its pages, and the index of the pages on disk. */
  maxBytes?: number;
  /** The disk tier: where this process's folder goes and the most bytes its files take; none, memory only. */
  disk?: { root: string; maxBytes: number; onError?: (error: unknown) => void } | null;
  hot?: Partial<HotRules>;
  /** A clock in ms (hit windows, compression times); tests move their own. */
  clock?: () => number;
  /** The process's CPU time so far, in ms; tests give their own. */
  cpuMs?: () => number;
}

/** A page in memory and its bookkeeping. */
interface Slot {
  entry: CachedPage;
  size: number;
  /** Marked on each hit; eviction gives a marked page a second chance instead of moving it per hit. */
  used: boolean;
  hits: number;
  since: number;
  /** Its Brotli form is at the strongest setting. */
  strong: boolean;
  /** Brotli bytes the strong setting saved on it. */
  saved: number;
}

/** What each part of the cache holds and did, for the benchmark and the logs. */
export interface PageCacheFigures {
  memory: { entries: number; bytes: number; maxBytes: number };
  disk: DiskFigures | null;
  hits: number;
  diskHits: number;
  /** Lookups that found nothing (a page the fast path misses is looked up again by the app). */
  misses: number;
  strong: HotFigures & { hits: number; bytesServedLess: number };
}

/** Bytes a page in memory costs beyond its own: its key, policy, tag, wire headers and objects. */
const ENTRY_BYTES = 640;
/** What remembering a page as read back from disk once costs in memory; such keys take at most 1/64 of it. */
const READ_ONCE_BYTES = 160;

/**
 * Rendered pages by their key (page-cache-key.ts: site, render generation, language, origin, path),
 * bounded by bytes: in memory up to `maxBytes`, each page as its compressed forms only (a page just
 * rendered is kept as Brotli alone; the plain bytes are decoded for the rare client that takes none,
 * see compactHtml), and, if there is a disk tier, in a file too, from which a page memory let go
 * is read back when asked for again. A publish bumps the generation, so stale entries are never read again and age out of both
 * tiers. Eviction is a clock (second chance) rather than strict LRU, so a hit only sets a flag
 * instead of reordering the map. A page that stays hot (page-cache-hot.ts) is recompressed with
 * Brotli's strongest setting off the main thread, within a share of the CPU.
 */
export class HtmlCache {
  private readonly entries = new Map<string, Slot>();
  /** Pages read back from disk once lately (at most readOnceKeys, then forgotten all at once). */
  private readonly readOnce = new Set<string>();
  private readonly readOnceKeys: number;
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly disk: DiskTier | null;
  private readonly rules: HotRules;
  private readonly clock: () => number;
  private readonly hot: HotQueue;
  private readonly counts = { hits: 0, diskHits: 0, misses: 0, strongHits: 0, bytesServedLess: 0 };

  /**
   * The app's page cache, as configured: PAGE_CACHE_MB of memory and PAGE_CACHE_DISK_MB of files
   * under DATA_DIR/page-cache, removed when the app closes.
   */
  static forApp(app: FastifyInstance): HtmlCache {
    const { pageCacheBytes, pageCacheDiskBytes, dataDir } = app.config;
    let warned = 0;
    const cache = new HtmlCache({
      maxBytes: pageCacheBytes,
      disk:
        pageCacheDiskBytes > 0
          ? {
              root: path.join(dataDir, 'page-cache'),
              maxBytes: pageCacheDiskBytes,
              onError: (error) => {
                // A full or failing disk only costs renders: said once a minute, not per page.
                if (Date.now() - warned < 60_000) return;
                warned = Date.now();
                app.log.warn({ err: error }, 'page cache: a page could not be kept on disk');
              },
            }
          : null,
    });
    app.addHook('onClose', async () => cache.close());
    return cache;
  }

  constructor(options: HtmlCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64_000_000;
    this.readOnceKeys = Math.max(1, Math.min(4096, Math.floor(this.maxBytes / 64 / READ_ONCE_BYTES)));
    this.rules = { ...HOT_RULES, ...options.hot };
    this.clock = options.clock ?? (() => performance.now());
    this.disk = options.disk
      ? new DiskTier({
          root: options.disk.root,
          maxBytes: options.disk.maxBytes,
          // The index of the pages on disk may take half the memory; the pages the rest.
          maxIndexBytes: this.maxBytes / 2,
          onError: options.disk.onError,
          onIndexGrown: () => this.evict(null),
        })
      : null;
    const cpuMs = options.cpuMs ?? processCpuMs;
    this.hot = new HotQueue((key) => this.strengthen(key), { rules: this.rules, cpuMs, clock: this.clock });
  }

  /**
   * The page kept under a key. With the site it is asked for on, a page that a narrower change than
   * its key's made stale (page-cache-key.ts isCurrent) counts as a miss and is not returned: the
   * page rendered anew takes its place.
   */
  get(key: string, site?: SiteRecord): CachedPage | undefined {
    let slot = this.entries.get(key);
    if (slot) {
      if (site && !isCurrent(slot.entry, site)) {
        this.counts.misses += 1;
        return undefined;
      }
      this.counts.hits += 1;
    } else {
      const stored = this.disk?.get(key);
      if (!stored || (site && !isCurrent(stored.entry, site))) {
        this.counts.misses += 1;
        return undefined;
      }
      this.counts.diskHits += 1;
      // Back into memory on its second read: one read alone (a crawler's, a page seen once a day)
      // does not push out a page that is asked for all the time.
      if (!this.readOnce.delete(key)) {
        if (this.readOnce.size >= this.readOnceKeys) this.readOnce.clear();
        this.readOnce.add(key);
        return stored.entry;
      }
      slot = this.keep(key, stored.entry, stored.strong);
      if (!slot) return stored.entry;
    }
    slot.used = true;
    const now = this.clock();
    if (slot.strong) {
      this.counts.strongHits += 1;
      this.counts.bytesServedLess += slot.saved;
    } else if (countHit(slot, now, this.rules) && !this.hot.has(key)) {
      this.hot.offer(key, now);
    }
    this.hot.poll(now);
    return slot.entry;
  }

  /**
   * Keeps a page just rendered, in memory and, written off the main thread, on disk at once: a page
   * is written once, by the request that rendered it, so the hits that later read it back and the
   * evictions that make room for them do no writing.
   */
  set(key: string, entry: CachedPage): void {
    const { wire: _wire, ...rest } = entry;
    const kept = { ...rest, page: compactHtml(entry.page) };
    if (this.keep(key, kept, false)) this.disk?.put(key, kept, false);
  }

  get size(): number {
    return this.entries.size;
  }

  figures(): PageCacheFigures {
    return {
      memory: { entries: this.entries.size, bytes: this.memoryBytes(), maxBytes: this.maxBytes },
      disk: this.disk?.figures ?? null,
      hits: this.counts.hits,
      diskHits: this.counts.diskHits,
      misses: this.counts.misses,
      strong: {
        ...this.hot.figures,
        hits: this.counts.strongHits,
        bytesServedLess: this.counts.bytesServedLess,
      },
    };
  }

  /** Removes the disk tier's folder (after its writes in flight); the cache answers from memory only after. */
  async close(): Promise<void> {
    await this.disk?.close();
  }

  /** Memory taken: the pages, the disk tier's index, and the pages read back once. */
  private memoryBytes(): number {
    return this.bytes + (this.disk ? this.disk.indexBytes + this.readOnceKeys * READ_ONCE_BYTES : 0);
  }

  /** Puts a page in memory (a page too large for it goes to disk only); undefined when it is not kept in memory. */
  private keep(key: string, entry: CachedPage, strong: boolean): Slot | undefined {
    const size = preparedSize(entry.page) + ENTRY_BYTES + key.length + entry.page.csp.length;
    this.delete(key);
    if (size > this.maxBytes / 8) {
      this.disk?.put(key, entry, strong);
      return undefined;
    }
    const slot: Slot = { entry, size, used: false, hits: 0, since: this.clock(), strong, saved: 0 };
    this.entries.set(key, slot);
    this.bytes += size;
    this.evict(key);
    return slot;
  }

  private evict(keep: string | null): void {
    while (this.memoryBytes() > this.maxBytes && this.entries.size > 1) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Slot];
      if (oldest.used && oldestKey !== keep) {
        oldest.used = false;
        this.entries.delete(oldestKey);
        this.entries.set(oldestKey, oldest);
        continue;
      }
      this.delete(oldestKey);
      // Written when it was rendered; again only if the disk tier has let it go since.
      if (this.disk && !this.disk.has(oldestKey)) this.disk.put(oldestKey, oldest.entry, oldest.strong);
    }
  }

  private delete(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.bytes -= slot.size;
  }

  /**
   * Recompresses a hot page with Brotli's strongest setting on the thread pool and puts the result in
   * its place (and in its file), unless the page changed or left memory meanwhile. Resolves to the
   * bytes saved, or null when there was nothing to do.
   */
  private async strengthen(key: string): Promise<number | null> {
    const slot = this.entries.get(key);
    if (!slot || slot.strong) return null;
    const page = await strongerBrotli(slot.entry.page);
    const saved = (slot.entry.page.encoded.br?.length ?? 0) - (page.encoded.br?.length ?? 0);
    if (this.entries.get(key) !== slot) return saved;
    const { wire: _wire, ...rest } = slot.entry;
    const entry = { ...rest, page };
    const now = this.keep(key, entry, true);
    if (now) {
      now.saved = saved;
      now.used = slot.used;
    }
    if (this.disk?.has(key)) this.disk.put(key, entry, true);
    return saved;
  }
}

const processCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
