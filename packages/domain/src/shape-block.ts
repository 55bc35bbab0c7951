import { SHAPE_SIZES } from './constants';

/**
 * Shape (spec 001 §3 block type 71): a figure in a palette colour, or an image masked by it. Spec
 * 000 gives the sizing values 100, 150 and 67 by shape group (SHAPE_SIZES): a shape's height in
 * percent of its width. Round and regular shapes are as tall as wide (100), tall shapes one and a
 * half times (150), wide ones two thirds (67).
 */
export const SHAPE_GROUPS = {
  even: ['circle', 'square', 'rounded', 'blob', 'star', 'hexagon'],
  tall: ['arch', 'pill', 'triangle'],
  wide: ['oval', 'banner', 'wave'],
} as const;

export type ShapeGroup = keyof typeof SHAPE_GROUPS;
export type ShapeName = (typeof SHAPE_GROUPS)[ShapeGroup][number];

export const SHAPE_NAMES: readonly ShapeName[] = Object.values(SHAPE_GROUPS).flat();

/** Height in percent of the width, by group: the spec's sizing values, in its order. */
export const SHAPE_GROUP_SIZES: Readonly<Record<ShapeGroup, number>> = {
  even: SHAPE_SIZES[0],
  tall: SHAPE_SIZES[1],
  wide: SHAPE_SIZES[2],
};

/** The site palette's colours a shape may be filled with (site styles, `--color-*`). */
export const SHAPE_FILLS = ['accent', 'accent-soft', 'surface', 'text', 'background'] as const;
export type ShapeFill = (typeof SHAPE_FILLS)[number];

export interface ShapeBlockSettings {
  shape: ShapeName;
  fill: ShapeFill;
  /** A media library image, masked by the shape. */
  mediaId?: string;
  /** The image's description; the library's when absent. */
  alt?: string;
}

export const shapeGroupOf = (shape: ShapeName): ShapeGroup =>
  (Object.keys(SHAPE_GROUPS) as ShapeGroup[]).find((group) =>
    (SHAPE_GROUPS[group] as readonly string[]).includes(shape),
  ) ?? 'even';

/** The shape's height in percent of its width (100, 150 or 67). */
export const shapeHeightPercent = (shape: ShapeName): number => SHAPE_GROUP_SIZES[shapeGroupOf(shape)];
