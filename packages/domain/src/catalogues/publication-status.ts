import { memberGuard } from './catalogue';

/** Publication status of pages, items and products (spec 001 §3). */
export const PublicationStatus = {
  published: 1,
  scheduled: 2,
  needsReview: 3,
  draft: 4,
  private: 5,
  deleted: 6,
} as const;
export type PublicationStatus = (typeof PublicationStatus)[keyof typeof PublicationStatus];

export const isPublicationStatus = /* @__PURE__ */ memberGuard(PublicationStatus);
