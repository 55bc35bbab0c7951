import {
  DEFAULT_SITE_STYLES,
  FONT_NAME,
  HEX_COLOUR,
  hoverShade,
  mixColours,
  mutedTextColour,
  RADIUS_TOKENS,
  type SiteStyles,
} from '@atelier/domain';
import { blockAnimationCss } from './block-animation';

/**
 * A site's styles as CSS: custom properties over the design tokens plus the few rules a choice
 * needs (header layout, outline buttons). It goes into the page's <style id="site-styles">, so a
 * page is styled without JavaScript, and the editor's frame swaps it live while the owner edits.
 *
 * Values were validated when saved; this still re-checks each one and quotes names, so a value
 * that got past validation some other way can only fall back to the default, never escape.
 */

export const SITE_STYLES_ELEMENT_ID = 'site-styles';

/** What the editor posts to its preview frame while the owner changes the site's styles. */
export const STYLES_PREVIEW_MESSAGE = 'atelier:styles';

/** The logo as the header shows it. */
export interface PreviewLogo {
  src: string;
  width: number;
  height: number;
}

export interface StylesPreviewMessage {
  type: typeof STYLES_PREVIEW_MESSAGE;
  css: string;
  fontsHref: string;
  /** The logo to show, null for none; absent leaves the page's own logo as it is. */
  logo?: PreviewLogo | null;
}

/** The message that shows `styles` in the preview frame at once. */
export function stylesPreviewMessage(styles: SiteStyles, logo?: PreviewLogo | null): StylesPreviewMessage {
  return { type: STYLES_PREVIEW_MESSAGE, css: siteStylesCss(styles), fontsHref: siteFontsHref(styles), logo };
}

const colour = (value: string, fallback: string) => (HEX_COLOUR.test(value) ? value : fallback);
const fontName = (value: string, fallback: string) =>
  FONT_NAME.test(value) && value.length <= 60 ? value : fallback;

/** A CSS string literal; anything but letters, digits and spaces is written as an escape. */
export function cssString(value: string): string {
  return `"${value.replace(/[^A-Za-z0-9 ]/g, (ch) => `\\${ch.codePointAt(0)!.toString(16)} `)}"`;
}

const BUTTON_RADIUS: Record<SiteStyles['button']['shape'], string> = {
  square: RADIUS_TOKENS.none,
  soft: RADIUS_TOKENS.small,
  rounded: RADIUS_TOKENS.medium,
  pill: RADIUS_TOKENS.circle,
};
const SPACE_SCALE: Record<SiteStyles['spacing'], number> = { compact: 0.75, comfortable: 1, spacious: 1.35 };
const CONTENT_WIDTH: Record<SiteStyles['contentWidth'], string> = {
  narrow: '40rem',
  medium: '46rem',
  wide: '62rem',
};

const HEADER_RULES: Record<SiteStyles['header']['layout'], string> = {
  inline: '',
  centered:
    '.site-header__inner{flex-direction:column;justify-content:center;text-align:center}.site-branding{display:flex;flex-direction:column;align-items:center}',
  stacked: '.site-header__inner{flex-direction:column;align-items:flex-start;justify-content:center}',
};

function declarations(styles: SiteStyles): [string, string][] {
  const d = DEFAULT_SITE_STYLES;
  const c = {
    background: colour(styles.colors.background, d.colors.background),
    surface: colour(styles.colors.surface, d.colors.surface),
    text: colour(styles.colors.text, d.colors.text),
    accent: colour(styles.colors.accent, d.colors.accent),
    onAccent: colour(styles.colors.onAccent, d.colors.onAccent),
  };
  const outline = styles.button.fill === 'outline';
  const scale = SPACE_SCALE[styles.spacing] ?? 1;
  return [
    ['--font-heading', cssString(fontName(styles.fonts.heading, d.fonts.heading))],
    ['--font-body', cssString(fontName(styles.fonts.body, d.fonts.body))],
    ['--color-bg', c.background],
    ['--color-surface', c.surface],
    ['--color-text', c.text],
    ['--color-text-muted', mutedTextColour(c.text, c.background)],
    ['--color-border', mixColours(c.text, c.background, 0.14)],
    ['--color-field-border', mixColours(c.text, c.background, 0.55)],
    ['--color-accent', c.accent],
    ['--color-accent-hover', hoverShade(c.accent)],
    ['--color-accent-soft', mixColours(c.accent, c.background, 0.1)],
    ['--color-on-accent', c.onAccent],
    ['--color-focus', c.accent],
    ['--button-radius', BUTTON_RADIUS[styles.button.shape] ?? RADIUS_TOKENS.medium],
    ['--button-bg', outline ? 'transparent' : c.accent],
    ['--button-bg-hover', outline ? mixColours(c.accent, c.background, 0.1) : hoverShade(c.accent)],
    ['--button-text', outline ? c.accent : c.onAccent],
    ['--button-border', c.accent],
    ['--space-scale', String(scale)],
    ['--section-space', `calc(clamp(2.5rem, 6vw, 4.5rem) * ${scale})`],
    ['--block-gap', `${1.5 * scale}rem`],
    ['--content-width', CONTENT_WIDTH[styles.contentWidth] ?? CONTENT_WIDTH.medium],
    ['--logo-height', `${Math.min(160, Math.max(16, Math.round(styles.logo?.height ?? 40)))}px`],
  ];
}

/** The CSS of one site's styles; it never holds "<", so it cannot end its <style> element. */
export function siteStylesCss(styles: SiteStyles): string {
  const body = declarations(styles)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}${HEADER_RULES[styles.header.layout] ?? ''}${blockAnimationCss(styles)}`;
}

/**
 * The site's two families as font service requests (`Name:weights`): the body in the weights the
 * theme's CSS uses, the heading bold and regular. Every family served has these weights.
 */
export function siteFontFamilies(styles: SiteStyles): string[] {
  const heading = fontName(styles.fonts.heading, DEFAULT_SITE_STYLES.fonts.heading);
  const body = fontName(styles.fonts.body, DEFAULT_SITE_STYLES.fonts.body);
  return heading === body ? [`${body}:400,600,700`] : [`${body}:400,600,700`, `${heading}:400,700`];
}

/** The font service stylesheet for the site's families. */
export function siteFontsHref(styles: SiteStyles): string {
  return `/fonts/css?family=${siteFontFamilies(styles)
    .map((f) => f.replace(/ /g, '+'))
    .join('|')}`;
}
