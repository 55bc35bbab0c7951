import { describe, expect, it } from 'vitest';
import { BlockType } from './block-type';
import { BLOCK_VARIANTS_BY_TYPE, BlockVariant, isBlockVariant, isVariantOf } from './block-variant';

// Spec 001 §3 "Block variants".
const specTable: [keyof typeof BlockVariant, number][] = [
  ['gallerySlideshow', 1000],
  ['galleryCarousel', 1002],
  ['galleryGrid', 1003],
  ['galleryStack', 1004],
  ['summaryWall', 1005],
  ['summaryCarousel', 1006],
  ['summaryList', 1007],
  ['summaryGrid', 1008],
  ['chartBar', 1009],
  ['chartLine', 1010],
  ['chartPie', 1011],
  ['imageInline', 1012],
  ['imagePoster', 1013],
  ['imageCard', 1014],
  ['imageOverlap', 1015],
  ['imageCollage', 1016],
  ['imageStack', 1017],
  ['tockReservations', 1018],
  ['tockEvents', 1019],
];

describe('BlockVariant', () => {
  it('holds exactly the variants of the spec', () => {
    expect(BlockVariant).toEqual(Object.fromEntries(specTable));
  });

  it('recognises variant numbers only (1001 is not assigned)', () => {
    expect(isBlockVariant(1000)).toBe(true);
    expect(isBlockVariant(1001)).toBe(false);
  });

  it('assigns every variant to the block named before it in the spec', () => {
    const assigned = new Set(Object.values(BLOCK_VARIANTS_BY_TYPE).flat());
    expect(assigned).toEqual(new Set(Object.values(BlockVariant)));
    expect(isVariantOf(BlockType.gallery, 1003)).toBe(true);
    expect(isVariantOf(BlockType.chart, 1011)).toBe(true);
    expect(isVariantOf(BlockType.image, 1017)).toBe(true);
    expect(isVariantOf(BlockType.tock, 1019)).toBe(true);
    expect(isVariantOf(BlockType.summaryV2, 1005)).toBe(true);
  });

  it('refuses a variant on another block type', () => {
    expect(isVariantOf(BlockType.gallery, BlockVariant.chartPie)).toBe(false);
    expect(isVariantOf(BlockType.html, BlockVariant.imageCard)).toBe(false);
    expect(isVariantOf(999, BlockVariant.imageCard)).toBe(false);
  });
});
