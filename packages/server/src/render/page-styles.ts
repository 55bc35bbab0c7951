import { subsetsFor } from '../features/fonts/font-subsets';
import { fontFileUrl, fontStylesheet } from '../features/fonts/fonts.service';

/** The fonts of the default theme, from our own font service: only the weights its styles use. */
const THEME_FONTS = ['Inter:400,600,700', 'Lora:400,700'];
/** The body text's face: what the first screen of every page shows most of. */
const FIRST_SCREEN_FACE = 'Inter:400';

export interface PageStyles {
  /** The site stylesheet and the theme's @font-face rules, for one inline <style>. */
  css: string;
  /** The one font file worth preloading, or null. */
  fontPreload: string | null;
}

const byLocale = new Map<string, PageStyles & { siteCss: string }>();

/**
 * A page's styles travel inside its HTML: a linked stylesheet holds the first paint back by a
 * round trip (two with the fonts' stylesheet), and a cached page is compressed once, so the
 * repeated bytes cost little. The font rules name only the subsets of the site's language and
 * swap in once loaded; the body face is preloaded.
 */
export function pageStyles(siteCss: string, locale: string): PageStyles {
  const subsets = subsetsFor(locale);
  const key = subsets?.join(',') ?? '*';
  let styles = byLocale.get(key);
  if (styles?.siteCss !== siteCss) {
    const fonts = fontStylesheet(THEME_FONTS, undefined, subsets).css.replace(/\n\s*/g, '');
    styles = {
      siteCss,
      // Nothing in either may end the element early.
      css: `${siteCss}\n${fonts}`.replace(/<\/style/gi, '<\\/style'),
      fontPreload: fontFileUrl(FIRST_SCREEN_FACE, subsets?.[0] ?? 'latin'),
    };
    byLocale.set(key, styles);
  }
  return { css: styles.css, fontPreload: styles.fontPreload };
}
