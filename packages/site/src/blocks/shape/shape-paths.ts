import type { ShapeName } from '@atelier/domain';

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A five-pointed star's outline in the unit box. */
function star(): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? 0.5 : 0.2;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${round(0.5 + radius * Math.cos(angle))} ${round(0.52 + radius * Math.sin(angle))}`;
  });
  return `M${points.join('L')}Z`;
}

const ELLIPSE = 'M0.5 0A0.5 0.5 0 1 1 0.5 1A0.5 0.5 0 1 1 0.5 0Z';

/**
 * Each shape's outline in a unit box (0 to 1 both ways): the box takes its group's proportions, so
 * one outline serves both the fill (scaled into the drawing) and the image mask (clipPath in
 * objectBoundingBox units). A pill's ends are half circles in its tall box (a third of its height).
 */
export const SHAPE_PATHS: Readonly<Record<ShapeName, string>> = {
  circle: ELLIPSE,
  square: 'M0 0H1V1H0Z',
  rounded: 'M0.15 0H0.85Q1 0 1 0.15V0.85Q1 1 0.85 1H0.15Q0 1 0 0.85V0.15Q0 0 0.15 0Z',
  blob: 'M0.52 0.02C0.75 0 0.97 0.16 0.98 0.42C1 0.68 0.86 0.95 0.58 0.98C0.3 1 0.06 0.86 0.02 0.58C0 0.3 0.25 0.04 0.52 0.02Z',
  star: star(),
  hexagon: 'M0.25 0H0.75L1 0.5L0.75 1H0.25L0 0.5Z',
  arch: 'M0 1V0.333A0.5 0.333 0 0 1 1 0.333V1Z',
  pill: 'M0 0.333A0.5 0.333 0 0 1 1 0.333V0.667A0.5 0.333 0 0 1 0 0.667Z',
  triangle: 'M0.5 0L1 1H0Z',
  oval: ELLIPSE,
  banner: 'M0 0H1L0.9 0.5L1 1H0L0.1 0.5Z',
  wave: 'M0 0.2Q0.25 0 0.5 0.2T1 0.2V0.8Q0.75 1 0.5 0.8T0 0.8Z',
};
