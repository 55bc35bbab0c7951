import { MARQUEE } from '@atelier/domain';

/** A new Marquee block: example words and the spec's defaults (a straight line, leftwards, speed 1). */
export function defaultMarqueeSettings(): Record<string, unknown> {
  return { text: 'Words that keep moving', ...MARQUEE.defaults };
}
