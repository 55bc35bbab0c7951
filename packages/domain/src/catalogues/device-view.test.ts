import { describe, expect, it } from 'vitest';
import { DeviceView, isDeviceView } from './device-view';

describe('DeviceView', () => {
  it('is desktop, phone and tablet', () => {
    expect(DeviceView).toEqual({ desktop: 'desktop', phone: 'phone', tablet: 'tablet' });
  });

  it('recognises the three views only', () => {
    expect(isDeviceView('tablet')).toBe(true);
    expect(isDeviceView('mobile')).toBe(false);
  });
});
