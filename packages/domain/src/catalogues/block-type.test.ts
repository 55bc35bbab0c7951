import { describe, expect, it } from 'vitest';
import { BlockType, isBlockType } from './block-type';

// Spec 001 §3 "Block types", line by line.
const specTable: [keyof typeof BlockType, number][] = [
  ['navigation', 1],
  ['html', 2],
  ['logo', 3],
  ['map', 4],
  ['image', 5],
  ['twitter', 6],
  ['journal', 7],
  ['gallery', 8],
  ['form', 9],
  ['geo', 10],
  ['index', 11],
  ['collectionLink', 12],
  ['link', 13],
  ['tagCloud', 14],
  ['comments', 16],
  ['folder', 17],
  ['menu', 18],
  ['socialLinks', 19],
  ['summary', 20],
  ['spacer', 21],
  ['embed', 22],
  ['code', 23],
  ['foursquare', 24],
  ['instagram', 25],
  ['calendar', 26],
  ['postsByAuthor', 27],
  ['postsByTag', 28],
  ['postsByCategory', 29],
  ['postsByMonth', 30],
  ['quote', 31],
  ['video', 32],
  ['search', 33],
  ['audio', 41],
  ['fiveHundredPx', 42],
  ['product', 43],
  ['markdown', 44],
  ['flickr', 45],
  ['amazon', 46],
  ['horizontalRule', 47],
  ['socialAccountLinks', 48],
  ['rss', 49],
  ['opentable', 50],
  ['newsletter', 51],
  ['donation', 52],
  ['button', 53],
  ['socialAccountLinksV2', 54],
  ['summaryV2', 55],
  ['soundcloud', 56],
  ['emailFooter', 57],
  ['inBrowserMessageLink', 58],
  ['tourDates', 59],
  ['album', 60],
  ['archive', 61],
  ['chart', 62],
  ['zola', 63],
  ['acuity', 65],
  ['opentableV2', 66],
  ['memberArea', 67],
  ['tock', 68],
  ['accordion', 69],
  ['marquee', 70],
  ['shape', 71],
];

describe('BlockType', () => {
  it('holds exactly the block types of the spec', () => {
    expect(BlockType).toEqual(Object.fromEntries(specTable));
  });

  it('has no two names for one number', () => {
    const values = Object.values(BlockType);
    expect(new Set(values).size).toBe(values.length);
  });

  it('recognises assigned numbers only', () => {
    expect(isBlockType(71)).toBe(true);
    expect(isBlockType(15)).toBe(false);
    expect(isBlockType(64)).toBe(false);
    expect(isBlockType(72)).toBe(false);
  });
});
