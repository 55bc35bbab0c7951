/**
 * Resolves once the browser has painted the frame it is about to paint (the page's first, when
 * called as the page starts).
 *
 * Block behaviours wait for it. Their code is fetched by the boot module, so it is a chain of
 * requests (boot, the behaviour loader, each block's chunk) that nothing on the first screen
 * waits for; asked for before the first paint, it competes with the page's fonts and first image
 * for the first round trips and for the main thread. A frame later it does not, and a visitor
 * cannot press anything before that frame anyway.
 *
 * A hidden page paints no frames (animation frames wait until it is shown), so there it only
 * waits for the current task to end.
 */
export const afterPaint = (win: Window): Promise<void> =>
  new Promise((resolve) => {
    const task = () => win.setTimeout(resolve, 0);
    // The animation frame comes just before the paint; a task queued from it runs after the paint.
    if (win.document.visibilityState === 'hidden') task();
    else win.requestAnimationFrame(task);
  });
