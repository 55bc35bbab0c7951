import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CachedPage } from './html-cache';
import { decodePage, encodePage, fileNameOf } from './page-cache-file';

/** What the memory tier counts for each page the disk tier knows: its key, name and the map's own share. */
export const DISK_INDEX_ENTRY_BYTES = 200;

export interface DiskTierOptions {
  /** The folder every process keeps its own subfolder of pages in (DATA_DIR/page-cache). */
  root: string;
  /** The most bytes this process's files may take. */
  maxBytes: number;
  /** The most bytes of memory its index may take (DISK_INDEX_ENTRY_BYTES and the key per page). */
  maxIndexBytes: number;
  /** Told of a failure once it turned the disk tier off, and of each failed write. */
  onError?: (error: unknown) => void;
  /** Told when the index grew, so memory can make room for it. */
  onIndexGrown?: () => void;
}

interface Stored {
  name: string;
  size: number;
  /** Read since the clock hand last passed: it stays one more round. */
  used: boolean;
}

export interface DiskFigures {
  entries: number;
  bytes: number;
  indexBytes: number;
  /** Pages read back from a file. */
  reads: number;
  writes: number;
  failures: number;
}

/**
 * The second tier of the page cache: pages the memory tier let go, as files, so a page asked for
 * again is read back (one read of its compressed bytes) instead of rendered anew. The folder is this
 * process's own and starts empty, so no file outlives the process that wrote it or is ever read by
 * another: a restored database whose render generations went back cannot meet an old file. A file is
 * named by the hash of its full cache key (render generation included) and says the key it holds,
 * and it is written to a temporary name and renamed, so a read finds a whole page or none. A file
 * that is gone when read (the disk, an operator, a clean-up) is a miss, never an error.
 */
export class DiskTier {
  readonly dir: string;
  private readonly index = new Map<string, Stored>();
  /** Pages being written: a read meanwhile gets them from here. */
  private readonly writing = new Map<string, { entry: CachedPage; strong: boolean }>();
  private bytes = 0;
  private state: 'new' | 'open' | 'off' | 'closed' = 'new';
  private sequence = 0;
  /** Writes started and not yet finished. */
  private inFlight = 0;
  private drained: (() => void) | null = null;
  indexBytes = 0;
  private readonly counts = { reads: 0, writes: 0, failures: 0 };

  constructor(private readonly options: DiskTierOptions) {
    this.dir = path.join(options.root, `${HOST_TAG}-${process.pid}-${randomBytes(4).toString('hex')}`);
    removeLeftovers(options.root, this.dir);
  }

  has(key: string): boolean {
    return this.index.has(key) || this.writing.has(key);
  }

  /** The page kept for this key, read from its file; undefined when there is none. */
  get(key: string): { entry: CachedPage; strong: boolean } | undefined {
    const writing = this.writing.get(key);
    if (writing) return writing;
    const stored = this.index.get(key);
    if (!stored) return undefined;
    let bytes: Buffer;
    try {
      bytes = readWhole(`${this.dir}/${stored.name}`, stored.size);
    } catch {
      this.forget(key);
      return undefined;
    }
    const page = decodePage(bytes, key);
    if (!page) {
      this.remove(key);
      return undefined;
    }
    stored.used = true;
    this.counts.reads += 1;
    return page;
  }

  /** Keeps a page in a file, written off the main thread; a failure only leaves it out. */
  put(key: string, entry: CachedPage, strong: boolean): void {
    if (!this.open()) return;
    const bytes = encodePage(key, entry, strong);
    if (bytes.length > this.options.maxBytes / 8) return;
    const name = fileNameOf(key);
    const file = `${this.dir}/${name}`;
    const temporary = `${file}.${++this.sequence}.tmp`;
    const mine = { entry, strong };
    this.writing.set(key, mine);
    this.inFlight += 1;
    // Callbacks rather than promises: a third of the CPU per file, measured.
    const failed = (error: NodeJS.ErrnoException) => {
      this.settled();
      if (this.writing.get(key) === mine) this.writing.delete(key);
      this.counts.failures += 1;
      // The folder went away (an operator cleared it): made again on the next write.
      if (error.code === 'ENOENT' && this.state === 'open') this.state = 'new';
      this.options.onError?.(error);
      fs.rm(temporary, { force: true }, () => {});
    };
    fs.writeFile(temporary, bytes, { mode: 0o600 }, (writeError) => {
      if (writeError) return failed(writeError);
      fs.rename(temporary, file, (renameError) => {
        if (renameError) return failed(renameError);
        this.settled();
        if (this.writing.get(key) === mine) this.writing.delete(key);
        if (this.state !== 'open') return fs.rm(file, { force: true }, () => {});
        this.counts.writes += 1;
        this.remember(key, name, bytes.length);
      });
    });
  }

  get figures(): DiskFigures {
    return { entries: this.index.size, bytes: this.bytes, indexBytes: this.indexBytes, ...this.counts };
  }

  /** A write finished, kept or not; the last one lets a waiting close go on. */
  private settled(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0) this.drained?.();
  }

  /**
   * Drops every file: the folder is removed with the process's app, once the writes in flight are
   * done (a file landing while the folder goes would leave it behind, not empty).
   */
  async close(): Promise<void> {
    this.state = 'closed';
    this.index.clear();
    this.writing.clear();
    this.bytes = 0;
    this.indexBytes = 0;
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private open(): boolean {
    if (this.state === 'open') return true;
    if (this.state !== 'new') return false;
    try {
      fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      this.state = 'open';
      return true;
    } catch (error) {
      this.state = 'off';
      this.options.onError?.(error);
      return false;
    }
  }

  private remember(key: string, name: string, size: number): void {
    const known = this.index.get(key);
    if (known) {
      this.bytes += size - known.size;
      known.size = size;
    } else {
      this.index.set(key, { name, size, used: false });
      this.bytes += size;
      this.indexBytes += DISK_INDEX_ENTRY_BYTES + key.length;
    }
    // A clock, as in memory: a file read since the hand last passed gets one more round.
    while (
      this.index.size > 1 &&
      (this.bytes > this.options.maxBytes || this.indexBytes > this.options.maxIndexBytes)
    ) {
      const [oldestKey, oldest] = this.index.entries().next().value as [string, Stored];
      if (oldest.used && oldestKey !== key) {
        oldest.used = false;
        this.index.delete(oldestKey);
        this.index.set(oldestKey, oldest);
      } else {
        this.remove(oldestKey);
      }
    }
    if (!known) this.options.onIndexGrown?.();
  }

  /** Drops a page from the index (its file is already gone). */
  private forget(key: string): Stored | undefined {
    const stored = this.index.get(key);
    if (!stored) return undefined;
    this.index.delete(key);
    this.bytes -= stored.size;
    this.indexBytes -= DISK_INDEX_ENTRY_BYTES + key.length;
    return stored;
  }

  private remove(key: string): void {
    const stored = this.forget(key);
    if (stored) fs.rm(`${this.dir}/${stored.name}`, { force: true }, () => {});
  }
}

/**
 * A file's bytes, read synchronously: one read of a few kilobytes the operating system holds in
 * memory costs less CPU than the thread pool's round trips, and the hit is answered in the same turn.
 * Its size is known, so there is no stat; a file of another size is cut or grown, and refused.
 */
function readWhole(file: string, size: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const bytes = Buffer.allocUnsafe(size);
    if (fs.readSync(fd, bytes, 0, size, 0) !== size) throw new Error('a page file of another size');
    return bytes;
  } finally {
    fs.closeSync(fd);
  }
}

const HOST_TAG = os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';
const FOLDER = /^(.+)-(\d+)-[0-9a-f]{8}$/;
/** A folder of another machine's process (DATA_DIR on a shared volume) is left a day before it is taken for dead. */
const FOREIGN_FOLDER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the folders of processes that are gone (a crash or a kill leaves its folder behind): on
 * this machine, those whose process is not running; of another machine, those untouched for a day.
 * Removing a live process's folder is only ever a miss for it, never a wrong page.
 */
function removeLeftovers(root: string, own: string): void {
  fs.readdir(root, (error, names) => {
    if (error) return;
    for (const name of names) {
      const folder = path.join(root, name);
      const match = FOLDER.exec(name);
      if (!match || folder === own) continue;
      const [, host, pid] = match;
      if (host === HOST_TAG) {
        if (Number(pid) !== process.pid && !isRunning(Number(pid)))
          fs.rm(folder, { recursive: true, force: true }, () => {});
        continue;
      }
      fs.stat(folder, (statError, stat) => {
        if (!statError && Date.now() - stat.mtimeMs > FOREIGN_FOLDER_MS)
          fs.rm(folder, { recursive: true, force: true }, () => {});
      });
    }
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
