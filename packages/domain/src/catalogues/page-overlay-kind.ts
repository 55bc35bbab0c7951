import { memberGuard } from './catalogue';

/** Kinds of full-page overlay (spec 001 §3 "Other enumerations"). */
export const PageOverlayKind = {
  coverPage: 1,
  lockScreen: 2,
  popupOverlay: 3,
} as const;
export type PageOverlayKind = (typeof PageOverlayKind)[keyof typeof PageOverlayKind];

export const isPageOverlayKind = /* @__PURE__ */ memberGuard(PageOverlayKind);
