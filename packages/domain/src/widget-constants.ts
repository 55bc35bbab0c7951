// The numbers of the site's shared widgets (spec 001 §9), in a module of their own: only
// the lazy chunks of the widgets (packages/site/src/widgets) need them in the browser, so the build
// keeps them out of the boot script every page loads. constants.ts re-exports them.
const SECOND = 1000;

export const POPUP = { informationAutoHideMs: 2000, width: 350, padding: 20, hideFallbackMs: 600 } as const;
export const TOOLTIP = { showDelayMs: 1200, width: 250, mouseOffset: 15, edgeMargin: 20 } as const;
export const TEXT_SHRINK = { minFontSize: 11, resizeDebounceMs: 100 } as const;
export const TWEEN_DEFAULT_DURATION_MS = 300;
export const RELATIVE_TIME = { refreshMs: 5 * SECOND, justNowBelowSeconds: 60 } as const;
