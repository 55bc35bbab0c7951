export type FontStyle = 'normal' | 'italic';

/** One @font-face rule of a fontsource package: one weight, style and unicode subset. */
export interface PackageFontFace {
  weight: number;
  style: FontStyle;
  /** File name inside the package's `files/` folder, e.g. `inter-latin-400-normal.woff2`. */
  file: string;
  /** The subset's `unicode-range` value, or null when the package gives none. */
  unicodeRange: string | null;
}

const FACE_RULE = /@font-face\s*\{([^}]*)\}/g;
const WOFF2_SOURCE = /url\(\s*['"]?\.\/files\/([a-z0-9-]+\.woff2)['"]?\s*\)/;
// Only range syntax passes, so a value copied into our stylesheet can never close the rule early.
const UNICODE_RANGE =
  /^[Uu]\+[0-9A-Fa-f?]+(?:-[0-9A-Fa-f]+)?(?:\s*,\s*[Uu]\+[0-9A-Fa-f?]+(?:-[0-9A-Fa-f]+)?)*$/;

/**
 * Reads the @font-face rules of a fontsource stylesheet (`400.css`, `400-italic.css`). Rules
 * without a woff2 source are skipped: we serve woff2 only, which every browser we support reads.
 * Throws on a unicode-range that is not plain range syntax.
 */
export function parseFontFaces(css: string): PackageFontFace[] {
  const faces: PackageFontFace[] = [];
  for (const match of css.matchAll(FACE_RULE)) {
    const body = match[1] ?? '';
    const weight = Number(declaration(body, 'font-weight'));
    const style = declaration(body, 'font-style');
    const file = WOFF2_SOURCE.exec(body)?.[1];
    if (!Number.isInteger(weight) || (style !== 'normal' && style !== 'italic') || !file) continue;
    const range = declaration(body, 'unicode-range');
    // A face without its range would claim every character, so a range we cannot read is fatal.
    if (range !== undefined && !UNICODE_RANGE.test(range)) {
      throw new Error(`Unreadable unicode-range for ${file}: ${range}`);
    }
    faces.push({ weight, style, file, unicodeRange: range ?? null });
  }
  return faces;
}

function declaration(body: string, property: string): string | undefined {
  return new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(body)?.[1]?.trim();
}
