import type { FontStyle } from './font-face.parser';
import { type FontCatalogue, type FontFamily, familyKey, variantKey } from './fonts.catalogue';
import { FontError } from './fonts.errors';

export interface FontVariant {
  weight: number;
  style: FontStyle;
}

export interface RequestedFamily {
  family: FontFamily;
  /** Distinct, ascending by weight, normal before italic. */
  variants: readonly FontVariant[];
}

// The Google Fonts v1 names for variants, which stylesheets copied from elsewhere still use.
// A Map, not an object literal: a token like `constructor` must not find Object.prototype.
const NAMED_VARIANTS: ReadonlyMap<string, FontVariant> = new Map([
  ['regular', { weight: 400, style: 'normal' }],
  ['r', { weight: 400, style: 'normal' }],
  ['italic', { weight: 400, style: 'italic' }],
  ['i', { weight: 400, style: 'italic' }],
  ['bold', { weight: 700, style: 'normal' }],
  ['b', { weight: 700, style: 'normal' }],
  ['bolditalic', { weight: 700, style: 'italic' }],
  ['bi', { weight: 700, style: 'italic' }],
]);
const NUMERIC_VARIANT = /^(\d{1,4})(i|italic)?$/;
// Names and tokens are echoed in errors; a cap keeps a huge query from coming back whole.
const ECHO_LIMIT = 60;

/**
 * Reads Google Fonts v1 family parameters: each value holds `|`-separated `Name:variants[:subsets]`,
 * variants like `400,700,400italic,700i` (400 when absent). Subsets are ignored: every subset is
 * served and the browser fetches only those its text needs. A family named twice gets the union.
 */
export function parseFontRequest(values: readonly string[], catalogue: FontCatalogue): RequestedFamily[] {
  const requested = new Map<string, Map<string, FontVariant>>();
  for (const spec of values.flatMap((value) => value.split('|'))) {
    const [rawName = '', rawVariants = ''] = spec.split(':');
    if (familyKey(rawName) === '') continue;
    const family = catalogue.byName.get(familyKey(rawName));
    if (!family) throw unknownFamily(rawName, catalogue);
    const variants = requested.get(family.slug) ?? new Map<string, FontVariant>();
    requested.set(family.slug, variants);
    const tokens = rawVariants.split(',').map((token) => token.trim().toLowerCase());
    const present = tokens.filter((token) => token !== '');
    for (const token of present.length > 0 ? present : ['400']) {
      const variant = readVariant(token, family);
      variants.set(variantKey(variant.weight, variant.style), variant);
    }
  }
  if (requested.size === 0) {
    throw new FontError(
      'missing_family',
      'Name at least one font family, e.g. /fonts/css?family=Inter:400,700.',
    );
  }
  return [...requested].map(([slug, variants]) => ({
    family: catalogue.bySlug.get(slug)!,
    variants: [...variants.values()].sort((a, b) => a.weight - b.weight || (a.style === 'normal' ? -1 : 1)),
  }));
}

function readVariant(token: string, family: FontFamily): FontVariant {
  const numeric = NUMERIC_VARIANT.exec(token);
  const variant: FontVariant | undefined = numeric
    ? { weight: Number(numeric[1]), style: numeric[2] ? 'italic' : 'normal' }
    : NAMED_VARIANTS.get(token);
  if (!variant) {
    throw new FontError(
      'unavailable_weight',
      `"${echo(token)}" is not a weight. Use weights like 400, 700 or 400italic; ${family.name} has ${available(family)}.`,
    );
  }
  if (!family.faces.has(variantKey(variant.weight, variant.style))) {
    throw new FontError(
      'unavailable_weight',
      `${family.name} has no weight ${variantKey(variant.weight, variant.style)}. Available: ${available(family)}.`,
    );
  }
  return variant;
}

function unknownFamily(name: string, catalogue: FontCatalogue): FontError {
  const names = catalogue.families.map((family) => family.name).join(', ');
  return new FontError(
    'unknown_font_family',
    `Unknown font family "${echo(name.trim())}". Available: ${names}.`,
  );
}

function available(family: FontFamily): string {
  return [...family.faces.keys()].join(', ');
}

function echo(text: string): string {
  return text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}…` : text;
}
