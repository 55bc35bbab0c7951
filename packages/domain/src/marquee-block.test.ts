import { describe, expect, it } from 'vitest';
import { MARQUEE } from './constants';
import { MARQUEE_LIMITS, marqueeAmplitude, marqueeNumber, marqueeSegmentLength } from './marquee-block';

describe('the marquee’s geometry (spec 000 §9)', () => {
  it('makes a wave segment 1000 px long at the lowest frequency and 250 px at the highest', () => {
    expect(MARQUEE.pathSegmentLengthPx).toEqual({ min: 250, max: 1000 });
    expect(marqueeSegmentLength(MARQUEE_LIMITS.waveFrequency.min)).toBe(1000);
    expect(marqueeSegmentLength(MARQUEE_LIMITS.waveFrequency.max)).toBe(250);
    expect(marqueeSegmentLength(MARQUEE.defaults.waveFrequency)).toBe(625);
    // Out of bounds, the nearest bound.
    expect(marqueeSegmentLength(-3)).toBe(1000);
    expect(marqueeSegmentLength(99)).toBe(250);
  });

  it('draws a straight line at waveIntensity 0, the default', () => {
    expect(MARQUEE.defaults.waveIntensity).toBe(0);
    expect(marqueeAmplitude(MARQUEE.defaults.waveIntensity)).toBe(0);
    expect(marqueeAmplitude(0.5)).toBe(MARQUEE_LIMITS.maxAmplitudePx / 2);
    expect(marqueeAmplitude(7)).toBe(MARQUEE_LIMITS.maxAmplitudePx);
  });

  it('reads a setting as the spec’s default when it is no number, and clamps one out of bounds', () => {
    expect(marqueeNumber(undefined, 'waveFrequency')).toBe(1);
    expect(marqueeNumber('fast', 'animationSpeed')).toBe(1);
    expect(marqueeNumber(Number.NaN, 'waveIntensity')).toBe(0);
    expect(marqueeNumber(100, 'animationSpeed')).toBe(MARQUEE_LIMITS.animationSpeed.max);
    expect(marqueeNumber(0, 'animationSpeed')).toBe(MARQUEE_LIMITS.animationSpeed.min);
    expect(marqueeNumber(0.4, 'waveIntensity')).toBe(0.4);
  });
});
