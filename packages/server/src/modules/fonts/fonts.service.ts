import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFontRequest, type RequestedFamily } from './font-request.parser';
import { subsetOf } from './font-subsets';
import { LruCache } from './fonts.cache';
import { type FontCatalogue, type FontFamily, fontCatalogue, variantKey } from './fonts.catalogue';

/** Where the file route serves a package's woff2 files: `${FONT_FILES_PATH}/<slug>/<file>`. */
export const FONT_FILES_PATH = '/fonts/files';

/** Where the stylesheet route answers at a content address: `${FONT_CSS_PATH}/<hash>?family=...`. */
export const FONT_CSS_PATH = '/fonts/css';

export interface FontStylesheet {
  css: string;
  /** A strong validator for `css`, quoted as the ETag header wants it. */
  etag: string;
  /** 16 hex digits of the SHA-256 of `css`: the stylesheet's content address. */
  hash: string;
}

const WOFF2 = '.woff2';
const fileHashes = new Map<string, string>();

/**
 * 16 hex digits of the SHA-256 of one of a family's files, read once per process: the part of
 * its address that changes whenever its bytes do, so the address can be cached for good.
 */
export function fontFileHash(family: FontFamily, file: string): string {
  const full = path.join(family.filesDir, file);
  let hash = fileHashes.get(full);
  if (!hash) {
    hash = createHash('sha256').update(readFileSync(full)).digest('hex').slice(0, 16);
    fileHashes.set(full, hash);
  }
  return hash;
}

/** `/fonts/files/inter/inter-latin-400-normal.<hash>.woff2`: a font file at its content address. */
export function fontFileAddress(family: FontFamily, file: string): string {
  return `${FONT_FILES_PATH}/${family.slug}/${file.slice(0, -WOFF2.length)}.${fontFileHash(family, file)}${WOFF2}`;
}

// Sites ask for a handful of combinations, so 200 covers them; the weight bound caps memory when
// someone asks for every variant of every family under many spellings.
const stylesheets = new LruCache<FontStylesheet>({
  maxEntries: 200,
  maxWeight: 8_000_000,
  weigh: (sheet) => sheet.css.length,
});

/**
 * The stylesheet for Google Fonts v1 `family` parameter values. Equivalent requests (other case,
 * order of variants, repeated families) share one cached stylesheet. Throws FontError.
 */
export function fontStylesheet(
  familyParams: readonly string[],
  catalogue: FontCatalogue = fontCatalogue(),
  /** Only these unicode subsets (see font-subsets.ts); all when absent. */
  subsets: readonly string[] | null = null,
): FontStylesheet {
  const requested = parseFontRequest(familyParams, catalogue);
  const key = `${requestKey(requested)}#${subsets?.join(',') ?? '*'}`;
  const cached = stylesheets.get(key);
  if (cached) return cached;
  const css = buildStylesheet(requested, subsets);
  const digest = createHash('sha256').update(css).digest();
  const sheet = {
    css,
    etag: `"${digest.toString('base64url').slice(0, 27)}"`,
    hash: digest.toString('hex').slice(0, 16),
  };
  stylesheets.set(key, sheet);
  return sheet;
}

function requestKey(requested: readonly RequestedFamily[]): string {
  return requested
    .map(({ family, variants }) => {
      const keys = variants.map((variant) => variantKey(variant.weight, variant.style));
      return `${family.slug}:${keys.join(',')}`;
    })
    .join('|');
}

/**
 * The file of the first face of a variant in a subset, for a preload link: the one face a page's
 * first screen needs, fetched alongside the HTML instead of after the styles are applied.
 */
export function fontFileUrl(
  familyParam: string,
  subset: string,
  catalogue: FontCatalogue = fontCatalogue(),
): string | null {
  const [requested] = parseFontRequest([familyParam], catalogue);
  const variant = requested?.variants[0];
  if (!requested || !variant) return null;
  const face = requested.family.faces
    .get(variantKey(variant.weight, variant.style))
    ?.find((candidate) => subsetOf(candidate, requested.family.slug) === subset);
  return face ? fontFileAddress(requested.family, face.file) : null;
}

/**
 * The stylesheet of a page's families at its content address (`/fonts/css/<hash>?family=...`),
 * served as immutable: a font change in the site's design gives the page a new address.
 */
export function fontStylesheetAddress(
  familyParams: readonly string[],
  catalogue: FontCatalogue = fontCatalogue(),
): string {
  const sheet = fontStylesheet(familyParams, catalogue);
  const family = familyParams
    .map((param) =>
      encodeURIComponent(param).replace(/%20/g, '+').replace(/%3A/gi, ':').replace(/%2C/gi, ','),
    )
    .join('|');
  return `${FONT_CSS_PATH}/${sheet.hash}?family=${family}`;
}

function buildStylesheet(requested: readonly RequestedFamily[], subsets: readonly string[] | null): string {
  const rules: string[] = [];
  for (const { family, variants } of requested) {
    for (const variant of variants) {
      for (const face of family.faces.get(variantKey(variant.weight, variant.style)) ?? []) {
        if (subsets && !subsets.includes(subsetOf(face, family.slug))) continue;
        rules.push(
          [
            '@font-face {',
            `  font-family: '${family.name}';`,
            `  font-style: ${face.style};`,
            `  font-weight: ${face.weight};`,
            '  font-display: swap;',
            `  src: url(${fontFileAddress(family, face.file)}) format('woff2');`,
            ...(face.unicodeRange ? [`  unicode-range: ${face.unicodeRange};`] : []),
            '}',
          ].join('\n'),
        );
      }
    }
  }
  return `${rules.join('\n\n')}\n`;
}
