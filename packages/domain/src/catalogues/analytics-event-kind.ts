import { memberGuard } from './catalogue';

/** Kinds of analytics event (spec 001 §3 "Other enumerations"). */
export const AnalyticsEventKind = {
  pageView: 1,
  siteSearch: 2,
  heartbeat: 10,
  audio: 20,
  video: 21,
} as const;
export type AnalyticsEventKind = (typeof AnalyticsEventKind)[keyof typeof AnalyticsEventKind];

export const isAnalyticsEventKind = /* @__PURE__ */ memberGuard(AnalyticsEventKind);

/** Environments an analytics event is tagged with (spec 001 §9 "Measurement"). */
export const EVENT_ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;
export type EventEnvironment = (typeof EVENT_ENVIRONMENTS)[number];
