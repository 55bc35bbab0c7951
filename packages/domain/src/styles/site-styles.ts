import { z } from 'zod';
import { AA_CONTRAST, contrastRatio, HEX_COLOUR } from './colour-contrast';

/**
 * A site's look: what the Design panel edits, kept per site as a draft and published with the
 * site. Every value is a closed choice or a checked format, so none can reach a page's CSS as
 * anything but the value it claims to be.
 */

export const BUTTON_SHAPES = ['square', 'soft', 'rounded', 'pill'] as const;
export const BUTTON_FILLS = ['solid', 'outline'] as const;
export const SPACING_SCALES = ['compact', 'comfortable', 'spacious'] as const;
export const CONTENT_WIDTHS = ['narrow', 'medium', 'wide'] as const;
export const HEADER_LAYOUTS = ['inline', 'centered', 'stacked'] as const;
export const PALETTE_ROLES = ['background', 'surface', 'text', 'accent', 'onAccent'] as const;
/**
 * How blocks below the first screen come in as a visitor scrolls to them (spec 000 §9, "Block
 * animation"; BLOCK_ANIMATION): not at all, fading in, rising (sliding up) or scaling up.
 */
export const BLOCK_ANIMATION_EFFECTS = ['none', 'fade', 'rise', 'scale'] as const;
export const BLOCK_ANIMATION_SPEEDS = ['slow', 'medium', 'fast'] as const;
export type BlockAnimationEffect = (typeof BLOCK_ANIMATION_EFFECTS)[number];
export type BlockAnimationSpeed = (typeof BLOCK_ANIMATION_SPEEDS)[number];
export type PaletteRole = (typeof PALETTE_ROLES)[number];

/**
 * A family name as the font service spells them: letters, digits and single spaces. The server
 * also checks it against the families it serves.
 */
export const FONT_NAME = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

const Colour = z.string().trim().toLowerCase().regex(HEX_COLOUR, 'Use a colour like #1a2b3c.');
const FontName = z.string().trim().max(60, 'Use at most 60 characters.').regex(FONT_NAME, 'Not a font name.');
const MediaId = z.string().regex(/^[0-9a-f]{24}$/, 'Not a media library item.');

export const SiteStylesSchema = z.object({
  fonts: z.object({ heading: FontName, body: FontName }),
  colors: z.object({
    background: Colour,
    surface: Colour,
    text: Colour,
    accent: Colour,
    onAccent: Colour,
  }),
  button: z.object({ shape: z.enum(BUTTON_SHAPES), fill: z.enum(BUTTON_FILLS) }),
  spacing: z.enum(SPACING_SCALES),
  contentWidth: z.enum(CONTENT_WIDTHS),
  header: z.object({ layout: z.enum(HEADER_LAYOUTS) }),
  logo: z.object({ mediaId: MediaId, height: z.number().int().min(16).max(160) }).nullable(),
  favicon: z.object({ mediaId: MediaId }).nullable(),
  /** Absent on styles saved before there was a choice: no animation. */
  animation: z
    .object({
      effect: z.enum(BLOCK_ANIMATION_EFFECTS, { error: 'Choose none, fade, rise or scale.' }),
      speed: z.enum(BLOCK_ANIMATION_SPEEDS, { error: 'Choose slow, medium or fast.' }),
    })
    .optional(),
});
export type SiteStyles = z.infer<typeof SiteStylesSchema>;

/** The default: no animation, at medium speed once one is chosen. */
export const NO_BLOCK_ANIMATION: NonNullable<SiteStyles['animation']> = { effect: 'none', speed: 'medium' };

/** The site's block animation, none when its styles name none. */
export const blockAnimationOf = (styles: SiteStyles): NonNullable<SiteStyles['animation']> =>
  styles.animation ?? NO_BLOCK_ANIMATION;

/** The default theme: the look every site has until its owner changes it. */
export const DEFAULT_SITE_STYLES: SiteStyles = {
  fonts: { heading: 'Lora', body: 'Inter' },
  colors: {
    background: '#ffffff',
    surface: '#f5f6f8',
    text: '#1b1f24',
    accent: '#2f4fbf',
    onAccent: '#ffffff',
  },
  button: { shape: 'rounded', fill: 'solid' },
  spacing: 'comfortable',
  contentWidth: 'medium',
  header: { layout: 'inline' },
  logo: null,
  favicon: null,
};

/** Stored styles, or the default for anything missing or no longer valid. */
export function readSiteStyles(value: unknown): SiteStyles {
  if (typeof value !== 'object' || value === null) return DEFAULT_SITE_STYLES;
  const merged = { ...DEFAULT_SITE_STYLES, ...(value as Partial<SiteStyles>) };
  const parsed = SiteStylesSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_STYLES;
}

/** A pair of palette colours that must read at WCAG AA, and where the site uses it. */
export interface ContrastPair {
  foreground: PaletteRole;
  background: PaletteRole;
  use: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', use: 'Text on the page background' },
  { foreground: 'text', background: 'surface', use: 'Text on surfaces' },
  { foreground: 'accent', background: 'background', use: 'Links on the page background' },
  { foreground: 'onAccent', background: 'accent', use: 'Button text on the accent colour' },
];

export interface ContrastCheck extends ContrastPair {
  ratio: number;
  passes: boolean;
}

/** Each pair's contrast ratio and whether it meets AA (4.5:1). */
export function checkPaletteContrast(colors: SiteStyles['colors']): ContrastCheck[] {
  return CONTRAST_PAIRS.map((pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    return { ...pair, ratio: Math.round(ratio * 100) / 100, passes: ratio >= AA_CONTRAST };
  });
}

export const STYLE_GROUPS = [
  'fonts',
  'colors',
  'button',
  'spacing',
  'contentWidth',
  'header',
  'logo',
  'favicon',
  'animation',
] as const;
export type StyleGroup = (typeof STYLE_GROUPS)[number];

/** Which groups of the styles differ between two versions, for the publish review. */
export function changedStyleGroups(before: SiteStyles, after: SiteStyles): StyleGroup[] {
  // Styles saved before the animation choice have none: the same as choosing none.
  const value = (styles: SiteStyles, group: StyleGroup) =>
    JSON.stringify(group === 'animation' ? blockAnimationOf(styles) : styles[group]);
  return STYLE_GROUPS.filter((group) => value(before, group) !== value(after, group));
}
