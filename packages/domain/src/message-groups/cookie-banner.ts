/** The cookie banner's texts of spec 001 §8, shown while the owner wrote none. */
export const cookieBannerMessages = {
  ctaText: 'Accept',
  optOutCtaText: 'Decline',
  text: 'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
} as const;
