import { createHash } from 'node:crypto';
import { parseFontRequest, type RequestedFamily } from './font-request.parser';
import { subsetOf } from './font-subsets';
import { LruCache } from './fonts.cache';
import { type FontCatalogue, fontCatalogue, variantKey } from './fonts.catalogue';

/** Where the file route serves a package's woff2 files: `${FONT_FILES_PATH}/<slug>/<file>`. */
export const FONT_FILES_PATH = '/fonts/files';

export interface FontStylesheet {
  css: string;
  /** A strong validator for `css`, quoted as the ETag header wants it. */
  etag: string;
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
  const sheet = { css, etag: `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"` };
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
  return face ? `${FONT_FILES_PATH}/${requested.family.slug}/${face.file}` : null;
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
            `  src: url(${FONT_FILES_PATH}/${family.slug}/${face.file}) format('woff2');`,
            ...(face.unicodeRange ? [`  unicode-range: ${face.unicodeRange};`] : []),
            '}',
          ].join('\n'),
        );
      }
    }
  }
  return `${rules.join('\n\n')}\n`;
}
