import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type FontStyle, type PackageFontFace, parseFontFaces } from './font-face.parser';

export type FontCategory = 'sans-serif' | 'serif' | 'monospace' | 'display';

interface CuratedFamily {
  name: string;
  slug: string;
  category: FontCategory;
}

/**
 * The families owners can pick. Each is served from its `@fontsource/<slug>` package, which must
 * be a dependency of the server workspace. Categories are ours: they group the editor's picker.
 */
export const curatedFamilies: readonly CuratedFamily[] = [
  { name: 'Inter', slug: 'inter', category: 'sans-serif' },
  { name: 'Roboto', slug: 'roboto', category: 'sans-serif' },
  { name: 'Open Sans', slug: 'open-sans', category: 'sans-serif' },
  { name: 'Montserrat', slug: 'montserrat', category: 'sans-serif' },
  { name: 'Work Sans', slug: 'work-sans', category: 'sans-serif' },
  { name: 'DM Sans', slug: 'dm-sans', category: 'sans-serif' },
  { name: 'Karla', slug: 'karla', category: 'sans-serif' },
  { name: 'Space Grotesk', slug: 'space-grotesk', category: 'sans-serif' },
  { name: 'Lora', slug: 'lora', category: 'serif' },
  { name: 'Merriweather', slug: 'merriweather', category: 'serif' },
  { name: 'Source Serif 4', slug: 'source-serif-4', category: 'serif' },
  { name: 'Libre Baskerville', slug: 'libre-baskerville', category: 'serif' },
  // A high-contrast face drawn for headlines; it reads poorly as body text, hence "display".
  { name: 'Playfair Display', slug: 'playfair-display', category: 'display' },
  { name: 'IBM Plex Mono', slug: 'ibm-plex-mono', category: 'monospace' },
];

export interface FontFamily extends CuratedFamily {
  /** Weights with at least one style, ascending. */
  weights: readonly number[];
  /** Styles with at least one weight, normal first. */
  styles: readonly FontStyle[];
  /** The package's faces per variant (see variantKey), in the package's subset order. */
  faces: ReadonlyMap<string, readonly PackageFontFace[]>;
  /** Absolute path of the package's `files/` folder. */
  filesDir: string;
  /** The woff2 file names the faces point at: the only files the file route serves. */
  files: ReadonlySet<string>;
}

/** A family as the editor's font picker lists it (`GET /fonts/families`): no files, no paths. */
export const fontFamilyToJson = ({ name, slug, category, weights, styles }: FontFamily) => ({
  name,
  slug,
  category,
  weights,
  styles,
});

export interface FontCatalogue {
  families: readonly FontFamily[];
  bySlug: ReadonlyMap<string, FontFamily>;
  /** Keyed by familyKey(name). */
  byName: ReadonlyMap<string, FontFamily>;
}

/** `400` for normal, `400italic` for italic: the Google Fonts v1 spelling of a variant. */
export function variantKey(weight: number, style: FontStyle): string {
  return style === 'italic' ? `${weight}italic` : String(weight);
}

/** Case, `+` and runs of spaces do not matter in a family name: `open+sans` is `Open Sans`. */
export function familyKey(name: string): string {
  return name.replace(/\+/g, ' ').trim().replace(/\s+/g, ' ').toLowerCase();
}

let catalogue: FontCatalogue | undefined;

/** The catalogue, discovered from the installed packages on first use and kept for the process. */
export function fontCatalogue(): FontCatalogue {
  catalogue ??= discoverCatalogue();
  return catalogue;
}

function discoverCatalogue(): FontCatalogue {
  const require = createRequire(import.meta.url);
  const families = curatedFamilies.map((curated) => {
    const packageDir = path.dirname(require.resolve(`@fontsource/${curated.slug}/package.json`));
    return discoverFamily(curated, packageDir);
  });
  return {
    families,
    bySlug: new Map(families.map((family) => [family.slug, family])),
    byName: new Map(families.map((family) => [familyKey(family.name), family])),
  };
}

// fontsource writes one stylesheet per static weight and style: `400.css`, `400-italic.css`.
const VARIANT_STYLESHEET = /^(\d+)(-italic)?\.css$/;

/** Reads what a package really ships; throws when it ships nothing usable or names missing files. */
export function discoverFamily(curated: CuratedFamily, packageDir: string): FontFamily {
  const filesDir = path.join(packageDir, 'files');
  const faces = new Map<string, PackageFontFace[]>();
  for (const entry of readdirSync(packageDir).sort()) {
    const match = VARIANT_STYLESHEET.exec(entry);
    if (!match) continue;
    const weight = Number(match[1]);
    const style: FontStyle = match[2] ? 'italic' : 'normal';
    // A stylesheet's rules must be the variant its name promises, or the picker would lie.
    const variantFaces = parseFontFaces(readFileSync(path.join(packageDir, entry), 'utf8')).filter(
      (face) => face.weight === weight && face.style === style,
    );
    if (variantFaces.length > 0) faces.set(variantKey(weight, style), variantFaces);
  }
  if (faces.size === 0) throw new Error(`@fontsource/${curated.slug} ships no static woff2 faces`);
  const files = new Set([...faces.values()].flat().map((face) => face.file));
  for (const file of files) {
    if (!existsSync(path.join(filesDir, file))) {
      throw new Error(`@fontsource/${curated.slug} names ${file}, which it does not ship`);
    }
  }
  const all = [...faces.values()].flat();
  const styles = (['normal', 'italic'] as const).filter((style) => all.some((face) => face.style === style));
  return {
    ...curated,
    weights: [...new Set(all.map((face) => face.weight))].sort((a, b) => a - b),
    styles,
    faces: sortVariants(faces),
    filesDir,
    files,
  };
}

function sortVariants(faces: Map<string, PackageFontFace[]>): Map<string, PackageFontFace[]> {
  const order = (key: string) => Number.parseInt(key, 10) * 2 + (key.endsWith('italic') ? 1 : 0);
  return new Map([...faces].sort(([a], [b]) => order(a) - order(b)));
}
