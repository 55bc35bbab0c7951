import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { demoAssetsDir } from './assets';

export const DEMO_ASSETS_PATH = '/assets/demo/';
/** `studio.3f2a9c01b7de.svg`: a bundled file named by its content, so it can be cached for good. */
const HASHED_NAME = /^([a-z0-9-]+)\.([0-9a-f]{12})\.([a-z0-9]+)$/;
const PLAIN_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;

const hashes = new Map<string, string>();

function contentHash(file: string): string | null {
  let hash = hashes.get(file);
  if (hash === undefined) {
    const full = path.join(demoAssetsDir(), file);
    if (!fs.existsSync(full)) return null;
    hash = createHash('sha256').update(fs.readFileSync(full)).digest('hex').slice(0, 12);
    hashes.set(file, hash);
  }
  return hash;
}

/** The content-addressed address of a bundled demo file, e.g. `/assets/demo/studio.3f2a9c01b7de.svg`. */
export function demoAssetUrl(file: string): string {
  const hash = contentHash(file);
  if (!hash) throw new Error(`No bundled demo file ${file}`);
  const dot = file.lastIndexOf('.');
  return `${DEMO_ASSETS_PATH}${file.slice(0, dot)}.${hash}${file.slice(dot)}`;
}

/**
 * The bundled file a requested name stands for, and whether the name fixes its content: a hashed
 * name is immutable; a plain name (pages saved before names carried hashes) may change. Null when
 * there is no such file, or the hash names content the file no longer has.
 */
export function resolveDemoAsset(name: string): { file: string; immutable: boolean } | null {
  const hashed = HASHED_NAME.exec(name);
  if (hashed) {
    const file = `${hashed[1]}.${hashed[3]}`;
    return contentHash(file) === hashed[2] ? { file, immutable: true } : null;
  }
  return PLAIN_NAME.test(name) && contentHash(name) !== null ? { file: name, immutable: false } : null;
}
