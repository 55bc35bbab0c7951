import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  behaviourStarted,
  newContext,
  phoneContext,
  runtimeStarted,
  screenshot,
  watchPage,
} from './support/browser';
import { saved } from './support/editor';
import { newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
/** Waits for the tabs to answer: they show from the start, and the behaviour wires them when it loads. */
const wired = (page: Page) => behaviourStarted(page, '[data-block-type="18"]');
const OWNER = 'menu-owner@example.com';
const OWNER_PASSWORD = 'a menu of small plates';
const IDENTIFIER = 'menu-block-e2e';

/** Which of the menu's tabs is selected, by name. */
const selectedTab = (page: Page) =>
  page.locator('[role="tab"][aria-selected="true"]').innerText({ timeout: slow.timeout });
/** The text of the element that has the focus, with its role. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { role: active?.getAttribute('role') ?? '', text: active?.textContent?.trim() ?? '' };
  });

/**
 * A new owner adds a Menu block to the About page from Add block, names its first tab, adds a
 * second with an item of its own and publishes. A visitor sees the first tab selected, switches
 * tabs by mouse and by keyboard (Tab to the tab list, ArrowRight, Enter); without JavaScript both
 * tabs' items show, one after the other.
 */
describe('an owner adds a price menu, and a visitor reads it with and without scripts', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  useOwnerWorld(IDENTIFIER, (world) => {
    ({ server, smtp, browser, site } = world);
  });

  it('signs up on the platform home and makes a site', async () => {
    editor = await (await newContext(browser)).newPage();
    watch = watchPage(editor);
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Menu Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
      title: 'Corner Kitchen',
      identifier: IDENTIFIER,
    });
  });

  it('adds a Menu block to the About page, gives it a second tab and publishes', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Menu/ });
    expect(await offer.innerText()).toContain('A restaurant or price menu, with tabs');
    await offer.click();
    const panel = editor.locator('.menu-editor');
    await panel.waitFor(slow);
    // The new block's one tab, with its two example items.
    expect(await panel.getByRole('textbox', { name: 'Name', exact: true }).count()).toBe(2);
    await panel.getByLabel('Tab title').fill('Food');
    await panel.getByRole('button', { name: 'Add tab' }).click();
    await expect.poll(() => panel.getByLabel('Tab title').inputValue(), slow).toBe('Tab 2');
    await panel.getByLabel('Tab title').fill('Drinks');
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Lemonade');
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill('$4');
    await panel.getByLabel('Description').fill('Pressed this morning.');
    expect(await panel.locator('.menu-editor__tab').allInnerTexts()).toEqual(['Food', 'Drinks']);
    await saved(editor);
    await screenshot(editor, 'block-menu-editor');
    await publishWholeSite(editor);
  });

  it('shows a visitor the first tab, and switches tabs by mouse', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await wired(visitor);
    expect(await visitor.getByRole('tab').allInnerTexts()).toEqual(['Food', 'Drinks']);
    expect(await selectedTab(visitor)).toBe('Food');
    expect(await visitor.getByText('Soup of the day').isVisible()).toBe(true);
    expect(await visitor.getByText('Lemonade').isVisible()).toBe(false);
    const food = visitor.getByRole('tabpanel', { name: 'Food' });
    expect(await food.isVisible()).toBe(true);
    await screenshot(visitor, 'block-menu-visitor');

    await visitor.getByRole('tab', { name: 'Drinks' }).click();
    await expect.poll(() => selectedTab(visitor)).toBe('Drinks');
    expect(await visitor.getByText('Lemonade').isVisible()).toBe(true);
    expect(await visitor.getByText('$4', { exact: true }).isVisible()).toBe(true);
    expect(await visitor.getByText('Soup of the day').isVisible()).toBe(false);
    await visitor.getByRole('tab', { name: 'Food' }).click();
    await expect.poll(() => selectedTab(visitor)).toBe('Food');
    expect(visitorWatch.errors).toEqual([]);
    await visitor.context().close();
  });

  it('switches tabs by touch on a phone, and fits its screen', async () => {
    const visitor = await (await phoneContext(browser)).newPage();
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await wired(visitor);
    await visitor.getByRole('tab', { name: 'Drinks' }).tap();
    await expect.poll(() => selectedTab(visitor)).toBe('Drinks');
    expect(await visitor.getByText('Lemonade').isVisible()).toBe(true);
    expect(await visitor.getByText('Soup of the day').isVisible()).toBe(false);
    await visitor.getByRole('tab', { name: 'Food' }).tap();
    await expect.poll(() => selectedTab(visitor)).toBe('Food');
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.context().close();
  });

  it('switches tabs by keyboard: Tab reaches the selected tab, ArrowRight moves, Enter shows', async () => {
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await wired(visitor);
    // Through the header's links to the tab list: only the selected tab is in the Tab order.
    for (let presses = 0; presses < 80; presses += 1) {
      await visitor.keyboard.press('Tab');
      if ((await focused(visitor)).role === 'tab') break;
    }
    expect(await focused(visitor)).toEqual({ role: 'tab', text: 'Food' });
    await visitor.keyboard.press('ArrowRight');
    expect(await focused(visitor)).toEqual({ role: 'tab', text: 'Drinks' });
    // Moving the focus alone shows nothing new; Enter shows the focused tab.
    expect(await selectedTab(visitor)).toBe('Food');
    await visitor.keyboard.press('Enter');
    await expect.poll(() => selectedTab(visitor)).toBe('Drinks');
    expect(await visitor.getByText('Lemonade').isVisible()).toBe(true);
    expect(await visitor.getByText('Soup of the day').isVisible()).toBe(false);
    // The arrows wrap around, and Space shows a tab too.
    await visitor.keyboard.press('ArrowRight');
    expect(await focused(visitor)).toEqual({ role: 'tab', text: 'Food' });
    await visitor.keyboard.press('Space');
    await expect.poll(() => selectedTab(visitor)).toBe('Food');
    // From the selected tab, Tab goes on into its panel.
    await visitor.keyboard.press('Tab');
    expect((await focused(visitor)).role).toBe('tabpanel');
    await visitor.context().close();
  });

  it('shows both tabs’ items without JavaScript, and fits a phone screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    for (const words of ['Soup of the day', 'Garden salad', 'Lemonade', 'Pressed this morning.'])
      expect(await visitor.getByText(words, { exact: true }).isVisible(), words).toBe(true);
    expect(await visitor.getByRole('heading', { name: 'Food', level: 2 }).isVisible()).toBe(true);
    expect(await visitor.getByRole('heading', { name: 'Drinks', level: 2 }).isVisible()).toBe(true);
    // Without scripts there is nothing to switch: every tab shows under its heading (menu.css).
    expect(await visitor.locator('[role="tablist"]').isVisible()).toBe(false);
    await screenshot(visitor, 'block-menu-no-script');
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await visitor.getByText('Lemonade', { exact: true }).isVisible()).toBe(true);
    await screenshot(visitor, 'block-menu-phone');
    await context.close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
