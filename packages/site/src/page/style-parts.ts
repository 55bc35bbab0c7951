import { BlockType } from '../blocks/block-types';

/** What decides which of the site stylesheet's files a page carries. */
export interface StyledPage {
  /** The kind of the page's main region (SitePageInput body kind). */
  kind: string;
  /** The block types a page document holds; absent for screens that have no document. */
  blockTypes?: ReadonlySet<number>;
}

/**
 * The files of site.css (paths under src/) that style only some blocks: a page document carries
 * each only when it holds one of these block types. A block's behaviour and the lightbox it opens
 * style nothing that other blocks could add later in the same page view, so this is safe to decide
 * on the server.
 */
const BLOCK_STYLESHEETS: Readonly<Record<string, readonly number[]>> = {
  'blocks/image/image.css': [BlockType.image],
  'blocks/video/video.css': [BlockType.video],
  'blocks/form/form.css': [BlockType.form, BlockType.newsletter],
  'blocks/newsletter/newsletter.css': [BlockType.newsletter],
  'blocks/gallery/gallery.css': [BlockType.gallery],
  'blocks/gallery/gallery-controls.css': [BlockType.gallery],
  'blocks/product/product.css': [BlockType.product],
  'blocks/member-area/member-area.css': [BlockType.memberArea],
  'blocks/accordion/accordion.css': [BlockType.accordion],
  'blocks/menu/menu.css': [BlockType.menu],
  'blocks/chart/chart.css': [BlockType.chart],
  'blocks/social-links/social-links.css': [
    BlockType.socialLinks,
    BlockType.socialAccountLinks,
    BlockType.socialAccountLinksV2,
  ],
  'blocks/shape/shape.css': [BlockType.shape],
  'blocks/marquee/marquee.css': [BlockType.marquee],
  'blocks/audio/audio.css': [BlockType.audio, BlockType.album],
  'blocks/code/code.css': [BlockType.code],
  'blocks/embed/embed.css': [BlockType.embed],
  'blocks/map/map.css': [BlockType.map],
  'blocks/donation/donation.css': [BlockType.donation],
  // The month calendar: the Calendar block's, and the Events page's (a store screen, below).
  'screens/events/calendar.css': [BlockType.calendar],
  'blocks/language-links/language-links.css': [BlockType.navigation],
  'widgets/lightbox/lightbox.css': [BlockType.gallery, BlockType.image],
};

/** Files that style one kind of screen only (the store's, or the not-found, lock and search ones). */
const SCREEN_STYLESHEETS: Readonly<Record<string, readonly string[]>> = {
  'page/styles/store-screens.css': ['store'],
  'screens/blog/blog.css': ['store'],
  'screens/events/events.css': ['store'],
  'screens/events/calendar.css': ['store'],
  'page/styles/system-pages.css': ['not-found', 'lock', 'search', 'message'],
};

/**
 * Whether a page needs one file of the site stylesheet. Pages and store screens leave out what
 * styles blocks or screens they do not show (the gallery's alone is a quarter of the sheet); the
 * other screens, rare and never indexed, carry everything.
 */
export function pageNeedsStylesheet(source: string, page: StyledPage): boolean {
  const screens = SCREEN_STYLESHEETS[source];
  const blocks = BLOCK_STYLESHEETS[source];
  if (page.kind === 'page') {
    // A file of a block and a screen alike (the calendar) goes with the block on pages.
    if (blocks) return blocks.some((type) => page.blockTypes?.has(type) ?? true);
    return !screens;
  }
  if (page.kind === 'store') return screens ? screens.includes('store') : !blocks;
  return true;
}
