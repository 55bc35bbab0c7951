import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverFamily, familyKey, fontCatalogue } from './fonts.catalogue';

interface PackageMetadata {
  family: string;
  weights: number[];
  styles: string[];
}

function metadata(slug: string): PackageMetadata {
  const file = createRequire(import.meta.url).resolve(`@fontsource/${slug}/metadata.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('fontCatalogue', () => {
  const catalogue = fontCatalogue();

  it('holds the 14 curated families', () => {
    expect(catalogue.families.map((family) => family.slug).sort()).toEqual([
      'dm-sans',
      'ibm-plex-mono',
      'inter',
      'karla',
      'libre-baskerville',
      'lora',
      'merriweather',
      'montserrat',
      'open-sans',
      'playfair-display',
      'roboto',
      'source-serif-4',
      'space-grotesk',
      'work-sans',
    ]);
  });

  // The package's own metadata is a second, independent account of what it ships.
  it.each(fontCatalogue().families.map((family) => [family.slug, family] as const))(
    '%s agrees with its package metadata and names files that exist',
    (slug, family) => {
      const meta = metadata(slug);
      expect(family.name).toBe(meta.family);
      expect(family.weights).toEqual(meta.weights);
      expect([...family.styles].sort()).toEqual([...meta.styles].sort());
      expect(family.faces.size).toBe(meta.weights.length * meta.styles.length);
      for (const file of family.files) expect(existsSync(path.join(family.filesDir, file))).toBe(true);
      expect(catalogue.byName.get(familyKey(family.name))).toBe(family);
    },
  );

  it('orders variants by weight, normal before italic', () => {
    expect([...(catalogue.bySlug.get('lora')?.faces.keys() ?? [])]).toEqual([
      '400',
      '400italic',
      '500',
      '500italic',
      '600',
      '600italic',
      '700',
      '700italic',
    ]);
  });
});

describe('discoverFamily', () => {
  const curated = { name: 'Demo', slug: 'demo', category: 'serif' as const };
  let dir = '';

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function fakePackage(files: Record<string, string>): Promise<string> {
    dir = mkdtempSync(path.join(tmpdir(), 'fontsource-'));
    await mkdir(path.join(dir, 'files'));
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    return dir;
  }

  const rule = (weight: number, style: string, file: string) =>
    `@font-face { font-style: ${style}; font-weight: ${weight}; src: url(./files/${file}) format('woff2'); unicode-range: U+0000-00FF; }`;

  it('keeps only rules that are the variant their stylesheet is named for', async () => {
    const packageDir = await fakePackage({
      '500.css': rule(500, 'normal', 'demo-500.woff2') + rule(700, 'normal', 'demo-700.woff2'),
      'files/demo-500.woff2': 'x',
      'files/demo-700.woff2': 'x',
      'latin-500.css': rule(300, 'normal', 'demo-300.woff2'),
    });
    const family = discoverFamily(curated, packageDir);
    expect(family.weights).toEqual([500]);
    expect(family.styles).toEqual(['normal']);
    expect([...family.files]).toEqual(['demo-500.woff2']);
  });

  it('fails loudly when a stylesheet names a file the package lacks', async () => {
    const packageDir = await fakePackage({ '400.css': rule(400, 'normal', 'demo-400.woff2') });
    expect(() => discoverFamily(curated, packageDir)).toThrow(/demo-400\.woff2/);
  });

  it('fails loudly when the package ships no static faces', async () => {
    const packageDir = await fakePackage({ 'index.css': rule(400, 'normal', 'demo-400.woff2') });
    expect(() => discoverFamily(curated, packageDir)).toThrow(/no static woff2 faces/);
  });
});
