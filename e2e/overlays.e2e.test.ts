import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runtimeStarted, screenshot, watchPage } from './support/browser';
import { bannerButton, bannerOf } from './support/consent';
import { siteFrame, topBarAction } from './support/editor';
import { linkFromMail, newOwnerSite, useOwnerWorld } from './support/new-owner';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'overlays-owner@example.com';
const IDENTIFIER = 'overlays-e2e';
const BAR_TEXT = 'Glaze workshop on Saturday 14 June.';
const POPUP_TITLE = 'Letters from the studio';
const READER = 'reader@example.com';
const POPUP = '[data-popup-overlay]';
const STORAGE_KEY = 'atelier-popup-overlay';
const DAY_MS = 86_400_000;

/** A visitor's window, short so the home page scrolls. */
const visitorContext = (browser: Browser) => browser.newContext({ viewport: { width: 1280, height: 500 } });

const popupShown = (page: Page) => page.locator(POPUP).isVisible();
/** The popup's behaviour has run (it stays hidden until due, so behaviourStarted's visibility wait does not fit). */
const popupStarted = (page: Page) =>
  page.locator(`${POPUP}[data-behaviour-started]`).waitFor({ state: 'attached', ...slow });
/** Two animation frames: what a scroll starts (the popup's check) has run by then. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const scrollDown = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await frames(page);
};
const memory = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);
/** Moves the visitor's stored closed date back: the popup's clock, without waiting days. */
const closedDaysAgo = (page: Page, days: number) =>
  page.evaluate(
    ([key, ms]) => {
      const value = JSON.parse(localStorage.getItem(key as string) ?? '{}');
      value.dateClosed = Date.now() - (ms as number);
      localStorage.setItem(key as string, JSON.stringify(value));
    },
    [STORAGE_KEY, days * DAY_MS] as const,
  );
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return `${active?.tagName ?? ''}:${active?.getAttribute('name') ?? active?.textContent?.trim() ?? ''}`;
  });

/**
 * A new owner turns on an announcement bar and a newsletter popup from the editor. A visitor sees the
 * bar and closes it for the visit; the popup waits for the cookie banner's answer and a scroll, holds
 * focus, closes on Escape with focus back, shows again only once its days have passed, never in
 * screenshot mode and never again after a sign-up (double opt-in); the dashboard shows its conversion.
 */
describe('an owner turns on an announcement bar and a popup, and a visitor meets them', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let visitorContextOpen: BrowserContext;
  let visitor: Page;

  useOwnerWorld(IDENTIFIER, (world) => {
    ({ server, smtp, browser, site } = world);
  });

  it('signs up and makes a site', async () => {
    editor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Overlay Owner',
      email: OWNER,
      password: 'bars and popups',
      title: 'Clay Letters',
      identifier: IDENTIFIER,
    });
  });

  it('turns on the bar and the popup in the editor, and the frame shows the bar', async () => {
    await topBarAction(editor, 'Announcement and popup');
    const dialog = editor.getByRole('dialog', { name: 'Announcement and popup' });
    await dialog.waitFor(slow);
    const bar = dialog.getByRole('form', { name: 'Announcement bar' });
    await bar.getByLabel('Show the announcement bar').check();
    await bar.getByLabel('Announcement', { exact: true }).fill(BAR_TEXT);
    await bar.getByLabel('Link text').fill('Book a place');
    await bar.getByLabel('Link address').fill('javascript:alert(1)');
    await bar.getByRole('button', { name: 'Save announcement bar' }).click();
    // The server names the bad field; the form shows it beside the field.
    await bar.getByText('must be a site path', { exact: false }).waitFor(slow);
    await bar.getByLabel('Link address').fill('/about');
    await bar.getByRole('button', { name: 'Save announcement bar' }).click();
    await bar.getByText('Saved. Visitors see it on every page now.').waitFor(slow);
    await siteFrame(editor).locator('[data-announcement-bar]').getByText(BAR_TEXT).waitFor(slow);

    const popup = dialog.getByRole('form', { name: 'Popup' });
    await popup.getByLabel('Popup', { exact: true }).selectOption('card');
    await popup.getByLabel('Title').fill(POPUP_TITLE);
    await popup.getByLabel('Text', { exact: true }).fill('Kiln openings and class dates, once a month.');
    await popup.getByLabel('Appears').selectOption('scroll');
    await popup.getByLabel('Share of the page scrolled, in percent').fill('30');
    await popup.getByLabel('Show again after (days)').fill('14');
    expect(await popup.getByLabel('Never again after a sign-up').isChecked()).toBe(true);
    await popup.getByRole('button', { name: 'Save popup' }).click();
    await popup.getByText('Saved. Visitors see it from now on.').waitFor(slow);
    await screenshot(editor, 'overlays-editor');
    await editor.keyboard.press('Escape');
  });

  it('shows a visitor the bar, and the popup only after the banner’s answer and a scroll', async () => {
    visitorContextOpen = await visitorContext(browser);
    visitor = await visitorContextOpen.newPage();
    const watch = watchPage(visitor);
    await visitor.goto(site);
    await runtimeStarted(visitor);
    const bar = visitor.locator('[data-announcement-bar]');
    expect(await bar.innerText()).toContain(BAR_TEXT);
    expect(await bar.getByRole('link', { name: 'Book a place' }).getAttribute('href')).toBe('/about');
    await popupStarted(visitor);
    // The new site's cookie banner asks first: a scroll does not bring the popup over it.
    await bannerOf(visitor).waitFor(slow);
    await scrollDown(visitor);
    expect(await popupShown(visitor)).toBe(false);
    // The answer lets the popup show: its scroll depth was reached meanwhile.
    await bannerButton(visitor, 'Accept').click();
    await bannerOf(visitor).waitFor({ state: 'detached', ...slow });
    await visitor.locator(POPUP).waitFor({ state: 'visible', ...slow });
    expect(await visitor.locator(POPUP).evaluate((el) => getComputedStyle(el).zIndex)).toBe('30000');
    expect(await visitor.getByRole('dialog', { name: POPUP_TITLE }).isVisible()).toBe(true);
    expect(await focusedText(visitor)).toMatch(/^INPUT:/);
    // Focus stays inside: Tab goes round the popup's controls.
    for (let presses = 0; presses < 4; presses += 1) {
      await visitor.keyboard.press('Tab');
      expect(
        await visitor.evaluate(() => Boolean(document.activeElement?.closest('[data-popup-overlay]'))),
      ).toBe(true);
    }
    await screenshot(visitor, 'overlays-popup');
    await visitor.keyboard.press('Escape');
    await visitor.locator(POPUP).waitFor({ state: 'hidden', ...slow });
    const remembered = await memory(visitor);
    expect(remembered.version).toBe(1);
    expect(remembered.dateClosed).toBeGreaterThan(Date.now() - 60_000);
    expect(watch.errors).toEqual([]);
  });

  it('closes the bar for the visit, and it stays closed from the first paint of the next page', async () => {
    await visitor
      .locator('[data-announcement-bar]')
      .getByRole('button', { name: 'Close announcement' })
      .click();
    expect(await visitor.locator('[data-announcement-bar]').isVisible()).toBe(false);
    await visitor.goto(`${site}/about`, { waitUntil: 'domcontentloaded' });
    expect(await visitor.locator('[data-announcement-bar]').getAttribute('hidden')).not.toBeNull();
    // Another visit (a new profile) sees it again.
    const other = await (await visitorContext(browser)).newPage();
    await other.goto(site);
    expect(await other.locator('[data-announcement-bar]').isVisible()).toBe(true);
    await other.context().close();
  });

  it('shows the popup again only once its fortnight has passed', async () => {
    await visitor.goto(site);
    await runtimeStarted(visitor);
    await popupStarted(visitor);
    await scrollDown(visitor);
    expect(await popupShown(visitor)).toBe(false);
    await closedDaysAgo(visitor, 13);
    await visitor.reload();
    await popupStarted(visitor);
    await scrollDown(visitor);
    expect(await popupShown(visitor)).toBe(false);
    await closedDaysAgo(visitor, 15);
    // Never in screenshot mode, even when due.
    await visitor.goto(`${site}/?sqsscreenshot=true`);
    await popupStarted(visitor);
    await scrollDown(visitor);
    expect(await popupShown(visitor)).toBe(false);
    await visitor.goto(site);
    await popupStarted(visitor);
    // Focus where the visitor was when it shows; Escape closes it and gives focus back there.
    const home = visitor.locator('.site-header a').first();
    await home.focus();
    const homeText = await focusedText(visitor);
    await scrollDown(visitor);
    await visitor.locator(POPUP).waitFor({ state: 'visible', ...slow });
    expect(await focusedText(visitor)).toMatch(/^INPUT:/);
    await visitor.keyboard.press('Escape');
    await visitor.locator(POPUP).waitFor({ state: 'hidden', ...slow });
    expect(await focusedText(visitor)).toBe(homeText);
    await closedDaysAgo(visitor, 15);
    await visitor.reload();
    await popupStarted(visitor);
    await scrollDown(visitor);
    await visitor.locator(POPUP).waitFor({ state: 'visible', ...slow });
  });

  it('takes a sign-up with double opt-in, and never shows again after it', async () => {
    const popup = visitor.locator(POPUP);
    await popup.getByRole('textbox').fill(READER);
    await popup.getByRole('button', { name: 'Sign Up' }).click();
    await popup.getByText('Thank you', { exact: false }).waitFor(slow);
    expect(await memory(visitor)).toMatchObject({ submitted: true });
    const confirm = await linkFromMail(smtp, READER, /\/api\/newsletter\/confirm\?token=/);
    expect(confirm).toContain(IDENTIFIER);
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await popup.waitFor({ state: 'hidden', ...slow });
    await closedDaysAgo(visitor, 30);
    await visitor.reload();
    await popupStarted(visitor);
    await scrollDown(visitor);
    expect(await popupShown(visitor)).toBe(false);
    await visitorContextOpen.close();
  });

  it('shows the owner the popup’s conversion in Analytics', async () => {
    await expect
      .poll(
        async () =>
          editor.evaluate(
            async () => (await (await fetch('/api/config/popup-overlay/report')).json()).report,
          ),
        slow,
      )
      .toMatchObject({ shown: 3, submitted: 1 });
    await topBarAction(editor, 'Analytics');
    const section = editor.getByRole('region', { name: 'Popup' });
    await section.waitFor(slow);
    expect(await section.innerText()).toContain('Shown 3 times, 1 sign-up: 33.3% conversion');
  });
});
