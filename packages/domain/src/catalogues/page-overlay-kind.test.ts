import { describe, expect, it } from 'vitest';
import { isPageOverlayKind, PageOverlayKind } from './page-overlay-kind';

describe('PageOverlayKind', () => {
  it('is cover page 1, lock screen 2, popup overlay 3 as in the spec', () => {
    expect(PageOverlayKind).toEqual({ coverPage: 1, lockScreen: 2, popupOverlay: 3 });
  });

  it('recognises overlay kinds only', () => {
    expect(isPageOverlayKind(3)).toBe(true);
    expect(isPageOverlayKind(4)).toBe(false);
  });
});
