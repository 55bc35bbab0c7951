import { describe, expect, it } from 'vitest';
import { isPageType, PageType, POPUP_HIDDEN_PAGE_TYPES, UNTRACKED_PAGE_TYPES } from './page-type';

// Spec 001 §2 "Page types", row by row.
const specTable: [number, keyof typeof PageType][] = [
  [1, 'mainContent'],
  [2, 'page'],
  [3, 'splashPage'],
  [50, 'contentItem'],
  [100, 'notFound'],
  [101, 'error'],
  [102, 'search'],
  [103, 'lockScreen'],
  [104, 'popupOverlay'],
  [105, 'protectedContent'],
  [106, 'memberAreaAccessDenied'],
  [200, 'showCart'],
  [201, 'checkout'],
  [202, 'orderConfirmed'],
  [203, 'donate'],
  [204, 'contributionConfirmed'],
  [205, 'commerceCartV2'],
  [206, 'subscriptionConfirmed'],
  [207, 'orderReceived'],
  [208, 'membershipConfirmed'],
  [209, 'reviewsRequest'],
  [210, 'digitalProductComposerPreview'],
  [211, 'orderStatus'],
  [300, 'newsletterUnsubscribe'],
  [301, 'commerceEmailPreview'],
];

describe('PageType', () => {
  it('holds exactly the page types of the spec', () => {
    expect(PageType).toEqual(Object.fromEntries(specTable.map(([value, name]) => [name, value])));
  });

  it('recognises page type values only', () => {
    expect(isPageType(209)).toBe(true);
    expect(isPageType(4)).toBe(false);
    expect(isPageType('1')).toBe(false);
  });

  it('lists the pages where analytics are not recorded', () => {
    expect(UNTRACKED_PAGE_TYPES).toEqual([
      PageType.notFound,
      PageType.lockScreen,
      PageType.memberAreaAccessDenied,
    ]);
  });

  it('lists the pages where the popup overlay never shows', () => {
    expect(POPUP_HIDDEN_PAGE_TYPES).toEqual([PageType.notFound, PageType.lockScreen]);
  });
});
