import { BlockType } from './block-type';
import { memberGuard } from './catalogue';

/** Block variants (spec 001 §3): a block's design, numbered apart from the block types. */
export const BlockVariant = {
  gallerySlideshow: 1000,
  galleryCarousel: 1002,
  galleryGrid: 1003,
  galleryStack: 1004,
  summaryWall: 1005,
  summaryCarousel: 1006,
  summaryList: 1007,
  summaryGrid: 1008,
  chartBar: 1009,
  chartLine: 1010,
  chartPie: 1011,
  imageInline: 1012,
  imagePoster: 1013,
  imageCard: 1014,
  imageOverlap: 1015,
  imageCollage: 1016,
  imageStack: 1017,
  tockReservations: 1018,
  tockEvents: 1019,
} as const;
export type BlockVariant = (typeof BlockVariant)[keyof typeof BlockVariant];

export const isBlockVariant = /* @__PURE__ */ memberGuard(BlockVariant);

// The spec names the designs of "summary"; both summary block generations offer them.
const SUMMARY_VARIANTS: readonly BlockVariant[] = [
  BlockVariant.summaryWall,
  BlockVariant.summaryCarousel,
  BlockVariant.summaryList,
  BlockVariant.summaryGrid,
];

/** Which variants each block type may carry; block types not listed have none. */
export const BLOCK_VARIANTS_BY_TYPE: Readonly<Partial<Record<BlockType, readonly BlockVariant[]>>> = {
  [BlockType.gallery]: [
    BlockVariant.gallerySlideshow,
    BlockVariant.galleryCarousel,
    BlockVariant.galleryGrid,
    BlockVariant.galleryStack,
  ],
  [BlockType.summary]: SUMMARY_VARIANTS,
  [BlockType.summaryV2]: SUMMARY_VARIANTS,
  [BlockType.chart]: [BlockVariant.chartBar, BlockVariant.chartLine, BlockVariant.chartPie],
  [BlockType.image]: [
    BlockVariant.imageInline,
    BlockVariant.imagePoster,
    BlockVariant.imageCard,
    BlockVariant.imageOverlap,
    BlockVariant.imageCollage,
    BlockVariant.imageStack,
  ],
  [BlockType.tock]: [BlockVariant.tockReservations, BlockVariant.tockEvents],
};

export function isVariantOf(blockType: number, variant: unknown): boolean {
  const variants: readonly unknown[] = BLOCK_VARIANTS_BY_TYPE[blockType as BlockType] ?? [];
  return variants.includes(variant);
}
