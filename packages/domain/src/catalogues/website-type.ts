import { memberGuard } from './catalogue';

/** Website type (spec 001 §3); the site context carries one as `websiteType`. */
export const WebsiteType = {
  classic: 1,
  coverPage: 2,
  parkingPage: 3,
  commerce: 4,
  enterprise: 5,
} as const;
export type WebsiteType = (typeof WebsiteType)[keyof typeof WebsiteType];

export const isWebsiteType = /* @__PURE__ */ memberGuard(WebsiteType);
