import type { BlockProps } from '../block-props';
import { isRecord, readFiniteNumber } from '../settings-guards';

export const SPACER_MIN_HEIGHT = 8;
export const SPACER_MAX_HEIGHT = 400;

/** Height in whole pixels clamped to 8-400, or null when the setting is not a number. */
export function spacerHeight(settings: unknown): number | null {
  const height = isRecord(settings) ? readFiniteNumber(settings, 'height') : undefined;
  if (height === undefined) return null;
  return Math.min(SPACER_MAX_HEIGHT, Math.max(SPACER_MIN_HEIGHT, Math.round(height)));
}

/** Spacer (block type 21): empty room between blocks, hidden from assistive technology. */
export function SpacerBlock({ block, root }: BlockProps) {
  const height = spacerHeight(block.settings);
  if (height === null) return null;
  return (
    <div {...root} className="block block-spacer" aria-hidden="true" style={{ height: `${height}px` }} />
  );
}
