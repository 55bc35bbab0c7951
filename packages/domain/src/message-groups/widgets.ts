// Texts of page widgets.

export const cookieBannerMessages = {
  ctaText: 'Accept',
  optOutCtaText: 'Decline',
  text: 'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
} as const;

/** Shown to a signed-in owner on blocks a visitor alone can use (restaurant reservations). */
export const previewOnlyMessages = {
  title: 'Preview Only',
  message: 'Please log out to use this block.',
} as const;

export const lightboxMessages = {
  label: 'Gallery',
} as const;

export const videoMessages = {
  invalidEmbed: 'Invalid video embed',
  featuredImageNeedsEmbed:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported.',
} as const;

export const galleryMessages = {
  decodeFailed: 'Error decoding gallery block data.',
  evaluateFailed: 'Error evaluating gallery block data.',
  unknownTransition: 'Could not find transition named {name}',
  videoLoaderMissing: 'VideoLoader not found',
  loaderMissing: 'Loader2 not found',
  lightboxUnavailable: 'lightboxify is not available in this tier!',
  noElement: 'Error: No valid HTMLElement node was supplied!',
} as const;

export const relativeTimeMessages = {
  justNow: 'just now',
  secondsAgo: 'about {n} seconds ago',
} as const;
