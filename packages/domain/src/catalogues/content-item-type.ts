import { memberGuard } from './catalogue';

/**
 * Content item types (spec 001 §3). The spec names 20 and 21 both "exports", 56 to 58 all
 * "taxonomies" and both 8 and 61 "video" without telling them apart, hence the numbered names.
 */
export const ContentItemType = {
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  chat: 6,
  audio: 7,
  video: 8,
  review: 10,
  storeItem: 11,
  event: 12,
  thread: 13,
  gallery: 14,
  binary: 15,
  cssAsset: 16,
  tweakAsset: 17,
  digitalGood: 18,
  attachment: 19,
  export1: 20,
  export2: 21,
  proseMirrorText: 22,
  tweet: 50,
  rss: 51,
  checkin: 52,
  kbArticle: 54,
  projectItem: 55,
  taxonomy1: 56,
  taxonomy2: 57,
  taxonomy3: 58,
  portfolioItem: 59,
  translatableStringsExport: 60,
  video2: 61,
  lesson: 62,
} as const;
export type ContentItemType = (typeof ContentItemType)[keyof typeof ContentItemType];

export const isContentItemType = /* @__PURE__ */ memberGuard(ContentItemType);

/** The recordType an analytics event carries for a content item (spec 000 §3, spec 001 §3). */
export const AnalyticsRecordType = {
  albumTrack: 'album-track',
  eventItem: 'event-item',
  galleryImage: 'gallery-image',
  portfolioItem: 'portfolio-item',
  blogPost: 'blog-post',
  galleryVideo: 'gallery-video',
} as const;
export type AnalyticsRecordType = (typeof AnalyticsRecordType)[keyof typeof AnalyticsRecordType];

// Both item types the spec calls "video" are recorded as gallery videos.
const RECORD_TYPES: ReadonlyMap<number, AnalyticsRecordType> = new Map<number, AnalyticsRecordType>([
  [ContentItemType.audio, AnalyticsRecordType.albumTrack],
  [ContentItemType.event, AnalyticsRecordType.eventItem],
  [ContentItemType.image, AnalyticsRecordType.galleryImage],
  [ContentItemType.portfolioItem, AnalyticsRecordType.portfolioItem],
  [ContentItemType.text, AnalyticsRecordType.blogPost],
  [ContentItemType.video, AnalyticsRecordType.galleryVideo],
  [ContentItemType.video2, AnalyticsRecordType.galleryVideo],
]);

/** The analytics recordType of an item, or undefined for item types that analytics do not name. */
export function analyticsRecordType(itemType: number): AnalyticsRecordType | undefined {
  return RECORD_TYPES.get(itemType);
}
