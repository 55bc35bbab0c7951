import { memberGuard } from './catalogue';

/** Page types (spec 001 §2). The site context carries one as `pageType`. */
export const PageType = {
  mainContent: 1,
  page: 2,
  splashPage: 3,
  contentItem: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: 106,
  showCart: 200,
  checkout: 201,
  orderConfirmed: 202,
  donate: 203,
  contributionConfirmed: 204,
  commerceCartV2: 205,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  membershipConfirmed: 208,
  reviewsRequest: 209,
  digitalProductComposerPreview: 210,
  orderStatus: 211,
  newsletterUnsubscribe: 300,
  commerceEmailPreview: 301,
} as const;
export type PageType = (typeof PageType)[keyof typeof PageType];

export const isPageType = /* @__PURE__ */ memberGuard(PageType);

/**
 * Pages on which analytics are never recorded (spec 000 §6): notFound, lockScreen and
 * memberAreaAccessDenied. Written as numbers so the visitor's tracking code need not carry the whole
 * catalogue; the test holds them to the names.
 */
export const UNTRACKED_PAGE_TYPES: readonly PageType[] = [100, 103, 106];

/** Pages on which the popup overlay never shows (spec 000 §5): notFound and lockScreen, as numbers. */
export const POPUP_HIDDEN_PAGE_TYPES: readonly PageType[] = [100, 103];
