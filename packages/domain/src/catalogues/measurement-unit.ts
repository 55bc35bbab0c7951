import { memberGuard } from './catalogue';

/** Measurement standard of a store (spec 001 §3); storeSettings.measurementStandard holds one. */
export const MeasurementUnit = {
  imperial: 1,
  metric: 2,
} as const;
export type MeasurementUnit = (typeof MeasurementUnit)[keyof typeof MeasurementUnit];

export const isMeasurementUnit = /* @__PURE__ */ memberGuard(MeasurementUnit);
