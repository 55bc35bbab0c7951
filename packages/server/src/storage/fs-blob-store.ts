import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, type BlobInfo, type BlobStore, type ByteRange } from './blob-store';

const TYPE_SUFFIX = '.type';

/**
 * Files under a directory (DATA_DIR/media by default): nothing to install. Each write goes to a
 * temporary file first and is renamed into place, so a reader sees the old bytes or the new ones.
 */
export class FsBlobStore implements BlobStore {
  readonly kind = 'fs' as const;

  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private async place(key: string, write: (tmp: string) => Promise<void>, contentType: string) {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
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
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (!entry.name.endsWith(TYPE_SUFFIX) && !entry.name.endsWith('.tmp') && key.startsWith(prefix))
          keys.push(key);
      }
    };
    await walk(this.root, '');
    return keys.sort();
  }
}
