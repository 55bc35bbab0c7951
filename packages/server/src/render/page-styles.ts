import { subsetsFor } from '../features/fonts/font-subsets';
import { fontFileUrl, fontStylesheet } from '../features/fonts/fonts.service';

/** The fonts of the default theme, from our own font service: only the weights its styles use. */
const THEME_FONTS = ['Inter:400,600,700', 'Lora:400,700'];

export interface PageStyles {
  /** The site stylesheet and the theme's @font-face rules, for one inline <style>. */
  css: string;
  /** The one font file worth preloading, or null. */
  fontPreload: string | null;
}

const byLocale = new Map<string, PageStyles & { siteCss: string }>();
/** Sites choose among a few dozen font pairs and locales; this bounds the memory all the same. */
const MAX_KEPT = 500;

/**
 * A page's styles travel inside its HTML: a linked stylesheet holds the first paint back by a
 * round trip (two with the fonts' stylesheet), and a cached page is compressed once, so the
 * repeated bytes cost little. The font rules name only the subsets of the site's language and
 * swap in once loaded; the body face is preloaded.
 */
export function pageStyles(
  siteCss: string,
  locale: string,
  families: readonly string[] = THEME_FONTS,
): PageStyles {
  const subsets = subsetsFor(locale);
  const key = `${subsets?.join(',') ?? '*'}|${families.join('|')}`;
  let styles = byLocale.get(key);
  if (styles?.siteCss !== siteCss) {
    if (byLocale.size >= MAX_KEPT) byLocale.clear();
    const fonts = themeFonts(families, subsets);
    styles = {
      siteCss,
      // Nothing in either may end the element early.
      css: `${siteCss}\n${fonts}`.replace(/<\/style/gi, '<\\/style'),
      // The body text's regular face: what the first screen of every page shows most of.
      fontPreload: fontFileUrl(
        `${(families[0] ?? THEME_FONTS[0]!).split(':')[0]}:400`,
        subsets?.[0] ?? 'latin',
      ),
    };
    byLocale.set(key, styles);
  }
  return { css: styles.css, fontPreload: styles.fontPreload };
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
