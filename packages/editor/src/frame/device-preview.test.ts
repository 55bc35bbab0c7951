import { describe, expect, it } from 'vitest';
import { findDevice, fitScale, PREVIEW_DEVICES } from './device-preview';

describe('preview devices', () => {
  it('offers the sizes of spec 001 §9: desktop, both tablet heights and a phone', () => {
    expect(PREVIEW_DEVICES.map((d) => [d.width, d.height])).toEqual([
      [1440, 900],
      [768, 1024],
      [1024, 1366],
      [390, 844],
    ]);
    expect(findDevice('phone').width).toBe(390);
    expect(findDevice('unknown').id).toBe('desktop');
  });

  it('scales a device down to fit the stage, never up', () => {
    const desktop = findDevice('desktop');
    expect(fitScale(desktop, { width: 720, height: 2000 })).toBe(0.5);
    expect(fitScale(desktop, { width: 3000, height: 450 })).toBe(0.5);
    expect(fitScale(findDevice('phone'), { width: 3000, height: 3000 })).toBe(1);
    expect(fitScale(desktop, { width: 0, height: 0 })).toBe(1);
  });
});
