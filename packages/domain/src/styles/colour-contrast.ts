/** Colour arithmetic for the site palette: WCAG 2 relative luminance, contrast and mixing. */

export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** WCAG 2.x level AA for normal text. */
export const AA_CONTRAST = 4.5;

const channels = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** `weight` of `a` mixed with the rest of `b`, in sRGB. */
export function mixColours(a: string, b: string, weight: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca.map((v, i) => hex2(v * weight + cb[i]! * (1 - weight))).join('')}`;
}

/**
 * The lightest mix of `text` into `background` that still reads at AA on it: secondary text that
 * is quieter than body text but never too faint.
 */
export function mutedTextColour(text: string, background: string): string {
  for (let weight = 0.6; weight < 1; weight += 0.05) {
    const candidate = mixColours(text, background, weight);
    if (contrastRatio(candidate, background) >= AA_CONTRAST) return candidate;
  }
  return text;
}

/** A slightly deeper (or, on dark colours, lighter) shade for hover states. */
export function hoverShade(colour: string): string {
  return relativeLuminance(colour) > 0.18
    ? mixColours(colour, '#000000', 0.82)
    : mixColours(colour, '#ffffff', 0.82);
}
