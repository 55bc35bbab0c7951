import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, type BlobInfo, type BlobStore, type ByteRange } from './blob-store';
import { type LeftoverOptions, removeLeftoverScratch, scratchName } from './scratch-files';

const TYPE_SUFFIX = '.type';
/** Writes in progress, under the root (a rename into place stays on one file system). No key starts with a dot. */
const SCRATCH = '.scratch';

/**
 * Files under a directory (DATA_DIR/media by default): nothing to install. Each write goes to a
 * temporary file in `.scratch/` first and is renamed into place, so a reader sees the old bytes or
 * the new ones; what a killed process left there is removed at the next start (removeLeftovers).
 */
export class FsBlobStore implements BlobStore {
  readonly kind = 'fs' as const;

  private scratchMade: Promise<unknown> | null = null;

  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private async place(key: string, write: (tmp: string) => Promise<void>, contentType: string) {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const scratch = path.join(this.root, SCRATCH);
    this.scratchMade ??= fs.mkdir(scratch, { recursive: true }).catch((error) => {
      this.scratchMade = null;
      throw error;
    });
    await this.scratchMade;
    const tmp = path.join(scratch, scratchName());
    try {
      await write(tmp);
      await fs.writeFile(`${tmp}${TYPE_SUFFIX}`, contentType);
      await fs.rename(`${tmp}${TYPE_SUFFIX}`, `${target}${TYPE_SUFFIX}`);
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      await fs.rm(`${tmp}${TYPE_SUFFIX}`, { force: true });
      throw error;
    }
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.place(key, (tmp) => fs.writeFile(tmp, body), contentType);
  }

  putFile(key: string, file: string, contentType: string): Promise<void> {
    return this.place(key, (tmp) => fs.copyFile(file, tmp), contentType);
  }

  async head(key: string): Promise<BlobInfo | null> {
    const file = this.file(key);
    try {
      const stat = await fs.stat(file);
      const contentType = await fs
        .readFile(`${file}${TYPE_SUFFIX}`, 'utf8')
        .catch(() => 'application/octet-stream');
      return { size: stat.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.file(key);
    try {
      const handle = await fs.open(file, 'r');
      return handle.createReadStream({ start: range?.start, end: range?.end });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async getBuffer(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}${TYPE_SUFFIX}`, { force: true });
  }

  removeLeftovers(options?: LeftoverOptions): Promise<string[]> {
    return removeLeftoverScratch(path.join(this.root, SCRATCH), options);
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const walk = async (dir: string, at: string) => {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const key = at ? `${at}/${entry.name}` : entry.name;
        if (!at && entry.name === SCRATCH) continue;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (!entry.name.endsWith(TYPE_SUFFIX) && !entry.name.endsWith('.tmp') && key.startsWith(prefix))
          keys.push(key);
      }
    };
    await walk(this.root, '');
    return keys.sort();
  }
}
