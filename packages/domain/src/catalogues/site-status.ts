import { memberGuard } from './catalogue';

/** Site status (spec 001 §3); the site context carries one as `siteStatus`. Numbers 9 and 10 are not assigned. */
export const SiteStatus = {
  expired: 1,
  pastDue: 2,
  trial: 3,
  beta: 4,
  removed: 5,
  internal: 6,
  comped: 7,
  paid: 8,
  linked: 11,
  activeParkingPage: 12,
  resold: 13,
  resoldGracePeriod: 14,
  enterprise: 15,
} as const;
export type SiteStatus = (typeof SiteStatus)[keyof typeof SiteStatus];

export const isSiteStatus = /* @__PURE__ */ memberGuard(SiteStatus);
