import {
  SHAPE_FILLS,
  SHAPE_NAMES,
  type ShapeFill,
  type ShapeName,
  shapeGroupOf,
  shapeHeightPercent,
} from '@atelier/domain';
import type { BlockProps } from '../block-props';
import { useMedia } from '../image/media-context';
import { ResponsiveImage } from '../image/responsive-image';
import { isRecord, readOneOf, readString } from '../settings-guards';
import { SHAPE_PATHS } from './shape-paths';

export interface ShapeView {
  shape: ShapeName;
  fill: ShapeFill;
  /** Its height in percent of its width: the spec's sizing value of its group (100, 150, 67). */
  heightPercent: number;
  mediaId?: string;
  alt?: string;
}

/** Null for a shape the site does not know; a fill outside the palette is the accent. */
export function readShapeSettings(settings: unknown): ShapeView | null {
  if (!isRecord(settings)) return null;
  const shape = readOneOf(settings, 'shape', SHAPE_NAMES);
  if (!shape) return null;
  const mediaId = readString(settings, 'mediaId');
  return {
    shape,
    fill: readOneOf(settings, 'fill', SHAPE_FILLS) ?? 'accent',
    heightPercent: shapeHeightPercent(shape),
    mediaId: mediaId && /^[0-9a-f]{24}$/.test(mediaId) ? mediaId : undefined,
    alt: readString(settings, 'alt'),
  };
}

/**
 * Shape (block type 71): an inline SVG figure in a palette colour, or a library image masked by
 * the shape (a clipPath in the box's own units). Its box is as wide as the column allows and as
 * tall as its group's sizing value says (spec 000: 100, 150 and 67 percent of the width). No script.
 */
export function ShapeBlock({ block, root }: BlockProps) {
  const view = readShapeSettings(block.settings);
  const { media } = useMedia();
  if (!view) return null;
  const group = shapeGroupOf(view.shape);
  const path = SHAPE_PATHS[view.shape];
  const ratio = { aspectRatio: `100 / ${view.heightPercent}` };
  const image = view.mediaId ? media[view.mediaId] : undefined;
  const className = `block block-shape block-shape--${view.shape} block-shape--${group} block-shape--fill-${view.fill}`;
  if (view.mediaId && image?.kind === 'image') {
    const clipId = `shape-${block.id}`;
    return (
      <div {...root} className={className} data-shape-size={view.heightPercent}>
        <svg className="block-shape__defs" width="0" height="0" aria-hidden="true" focusable="false">
          <clipPath id={clipId} clipPathUnits="objectBoundingBox">
            <path d={path} />
          </clipPath>
        </svg>
        <div className="block-shape__frame" style={{ ...ratio, clipPath: `url(#${clipId})` }}>
          <ResponsiveImage
            className="block-shape__img"
            reference={{ mediaId: view.mediaId, alt: view.alt ?? image.alt ?? '' }}
            sizes="(max-width: 480px) 100vw, 448px"
            slotWidth={448}
            fit="cover"
          />
        </div>
      </div>
    );
  }
  return (
    <div {...root} className={className} data-shape-size={view.heightPercent}>
      <svg
        className="block-shape__figure"
        viewBox={`0 0 100 ${view.heightPercent}`}
        preserveAspectRatio="none"
        style={ratio}
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} transform={`scale(100 ${view.heightPercent})`} />
      </svg>
    </div>
  );
}
