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
const OWNER = 'accordion-owner@example.com';
const OWNER_PASSWORD = 'questions and answers';
const IDENTIFIER = 'accordion-block-e2e';
const FIRST = 'Do you run classes?';
const SECOND = 'How do I get in touch?';

const ACCORDION = '[data-block-type="69"]';
const accordion = (page: Page) => page.locator(ACCORDION);
/** Which of the accordion's items are open, in order. */
const openItems = (page: Page) =>
  accordion(page)
    .locator('details')
    .evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
/** The text of the accordion's summary that has the focus, or '' when the focus is elsewhere. */
const focusedSummary = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    // The header's menus may be summaries too: only the accordion's count.
    return active?.tagName === 'SUMMARY' && active.closest('[data-block-type="69"]')
      ? (active.textContent?.trim() ?? '')
      : '';
  });
/** Clicks an item's title and reads, in the same task, the durations of the animations it started. */
const clickAndReadAnimations = (page: Page, title: string) =>
  page.evaluate((wanted) => {
    const summary = [...document.querySelectorAll('[data-block-type="69"] summary')].find(
      (candidate) => candidate.textContent?.trim() === wanted,
    ) as HTMLElement;
    summary.click();
    return [...document.querySelectorAll('[data-block-type="69"] details')].flatMap((item) =>
      item.getAnimations().map((animation) => animation.effect?.getTiming().duration),
    );
  }, title);
/** Waits until no item is mid-animation. */
const settled = (page: Page) =>
  expect.poll(() => accordion(page).locator('.block-accordion__item--moving').count(), slow).toBe(0);

/**
 * A new owner adds an Accordion block to the About page from Add block, renames its first item and
 * publishes. A visitor opens an item by mouse (animated over 250 ms) and another by keyboard (Tab to
 * a title, ArrowDown, Enter), and only one stays open; with reduced motion nothing animates; without
 * JavaScript the items still open, one at a time, and the block fits a phone screen.
 */
describe('an owner adds an accordion, and a visitor opens its items with and without scripts', () => {
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
      displayName: 'Accordion Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
      title: 'Clay Questions',
      identifier: IDENTIFIER,
    });
  });

  it('adds an Accordion block to the About page, renames its first item and publishes', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Accordion/ });
    expect(await offer.innerText()).toContain('Questions or topics that open to their answers');
    await offer.click();
    const panel = editor.locator('.accordion-editor');
    await panel.waitFor(slow);
    // The new block's two example items; the first is open to edit.
    expect(await panel.locator('.form-field-row__title').allInnerTexts()).toEqual([
      'What is included?',
      SECOND,
    ]);
    const title = panel.getByRole('textbox', { name: 'Title', exact: true });
    expect(await title.inputValue()).toBe('What is included?');
    await title.fill(FIRST);
    await expect.poll(() => panel.locator('.form-field-row__title').first().innerText(), slow).toBe(FIRST);
    expect(await panel.getByLabel('Open the first item').isChecked()).toBe(false);
    expect(await panel.getByLabel('Allow several open').isChecked()).toBe(false);
    await saved(editor);
    await screenshot(editor, 'block-accordion-editor');
    await publishWholeSite(editor);
  });

  it('opens an item by mouse over 250 ms, then another by keyboard, and keeps one open', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await behaviourStarted(visitor, ACCORDION);
    await accordion(visitor).waitFor({ state: 'visible', ...slow });
    expect(await openItems(visitor)).toEqual([false, false]);
    expect(await visitor.getByText('Say what a visitor gets', { exact: false }).isVisible()).toBe(false);
    // The titles are headings inside the summaries, for a screen reader's list of headings.
    expect(await accordion(visitor).getByRole('heading', { name: FIRST }).count()).toBe(1);

    // By mouse: the item opens with the spec's 250 ms animation.
    expect(await clickAndReadAnimations(visitor, FIRST)).toEqual([250]);
    await settled(visitor);
    expect(await openItems(visitor)).toEqual([true, false]);
    expect(await visitor.getByText('Say what a visitor gets', { exact: false }).isVisible()).toBe(true);
    await screenshot(visitor, 'block-accordion-visitor');

    // By keyboard: Tab reaches a title, ArrowDown moves to the next, Enter opens it and closes the first.
    await visitor.locator('body').focus();
    for (let presses = 0; presses < 80; presses += 1) {
      await visitor.keyboard.press('Tab');
      if (await focusedSummary(visitor)) break;
    }
    expect(await focusedSummary(visitor)).toBe(FIRST);
    await visitor.keyboard.press('ArrowDown');
    expect(await focusedSummary(visitor)).toBe(SECOND);
    await visitor.keyboard.press('Enter');
    await settled(visitor);
    expect(await openItems(visitor)).toEqual([false, true]);
    // Home goes back to the first title; Space opens it, and again only one stays open.
    await visitor.keyboard.press('Home');
    expect(await focusedSummary(visitor)).toBe(FIRST);
    await visitor.keyboard.press('Space');
    await settled(visitor);
    expect(await openItems(visitor)).toEqual([true, false]);
    // Enter on the open title closes it.
    await visitor.keyboard.press('Enter');
    await settled(visitor);
    expect(await openItems(visitor)).toEqual([false, false]);
    expect(visitorWatch.errors).toEqual([]);
    await visitor.context().close();
  });

  it('opens and closes the items by touch on a phone, one at a time', async () => {
    const visitor = await (await phoneContext(browser)).newPage();
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await behaviourStarted(visitor, ACCORDION);
    const title = (text: string) => accordion(visitor).locator('summary', { hasText: text });
    await title(FIRST).tap();
    await settled(visitor);
    expect(await openItems(visitor)).toEqual([true, false]);
    await title(SECOND).tap();
    await settled(visitor);
    expect(await openItems(visitor)).toEqual([false, true]);
    await title(SECOND).tap();
    await settled(visitor);
    expect(await openItems(visitor)).toEqual([false, false]);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.context().close();
  });

  it('opens at once, without animation, for a visitor who asks for reduced motion', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await behaviourStarted(visitor, ACCORDION);
    expect(await clickAndReadAnimations(visitor, SECOND)).toEqual([]);
    expect(await openItems(visitor)).toEqual([false, true]);
    await context.close();
  });

  it('opens the items without JavaScript, one at a time, and fits a phone screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    const block = accordion(visitor);
    await block.waitFor({ state: 'visible', ...slow });
    expect(await openItems(visitor)).toEqual([false, false]);
    await block.getByText(FIRST, { exact: true }).click();
    await expect.poll(() => openItems(visitor), slow).toEqual([true, false]);
    expect(await visitor.getByText('Say what a visitor gets', { exact: false }).isVisible()).toBe(true);
    // The items share a name: the browser itself closes the open one.
    await block.getByText(SECOND, { exact: true }).click();
    await expect.poll(() => openItems(visitor), slow).toEqual([false, true]);
    await screenshot(visitor, 'block-accordion-no-script');
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await block.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await screenshot(visitor, 'block-accordion-phone');
    await context.close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
