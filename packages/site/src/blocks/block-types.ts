/**
 * Block-type numbers (spec 001 §3, "Block types") of the blocks this package renders. Kept to this
 * one file so it can be replaced by the domain's BlockType catalogue without touching the blocks.
 */
export const BlockType = {
  navigation: 1,
  html: 2,
  image: 5,
  spacer: 21,
  quote: 31,
  search: 33,
  horizontalRule: 47,
  button: 53,
  form: 9,
  newsletter: 51,
  gallery: 8,
  product: 43,
  video: 32,
  memberArea: 67,
  accordion: 69,
  marquee: 70,
  menu: 18,
  chart: 62,
  socialLinks: 19,
  socialAccountLinks: 48,
  socialAccountLinksV2: 54,
  shape: 71,
  audio: 41,
  album: 60,
  embed: 22,
  code: 23,
  markdown: 44,
  map: 4,
  donation: 52,
  calendar: 26,
} as const;

export type BlockTypeValue = (typeof BlockType)[keyof typeof BlockType];
