import { describe, expect, it } from 'vitest';
import {
  AnalyticsRecordType,
  analyticsRecordType,
  ContentItemType,
  isContentItemType,
} from './content-item-type';

// Spec 001 §3 "Content item types".
const specTable: [keyof typeof ContentItemType, number][] = [
  ['text', 1],
  ['image', 2],
  ['quote', 4],
  ['link', 5],
  ['chat', 6],
  ['audio', 7],
  ['video', 8],
  ['review', 10],
  ['storeItem', 11],
  ['event', 12],
  ['thread', 13],
  ['gallery', 14],
  ['binary', 15],
  ['cssAsset', 16],
  ['tweakAsset', 17],
  ['digitalGood', 18],
  ['attachment', 19],
  ['export1', 20],
  ['export2', 21],
  ['proseMirrorText', 22],
  ['tweet', 50],
  ['rss', 51],
  ['checkin', 52],
  ['kbArticle', 54],
  ['projectItem', 55],
  ['taxonomy1', 56],
  ['taxonomy2', 57],
  ['taxonomy3', 58],
  ['portfolioItem', 59],
  ['translatableStringsExport', 60],
  ['video2', 61],
  ['lesson', 62],
];

// Spec 000 §3 "Record types for content items".
const recordTypes: [number, string][] = [
  [ContentItemType.audio, 'album-track'],
  [ContentItemType.event, 'event-item'],
  [ContentItemType.image, 'gallery-image'],
  [ContentItemType.portfolioItem, 'portfolio-item'],
  [ContentItemType.text, 'blog-post'],
  [ContentItemType.video, 'gallery-video'],
];

describe('ContentItemType', () => {
  it('holds exactly the content item types of the spec', () => {
    expect(ContentItemType).toEqual(Object.fromEntries(specTable));
  });

  it('recognises assigned numbers only', () => {
    expect(isContentItemType(22)).toBe(true);
    expect(isContentItemType(3)).toBe(false);
    expect(isContentItemType(53)).toBe(false);
  });
});

describe('analyticsRecordType', () => {
  it.each(recordTypes)('item type %i is recorded as %s', (itemType, recordType) => {
    expect(analyticsRecordType(itemType)).toBe(recordType);
  });

  it('records the second video item type as a gallery video too', () => {
    expect(analyticsRecordType(ContentItemType.video2)).toBe('gallery-video');
  });

  it('has no record type for other items', () => {
    expect(analyticsRecordType(ContentItemType.quote)).toBeUndefined();
    expect(analyticsRecordType(ContentItemType.storeItem)).toBeUndefined();
  });

  it('offers exactly the six record type strings', () => {
    expect(Object.values(AnalyticsRecordType).sort()).toEqual(recordTypes.map(([, r]) => r).sort());
  });
});
