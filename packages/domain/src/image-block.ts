import { BlockType } from './catalogues/block-type';
import { BLOCK_VARIANTS_BY_TYPE, BlockVariant } from './catalogues/block-variant';

/**
 * Image block (spec 001 §3 block type 5) designs: the block variants 1012–1017. Inline, the
 * default and what a block without a variant shows, is the picture with its caption; the five
 * others set the picture beside, under or behind words of their own: a title, a rich text and an
 * optional button.
 */
export const IMAGE_DESIGNS = {
  [BlockVariant.imageInline]: 'inline',
  [BlockVariant.imagePoster]: 'poster',
  [BlockVariant.imageCard]: 'card',
  [BlockVariant.imageOverlap]: 'overlap',
  [BlockVariant.imageCollage]: 'collage',
  [BlockVariant.imageStack]: 'stack',
} as const;

export type ImageVariant = keyof typeof IMAGE_DESIGNS;
export type ImageDesign = (typeof IMAGE_DESIGNS)[ImageVariant];

/** The six variants in the spec's order (BLOCK_VARIANTS_BY_TYPE of the image block type). */
export const IMAGE_VARIANTS = BLOCK_VARIANTS_BY_TYPE[BlockType.image] as readonly ImageVariant[];

export const DEFAULT_IMAGE_VARIANT: ImageVariant = BlockVariant.imageInline;

/** The design a stored variant names; inline for a block without one (documents from before designs). */
export function imageDesignOf(variant: unknown): ImageDesign {
  return IMAGE_DESIGNS[variant as ImageVariant] ?? 'inline';
}

/** Whether a design shows the title, text and button (all but inline, which shows the caption). */
export const imageDesignHasWords = (design: ImageDesign): boolean => design !== 'inline';

/** The bounds the server holds an image block's words to, and the editor's fields stop at. */
export const IMAGE_BLOCK_LIMITS = {
  title: 200,
  /** The characters of the text, all paragraphs together. */
  text: 3000,
  buttonLabel: 80,
  caption: 1000,
} as const;
