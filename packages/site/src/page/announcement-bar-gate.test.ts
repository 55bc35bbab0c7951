// @vitest-environment happy-dom
import { ANNOUNCEMENT_BAR_DISMISSED_KEY } from '@atelier/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { startAnnouncementBar } from './announcement-bar-gate';

const markup = (revision: string) =>
  `<div data-announcement-bar-area><section data-announcement-bar data-revision="${revision}"><p>News</p>` +
  '<button type="button" data-announcement-bar-close hidden>×</button></section></div>' +
  '<header class="site-header"><a href="/">Home</a></header>';

describe('the announcement bar’s script', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the close control, and a close hides the bar for the visit', () => {
    document.body.innerHTML = markup('r1');
    startAnnouncementBar(document, () => sessionStorage);
    const close = document.querySelector<HTMLButtonElement>('[data-announcement-bar-close]')!;
    expect(close.hidden).toBe(false);
    close.click();
    expect(document.querySelector<HTMLElement>('[data-announcement-bar]')!.hidden).toBe(true);
    expect(sessionStorage.getItem(ANNOUNCEMENT_BAR_DISMISSED_KEY)).toBe('r1');
    expect(document.activeElement?.textContent).toBe('Home');
    // The next page of the visit: hidden at once.
    document.body.innerHTML = markup('r1');
    startAnnouncementBar(document, () => sessionStorage);
    expect(document.querySelector<HTMLElement>('[data-announcement-bar]')!.hidden).toBe(true);
  });

  it('shows a new announcement again, and keeps the bar without a close where storage is refused', () => {
    sessionStorage.setItem(ANNOUNCEMENT_BAR_DISMISSED_KEY, 'r1');
    document.body.innerHTML = markup('r2');
    startAnnouncementBar(document, () => sessionStorage);
    expect(document.querySelector<HTMLElement>('[data-announcement-bar]')!.hidden).toBe(false);
    document.body.innerHTML = markup('r2');
    startAnnouncementBar(document, () => {
      throw new Error('refused');
    });
    expect(document.querySelector<HTMLElement>('[data-announcement-bar]')!.hidden).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('[data-announcement-bar-close]')!.hidden).toBe(true);
  });
});
