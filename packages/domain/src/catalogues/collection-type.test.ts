import { describe, expect, it } from 'vitest';
import { CollectionType, isCollectionType } from './collection-type';

// Spec 001 §3 "Collection types".
const specTable: [keyof typeof CollectionType, number][] = [
  ['generic', 1],
  ['subscription', 2],
  ['twitter', 3],
  ['foursquare', 4],
  ['instagram', 5],
  ['galleryBlock', 6],
  ['templatePage', 7],
  ['splashPage', 8],
  ['page', 10],
  ['fiveHundredPx', 11],
  ['flickr', 12],
  ['products', 13],
  ['mosaic', 14],
  ['slideGallery', 15],
  ['slideAlbum', 16],
  ['slideVideo', 17],
  ['albumBlock', 18],
  ['project', 19],
  ['sectionCatalog', 20],
  ['pageCatalog', 21],
  ['itemCatalog', 22],
  ['portfolio', 23],
  ['lessons', 24],
];

describe('CollectionType', () => {
  it('holds exactly the collection types of the spec', () => {
    expect(CollectionType).toEqual(Object.fromEntries(specTable));
  });

  it('recognises assigned numbers only', () => {
    expect(isCollectionType(13)).toBe(true);
    expect(isCollectionType(9)).toBe(false);
    expect(isCollectionType(25)).toBe(false);
  });
});
