import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import {
  bannerButton,
  bannerOf,
  bannerSettings,
  CHOICE_COOKIE,
  CONSENT_PATH,
  cookiesByName,
  freshVisitor,
  pathOf,
  recordContextRequests,
  saveBannerSettings,
  slow,
  trackingCookiesOf,
  visit,
} from './support/consent';
import { useDemoSite } from './support/demo-suite';

// The demo asks to accept or decline, refusing as plainly as accepting.
const DECLINE = 'Decline';
const FORCED_CLASS = 'atelier-cookie-banner-forced';

/** Presses Tab until focus lands inside `banner`; the banner comes before the site header. */
async function tabIntoBanner(page: Page, banner: Locator): Promise<void> {
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press('Tab');
    if (await banner.evaluate((node) => node.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached the cookie banner');
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

/** What makes a control look prominent: its kind, size and paint. */
const lookOf = (control: Locator) =>
  control.evaluate((node) => {
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    return {
      tag: node.tagName,
      width: Math.round(box.width),
      height: Math.round(box.height),
      font: `${style.fontSize} ${style.fontWeight}`,
      colours: `${style.color} ${style.backgroundColor} ${style.borderColor}`,
      decoration: style.textDecorationLine,
    };
  });

const dispatch = (page: Page, action: 'force' | 'update' | 'unforce', settings: Record<string, unknown>) =>
  page.evaluate(
    ({ action, settings }) =>
      window.dispatchEvent(new CustomEvent(`atelier:cookie-banner:${action}`, { detail: { settings } })),
    { action, settings },
  );

const forcedClass = (page: Page) =>
  page.evaluate((name) => document.body.classList.contains(name), FORCED_CLASS);

describe('the cookie banner on the demo site', () => {
  const demo = useDemoSite({ signIn: true });

  it('is reached with Tab, its refusal weighs as much as its accept, and Space or Enter answers it', async () => {
    const { context, page } = await freshVisitor(demo.browser);
    await visit(page, `${demo.base}/`);
    const banner = bannerOf(page);
    await expect.poll(() => banner.isVisible(), slow).toBe(true);
    const accept = bannerButton(page, 'Accept');
    const decline = bannerButton(page, DECLINE);
    expect(await accept.isVisible()).toBe(true);
    expect(await decline.isVisible()).toBe(true);
    expect(await lookOf(decline)).toEqual(await lookOf(accept));
    expect((await lookOf(accept)).tag).toBe('BUTTON');

    await tabIntoBanner(page, banner);
    expect(await focusedName(page)).toBe('Accept');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(DECLINE);
    await screenshot(page, 'consent-keyboard-focus');
    await page.keyboard.press('Space');
    await expect.poll(() => banner.count(), slow).toBe(0);
    expect((await cookiesByName(context, demo.base)).get(CHOICE_COOKIE)?.value).toBe('false');
    // Focus goes on to the content, not back to the top of the document.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await context.close();

    const second = await freshVisitor(demo.browser);
    await visit(second.page, `${demo.base}/`);
    await expect.poll(() => bannerOf(second.page).isVisible(), slow).toBe(true);
    await tabIntoBanner(second.page, bannerOf(second.page));
    await second.page.keyboard.press('Enter');
    await expect.poll(() => bannerOf(second.page).count(), slow).toBe(0);
    expect((await cookiesByName(second.context, demo.base)).get(CHOICE_COOKIE)?.value).toBe('true');
    await second.context.close();
  });

  it('closes without accepting on Escape, and logs it as a keyboard choice', async () => {
    const { context, page } = await freshVisitor(demo.browser);
    await visit(page, `${demo.base}/`);
    await expect.poll(() => bannerOf(page).isVisible(), slow).toBe(true);
    await tabIntoBanner(page, bannerOf(page));
    const recorded = page.waitForResponse((response) => pathOf(response) === CONSENT_PATH, slow);
    await page.keyboard.press('Escape');
    expect((await recorded).request().postDataJSON()).toMatchObject({
      choice: 'declined',
      method: 'keyboard',
    });
    await expect.poll(() => bannerOf(page).count(), slow).toBe(0);
    expect((await cookiesByName(context, demo.base)).get(CHOICE_COOKIE)?.value).toBe('false');
    // Escape stayed with the banner: the visitor is still on the page.
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('asks a visitor who accepted again once the owner changes the banner text', async () => {
    const original = await bannerSettings(demo.owner);
    const { context, page } = await freshVisitor(demo.browser);
    await visit(page, `${demo.base}/`);
    await bannerButton(page, 'Accept').click();
    await expect
      .poll(async () => (await trackingCookiesOf(context, demo.base)).includes('ss_cvr'), slow)
      .toBe(true);
    await visit(page, `${demo.base}/about`);
    expect(await bannerOf(page).count()).toBe(0);

    const text = '<p>We now also use cookies to remember your cart.</p>';
    await saveBannerSettings(demo.owner, { cookieBannerText: text });
    try {
      await visit(page, `${demo.base}/about`);
      await expect.poll(() => bannerOf(page).isVisible(), slow).toBe(true);
      expect(await bannerOf(page).textContent()).toContain('We now also use cookies to remember your cart.');
      const cookies = await cookiesByName(context, demo.base);
      expect(cookies.has(CHOICE_COOKIE)).toBe(false);
      // The earlier accept no longer covers what is asked, so the restrictive policy holds again.
      expect(await trackingCookiesOf(context, demo.base)).toEqual([]);
      await screenshot(page, 'consent-asked-again');

      await bannerButton(page, 'Accept').click();
      await visit(page, `${demo.base}/`);
      expect(await bannerOf(page).count()).toBe(0);
      expect((await cookiesByName(context, demo.base)).get(CHOICE_COOKIE)?.value).toBe('true');
    } finally {
      await saveBannerSettings(demo.owner, { cookieBannerText: original.cookieBannerText });
    }
    await context.close();
  });

  it('follows the forced-display, update and unforce events, and a forced banner records nothing', async () => {
    const { context, page } = await freshVisitor(demo.browser);
    const requests = recordContextRequests(context);
    await visit(page, `${demo.base}/`);
    await bannerButton(page, DECLINE).click();
    await expect.poll(() => bannerOf(page).count(), slow).toBe(0);
    await visit(page, `${demo.base}/`);
    const consents = () => requests.filter((request) => pathOf(request) === CONSENT_PATH).length;
    expect(consents()).toBe(1);

    // Forced: shown although the visitor chose, with the forced settings, and the body says so.
    await dispatch(page, 'force', {
      cookieBannerText: '<p>Preview of the new banner</p>',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    });
    const banner = bannerOf(page);
    await expect.poll(() => banner.isVisible(), slow).toBe(true);
    expect(await forcedClass(page)).toBe(true);
    expect(await banner.textContent()).toContain('Preview of the new banner');
    expect(await bannerButton(page, 'Decline').isVisible()).toBe(true);
    expect(await banner.getAttribute('class')).toContain('atelier-cookie-banner--top-right');

    // Update: remounted with the change laid over the forced settings.
    await dispatch(page, 'update', { cookieBannerTheme: 'LIGHT' });
    await expect.poll(() => banner.getAttribute('class'), slow).toContain('atelier-cookie-banner--light');
    expect(await banner.textContent()).toContain('Preview of the new banner');
    expect(await banner.getAttribute('class')).toContain('atelier-cookie-banner--top-right');
    await screenshot(page, 'consent-forced');

    // A choice on a preview is neither stored nor recorded.
    await bannerButton(page, 'Accept').click();
    await expect.poll(() => banner.count(), slow).toBe(0);
    expect((await cookiesByName(context, demo.base)).get(CHOICE_COOKIE)?.value).toBe('false');
    await page.waitForLoadState('networkidle');
    expect(consents()).toBe(1);
    expect(await trackingCookiesOf(context, demo.base)).toEqual([]);

    // Unforce: the class goes, and the ordinary rules apply — this visitor has chosen, so nothing shows.
    await dispatch(page, 'force', {});
    await expect.poll(() => banner.isVisible(), slow).toBe(true);
    await dispatch(page, 'unforce', {});
    await expect.poll(() => forcedClass(page), slow).toBe(false);
    await expect.poll(() => banner.count(), slow).toBe(0);
    await context.close();

    // A visitor who has not chosen sees the banner again after unforce, with the new settings.
    const undecided = await freshVisitor(demo.browser);
    await visit(undecided.page, `${demo.base}/`);
    await expect.poll(() => bannerOf(undecided.page).isVisible(), slow).toBe(true);
    await dispatch(undecided.page, 'force', { cookieBannerTheme: 'LIGHT' });
    await expect.poll(() => forcedClass(undecided.page), slow).toBe(true);
    await dispatch(undecided.page, 'unforce', { cookieBannerText: '<p>Unforced text</p>' });
    await expect.poll(() => forcedClass(undecided.page), slow).toBe(false);
    await expect.poll(() => bannerOf(undecided.page).textContent(), slow).toContain('Unforced text');
    expect(await bannerOf(undecided.page).getAttribute('class')).toContain('atelier-cookie-banner--dark');
    await undecided.context.close();
  });
});
