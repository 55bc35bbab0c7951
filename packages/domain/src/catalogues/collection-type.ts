import { memberGuard } from './catalogue';

/** Collection types (spec 001 §3). Number 9 is not assigned. */
export const CollectionType = {
  generic: 1,
  subscription: 2,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  galleryBlock: 6,
  templatePage: 7,
  splashPage: 8,
  page: 10,
  fiveHundredPx: 11,
  flickr: 12,
  products: 13,
  mosaic: 14,
  slideGallery: 15,
  slideAlbum: 16,
  slideVideo: 17,
  albumBlock: 18,
  project: 19,
  sectionCatalog: 20,
  pageCatalog: 21,
  itemCatalog: 22,
  portfolio: 23,
  lessons: 24,
} as const;
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType];

export const isCollectionType = /* @__PURE__ */ memberGuard(CollectionType);
