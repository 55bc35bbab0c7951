import { pageNeedsStylesheet, type StyledPage } from '@atelier/site';
import { subsetsFor } from '#modules/fonts/font-subsets';
import { fontFileUrl, fontStylesheet } from '#modules/fonts/fonts.service';
import type { SiteAssetManifest } from './assets';

/** The fonts of the default theme, from our own font service: only the weights its styles use. */
const THEME_FONTS = ['Inter:400,600,700', 'Lora:400,700'];

export interface PageStyles {
  /** The site stylesheet and the theme's @font-face rules, for one inline <style>. */
  css: string;
  /** `css` as UTF-8, kept with it: a page's HTML takes these bytes as they are (`prepareSplicedHtml`). */
  bytes: Buffer;
  /** The font files the first screen shows, worth preloading. */
  fontPreloads: string[];
}

const fontsByKey = new Map<string, { fonts: string; fontPreloads: string[] }>();
/** Sites choose among a few dozen font pairs and locales; this bounds the memory all the same. */
const MAX_KEPT = 500;

/**
 * A page's styles travel inside its HTML: a linked stylesheet holds the first paint back by a
 * round trip (two with the fonts' stylesheet), and a cached page is compressed once, so the
 * repeated bytes cost little. The font rules name only the subsets of the site's language and
 * swap in once loaded; the faces of every first screen are preloaded.
 */
export function pageStyles(
  siteCss: string,
  locale: string,
  families: readonly string[] = THEME_FONTS,
): PageStyles {
  const subsets = subsetsFor(locale);
  const key = `${subsets?.join(',') ?? '*'}|${families.join('|')}`;
  let fonts = fontsByKey.get(key);
  if (!fonts) {
    if (fontsByKey.size >= MAX_KEPT) fontsByKey.clear();
    fonts = { fonts: themeFonts(families, subsets), fontPreloads: firstScreenFaces(families, subsets) };
    fontsByKey.set(key, fonts);
  }
  const inline = inlineCss(siteCss, fonts.fonts);
  return { css: inline.css, bytes: inline.bytes, fontPreloads: fonts.fontPreloads };
}

/** The inline stylesheets made, by the site's part and then by the font rules (both kept strings). */
const inlineBySite = new Map<string, Map<string, { css: string; bytes: Buffer }>>();
/** Each is 20 to 40 KB: a few hundred cover the selections and font pairs a host serves at once. */
const INLINE_KEPT = 256;
let inlineKept = 0;

/**
 * The site's part of the stylesheet and the font rules as one inline stylesheet. Both come from
 * a few kept strings (siteCssFor, fontsByKey), so the joined and escaped result is kept too: it is
 * 20 to 40 KB that every render would otherwise copy and scan again.
 */
function inlineCss(siteCss: string, fonts: string): { css: string; bytes: Buffer } {
  if (inlineKept >= INLINE_KEPT) {
    inlineBySite.clear();
    inlineKept = 0;
  }
  let byFonts = inlineBySite.get(siteCss);
  if (!byFonts) {
    byFonts = new Map();
    inlineBySite.set(siteCss, byFonts);
  }
  let inline = byFonts.get(fonts);
  if (inline === undefined) {
    // Nothing in either may end the element early.
    const css = `${siteCss}\n${fonts}`.replace(/<\/style/gi, '<\\/style');
    inline = { css, bytes: Buffer.from(css) };
    byFonts.set(fonts, inline);
    inlineKept += 1;
  }
  return inline;
}

/**
 * The faces every first screen shows: the body text's regular and semi-bold (the menu, buttons)
 * and the heading's bold (the site title and the first heading). Preloaded, they load beside the
 * HTML instead of after the styles are applied, and at high rather than the highest priority, so
 * they do not hold back the first image; they swap in sooner, before the visitor reads on. Other
 * faces (the heading's regular for quotes, the body's bold) load when the page uses them.
 */
function firstScreenFaces(families: readonly string[], subsets: readonly string[] | null): string[] {
  const name = (family: string | undefined) => (family ?? THEME_FONTS[0]!).split(':')[0];
  const body = name(families[0]);
  const heading = name(families[1] ?? families[0]);
  const subset = subsets?.[0] ?? 'latin';
  const faces = [`${body}:400`, `${body}:600`, `${heading}:700`];
  const files: string[] = [];
  for (const face of faces) {
    try {
      const file = fontFileUrl(face, subset);
      if (file && !files.includes(file)) files.push(file);
    } catch {
      // A family the font service no longer serves, or lacking the weight: nothing to preload.
    }
  }
  return files;
}

const cssBySelection = new WeakMap<SiteAssetManifest, Map<string, string>>();

/**
 * The part of the site stylesheet a page needs (style-parts.ts in the site package decides), or
 * all of it for a page that may show anything (the editor's preview) or a build without parts.
 */
export function siteCssFor(manifest: SiteAssetManifest, page: StyledPage | null): string {
  const parts = manifest.inlineParts;
  if (!parts || !page) return manifest.inlineCss ?? '';
  const wanted = parts.map((part) => pageNeedsStylesheet(part.source, page));
  const key = wanted.map((yes) => (yes ? '1' : '0')).join('');
  let byKey = cssBySelection.get(manifest);
  if (!byKey) {
    byKey = new Map();
    cssBySelection.set(manifest, byKey);
  }
  let css = byKey.get(key);
  if (css === undefined) {
    css = parts
      .filter((_, at) => wanted[at])
      .map((part) => part.css.trim())
      .join('\n');
    byKey.set(key, css);
  }
  return css;
}

/** The font rules of the site's families; a family the font service no longer serves falls back to the theme's. */
function themeFonts(families: readonly string[], subsets: readonly string[] | null): string {
  let css: string;
  try {
    css = fontStylesheet(families, undefined, subsets).css;
  } catch {
    css = fontStylesheet(THEME_FONTS, undefined, subsets).css;
  }
  return css.replace(/\n\s*/g, '');
}
