// Texts of page widgets.

// The gallery's and the lightbox's own file, so their code carries none of the other widgets' texts.
export { galleryControlMessages, galleryMessages, lightboxMessages } from './gallery';

/** Messages of spec 001 §8 that only log; apart from the gallery's file, which no page's code needs them in. */
export const galleryLogMessages = {
  videoLoaderMissing: 'VideoLoader not found',
  loaderMissing: 'Loader2 not found',
  lightboxUnavailable: 'lightboxify is not available in this tier!',
} as const;

// The cookie banner's own file: a banner in another language reads its English to translate it, and
// must not fetch the video block's texts with it.
export { cookieBannerMessages } from './cookie-banner';

/** Shown to a signed-in owner on blocks a visitor alone can use (restaurant reservations). */
export const previewOnlyMessages = {
  title: 'Preview Only',
  message: 'Please log out to use this block.',
} as const;

export const videoMessages = {
  invalidEmbed: 'Invalid video embed',
  featuredImageNeedsEmbed:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported.',
  /** Shown on the first press of play while the visitor has not accepted cookies. */
  providerNotice:
    'This video plays from {host}, which may set its own cookies. Press play again to watch it.',
  playFrom: 'Play video from {host}',
} as const;

export const relativeTimeMessages = {
  justNow: 'just now',
  secondsAgo: 'about {n} seconds ago',
} as const;

/** Ours, not the specification's: the words of the Video block's player. */
export const videoPlayerMessages = {
  playVideo: 'Play video: {title}',
  /** The name of an embedded video whose owner gave it no title. */
  providerVideo: '{provider} video',
  /** The fallback inside a video element, for a browser that cannot play it. */
  downloadVideo: 'Download the video',
  /** A captions track the owner gave no label. */
  captions: 'Captions',
} as const;
