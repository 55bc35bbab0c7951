import { ANNOUNCEMENT_BAR_DISMISSED_KEY } from '@atelier/domain';

/**
 * The announcement bar's one script, a classic script right after the bar: it runs while the page
 * is parsed, so a bar dismissed earlier in the visit is hidden before the first paint (no shift),
 * and the cached page stays one set of bytes for everyone (the dismissal lives in the visitor's
 * session storage, for the bar's revision). It shows the close control only where it works.
 */
export function startAnnouncementBar(doc: Document, storage: () => Storage | null): void {
  const bar = doc.querySelector<HTMLElement>('[data-announcement-bar]');
  if (!bar) return;
  const revision = bar.dataset.revision ?? '';
  let store: Storage | null = null;
  try {
    store = storage();
  } catch {
    // Storage refused (a strict privacy setting): the bar stays, without a close control.
  }
  if (store?.getItem(ANNOUNCEMENT_BAR_DISMISSED_KEY) === revision) {
    bar.hidden = true;
    return;
  }
  const close = bar.querySelector<HTMLButtonElement>('[data-announcement-bar-close]');
  if (!close || !store) return;
  const kept = store;
  close.hidden = false;
  close.addEventListener('click', () => {
    try {
      kept.setItem(ANNOUNCEMENT_BAR_DISMISSED_KEY, revision);
    } catch {
      // Full or refused: closed on this page only.
    }
    bar.hidden = true;
    // The control that had focus is gone: focus goes on to the page's header, next in order.
    doc.querySelector<HTMLElement>('.site-header a, #main')?.focus();
  });
}
