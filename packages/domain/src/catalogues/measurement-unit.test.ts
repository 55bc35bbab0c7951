import { describe, expect, it } from 'vitest';
import { isMeasurementUnit, MeasurementUnit } from './measurement-unit';

describe('MeasurementUnit', () => {
  it('is imperial 1, metric 2 as in the spec', () => {
    expect(MeasurementUnit).toEqual({ imperial: 1, metric: 2 });
  });

  it('recognises the two standards only', () => {
    expect(isMeasurementUnit(2)).toBe(true);
    expect(isMeasurementUnit(3)).toBe(false);
  });
});
