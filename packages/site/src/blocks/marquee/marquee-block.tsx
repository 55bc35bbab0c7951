import {
  MARQUEE,
  MARQUEE_DIRECTIONS,
  MARQUEE_LIMITS,
  type MarqueeDirection,
  marqueeAmplitude,
  marqueeNumber,
} from '@atelier/domain';
import type { CSSProperties } from 'react';
import type { BlockProps } from '../block-props';
import { type SafeHref, safeHref } from '../safe-href';
import { isRecord, readOneOf, readText } from '../settings-guards';

/** The name of the marquee's browser behaviour (marquee.behaviour.ts). */
export const MARQUEE_BEHAVIOUR = 'marquee';

export interface MarqueeView {
  text: string;
  waveFrequency: number;
  waveIntensity: number;
  direction: MarqueeDirection;
  speed: number;
  pausedOnHover: boolean;
  link: SafeHref | null;
}

/**
 * Null without words to show. Numbers out of their bounds are clamped, missing ones are the spec's
 * defaults (MARQUEE.defaults); an unsafe link is dropped and the text shows unlinked.
 */
export function readMarqueeSettings(settings: unknown): MarqueeView | null {
  if (!isRecord(settings)) return null;
  const text = readText(settings, 'text')?.slice(0, MARQUEE_LIMITS.text);
  if (!text) return null;
  return {
    text,
    waveFrequency: marqueeNumber(settings.waveFrequency, 'waveFrequency'),
    waveIntensity: marqueeNumber(settings.waveIntensity, 'waveIntensity'),
    direction:
      readOneOf(settings, 'animationDirection', MARQUEE_DIRECTIONS) ?? MARQUEE.defaults.animationDirection,
    speed: marqueeNumber(settings.animationSpeed, 'animationSpeed'),
    pausedOnHover:
      typeof settings.pausedOnHover === 'boolean' ? settings.pausedOnHover : MARQUEE.defaults.pausedOnHover,
    link: safeHref(settings.link),
  };
}

/**
 * Marquee (block type 70). The markup is the text itself, still, wrapping like any paragraph, so it
 * reads without scripts and under reduced motion. Its padding already holds the wave's rise and
 * fall, so the behaviour (marquee.behaviour.ts) draws the moving line in the same box: the page
 * does not shift. The behaviour reads the settings from the root's data attributes.
 */
export function MarqueeBlock({ block, root }: BlockProps) {
  const view = readMarqueeSettings(block.settings);
  if (!view) return null;
  const amplitude = marqueeAmplitude(view.waveIntensity);
  const text = <p className="block-marquee__text">{view.text}</p>;
  return (
    <div
      {...root}
      className="block block-marquee"
      data-direction={view.direction}
      data-speed={view.speed}
      data-wave-frequency={view.waveFrequency}
      data-wave-intensity={view.waveIntensity}
      data-paused-on-hover={view.pausedOnHover ? 'true' : undefined}
      style={{ '--marquee-amplitude': `${amplitude}px` } as CSSProperties}
    >
      {view.link ? (
        <a
          className="block-marquee__link"
          href={view.link.href}
          rel={view.link.external ? 'noopener' : undefined}
        >
          {text}
        </a>
      ) : (
        text
      )}
    </div>
  );
}

/** The words, once, for site search. */
export function marqueeBlockText(settings: unknown): string {
  return readMarqueeSettings(settings)?.text ?? '';
}
