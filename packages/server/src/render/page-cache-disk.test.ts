import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compactHtml, precompressHtml, prepareHtml } from '#platform/http/prepared-html';
import type { CachedPage } from './html-cache';
import { DiskTier } from './page-cache-disk';
import { decodePage, encodePage, fileNameOf } from './page-cache-file';

const text = `<!doctype html><html><body>${'<p>Words that repeat, as pages do.</p>'.repeat(200)}</body></html>`;
const entry: CachedPage = {
  page: compactHtml(precompressHtml(prepareHtml(text))),
  status: 200,
  lock: { pageId: 'aaaaaaaaaaaaaaaaaaaaaaaa', fingerprint: 'print', title: 'Members' },
};

const roots: string[] = [];
const tiers: DiskTier[] = [];
afterEach(async () => {
  for (const tier of tiers.splice(0)) await tier.close();
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function tier(maxBytes = 1_000_000): DiskTier {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-disk-tier-'));
  roots.push(root);
  const made = new DiskTier({ root, maxBytes, maxIndexBytes: 1_000_000 });
  tiers.push(made);
  return made;
}

describe('a page file', () => {
  it('holds the whole page and what a hit checks, for its own key only', () => {
    const bytes = encodePage('site|3|en-US|http://a.localhost|/members', entry, true);
    const back = decodePage(bytes, 'site|3|en-US|http://a.localhost|/members')!;
    expect(back.strong).toBe(true);
    expect(back.entry.lock).toEqual(entry.lock);
    expect(back.entry.page.etag).toBe(entry.page.etag);
    expect(back.entry.page.csp).toBe(entry.page.csp);
    expect(back.entry.page.identity.toString()).toBe(text);
    expect(back.entry.page.encoded.br).toEqual(entry.page.encoded.br);
    expect(back.entry.page.encoded.gzip).toEqual(entry.page.encoded.gzip);
    // Another generation's key, a cut file or something else altogether is no page.
    expect(decodePage(bytes, 'site|4|en-US|http://a.localhost|/members')).toBeNull();
    expect(
      decodePage(bytes.subarray(0, bytes.length - 1), 'site|3|en-US|http://a.localhost|/members'),
    ).toBeNull();
    expect(decodePage(Buffer.from('not a page'), 'x')).toBeNull();
  });

  it('is named by its whole key', () => {
    expect(fileNameOf('site|1|en-US|http://a.localhost|/')).not.toBe(
      fileNameOf('site|2|en-US|http://a.localhost|/'),
    );
  });
});

describe('the disk tier', () => {
  it('writes to a temporary name and renames, leaving only whole pages', async () => {
    const disk = tier();
    disk.put('k', entry, false);
    expect(disk.get('k')?.entry).toBe(entry); // while it is written, from memory
    await expect.poll(() => disk.figures.writes).toBe(1);
    expect(fs.readdirSync(disk.dir)).toEqual([fileNameOf('k')]);
    expect(disk.get('k')?.entry.page.identity.toString()).toBe(text);
    expect(disk.figures.reads).toBe(1);
  });

  it('refuses a file that holds another key’s page, and forgets it', async () => {
    const disk = tier();
    disk.put('k', entry, false);
    await expect.poll(() => disk.figures.writes).toBe(1);
    fs.writeFileSync(path.join(disk.dir, fileNameOf('k')), encodePage('other', entry, false));
    expect(disk.get('k')).toBeUndefined();
    expect(disk.has('k')).toBe(false);
  });

  it('keeps nothing larger than an eighth of its bytes', () => {
    const disk = tier(2_000);
    disk.put('k', entry, false);
    expect(disk.has('k')).toBe(false);
  });

  it('turns itself off when its folder cannot be made, answering every read with a miss', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-disk-tier-')), 'a-file');
    roots.push(path.dirname(file));
    fs.writeFileSync(file, '');
    const errors: unknown[] = [];
    const disk = new DiskTier({
      root: file,
      maxBytes: 1_000_000,
      maxIndexBytes: 1_000_000,
      onError: (e) => errors.push(e),
    });
    disk.put('k', entry, false);
    disk.put('l', entry, false);
    expect(disk.get('k')).toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
