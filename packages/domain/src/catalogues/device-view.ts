import { memberGuard } from './catalogue';

/** Device views the editor previews and the design adapts to (spec 001 §3). */
export const DeviceView = {
  desktop: 'desktop',
  phone: 'phone',
  tablet: 'tablet',
} as const;
export type DeviceView = (typeof DeviceView)[keyof typeof DeviceView];

export const isDeviceView = /* @__PURE__ */ memberGuard(DeviceView);
