import { IMAGE_DESIGNS, IMAGE_VARIANTS, type ImageDesign, type ImageVariant } from '@atelier/domain';
import { type ReactNode, useId } from 'react';
import './image-design-field.css';

/** What the owner reads for each design, in the spec's order of the variants. */
export const IMAGE_DESIGN_LABELS: Readonly<Record<ImageDesign, { name: string; hint: string }>> = {
  inline: { name: 'Inline', hint: 'The picture and its caption' },
  poster: { name: 'Poster', hint: 'Words over the picture' },
  card: { name: 'Card', hint: 'Words beside the picture' },
  overlap: { name: 'Overlap', hint: 'Words in a box over its edge' },
  collage: { name: 'Collage', hint: 'On a panel of colour behind it' },
  stack: { name: 'Stack', hint: 'Words under the picture' },
};

// Small drawings of each design (48 × 32): the picture, its words as lines, a panel in colour.
const picture = (x: number, y: number, w: number, h: number) => (
  <rect className="image-design__picture" x={x} y={y} width={w} height={h} rx="2" />
);
const lines = (x: number, y: number, w: number, className = 'image-design__words') => (
  <g className={className}>
    <rect x={x} y={y} width={w} height="3" rx="1" />
    <rect x={x} y={y + 5} width={w * 0.75} height="2" rx="1" />
  </g>
);
const THUMBNAILS: Record<ImageDesign, ReactNode> = {
  inline: (
    <>
      {picture(4, 3, 40, 20)}
      <rect className="image-design__words" x="4" y="26" width="22" height="2" rx="1" />
    </>
  ),
  poster: (
    <>
      {picture(2, 2, 44, 28)}
      {lines(7, 18, 24, 'image-design__words image-design__words--light')}
    </>
  ),
  card: (
    <>
      <rect className="image-design__surface" x="1" y="3" width="46" height="26" rx="2" />
      {picture(4, 6, 19, 20)}
      {lines(26, 12, 17)}
    </>
  ),
  overlap: (
    <>
      {picture(2, 4, 30, 24)}
      <rect className="image-design__box" x="24" y="10" width="22" height="13" rx="1.5" />
      {lines(27, 13, 15)}
    </>
  ),
  collage: (
    <>
      <rect className="image-design__panel" x="14" y="2" width="33" height="28" rx="2" />
      {picture(2, 8, 22, 16)}
      {lines(28, 13, 15)}
    </>
  ),
  stack: (
    <>
      {picture(9, 2, 30, 17)}
      {lines(14, 22, 20)}
    </>
  ),
};

interface ImageDesignFieldProps {
  value: ImageVariant;
  onChange(variant: ImageVariant): void;
}

/**
 * The Image block's Design: six radio buttons (the arrow keys move between them, as in any radio
 * group), each with a drawing of its layout, its name and what it shows.
 */
export function ImageDesignField({ value, onChange }: ImageDesignFieldProps) {
  const name = useId();
  return (
    <fieldset className="image-design">
      <legend className="field__label">Design</legend>
      <div className="image-design__options">
        {IMAGE_VARIANTS.map((variant) => {
          const design = IMAGE_DESIGNS[variant];
          const label = IMAGE_DESIGN_LABELS[design];
          return (
            <label key={variant} className="image-design__option">
              <input
                type="radio"
                name={name}
                value={variant}
                checked={value === variant}
                onChange={() => onChange(variant)}
              />
              <svg className="image-design__thumbnail" viewBox="0 0 48 32" aria-hidden="true">
                {THUMBNAILS[design]}
              </svg>
              <span className="image-design__name">{label.name}</span>
              <span className="image-design__hint">{label.hint}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
