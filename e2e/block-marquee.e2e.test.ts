import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, runtimeStarted, screenshot, watchPage } from './support/browser';
import { saved } from './support/editor';
import { newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'marquee-owner@example.com';
const OWNER_PASSWORD = 'words that keep moving';
const IDENTIFIER = 'marquee-block-e2e';
const TEXT = 'Kiln open every Friday';

const marquee = (page: Page) => page.locator('[data-block-type="70"]');
/** The moving line the behaviour draws; absent while the text stands still. */
const line = (page: Page) => marquee(page).locator('svg.block-marquee__line');
/**
 * Where the words are on their path in one animation frame and three frames later (the textPath's
 * startOffset, in px): read by the page itself between frames, never after a fixed wait.
 */
const offsetsAcrossFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<[number, number]>((resolve) => {
        const path = document.querySelector('[data-block-type="70"] textPath');
        const read = () => Number(path?.getAttribute('startOffset') ?? Number.NaN);
        requestAnimationFrame(() => {
          const first = read();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve([first, read()]))),
          );
        });
      }),
  );
/** The still text's box in one frame and three frames later. */
const textBoxAcrossFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<[number, number]>((resolve) => {
        const text = document.querySelector('[data-block-type="70"] .block-marquee__text') as HTMLElement;
        const read = () => text.getBoundingClientRect().left;
        const first = read();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve([first, read()]))),
        );
      }),
  );
/** Whether the words moved right between two frames (a wrap round the loop reads as no move). */
const movesRight = async (page: Page) => {
  const [first, later] = await offsetsAcrossFrames(page);
  return later > first;
};
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * A new owner adds a Marquee block to the About page from Add block, writes its words, sends it
 * right, pauses it on hover and publishes. A visitor sees the words run to the right along the line,
 * stop under the pointer and go on after it; with reduced motion they stand still; without
 * JavaScript they show as plain text; and the block fits a phone screen.
 */
describe('an owner adds a marquee, and a visitor sees it move, pause and stand still', () => {
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
      displayName: 'Marquee Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
      title: 'Moving Clay',
      identifier: IDENTIFIER,
    });
  });

  it('adds a Marquee block to the About page, writes its words, sends it right and publishes', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Marquee/ });
    expect(await offer.innerText()).toContain('Scrolling text along a line or a wave');
    await offer.click();
    const panel = editor.locator('.marquee-editor');
    await panel.waitFor(slow);
    // The new block's example words and the spec's defaults: leftwards, a straight line, no pause.
    const words = panel.getByRole('textbox', { name: 'Scrolling text', exact: true });
    expect(await words.inputValue()).toBe('Words that keep moving');
    expect(await panel.getByLabel('Direction').inputValue()).toBe('left');
    expect(await panel.getByLabel('Wave intensity').inputValue()).toBe('0');
    expect(await panel.getByLabel('Pause while the pointer is over it').isChecked()).toBe(false);
    await words.fill(TEXT);
    await panel.getByLabel('Direction').selectOption('right');
    await panel.getByLabel('Pause while the pointer is over it').check();
    await saved(editor);
    await screenshot(editor, 'block-marquee-editor');
    await publishWholeSite(editor);
  });

  it('runs the words to the right along the line, and stops them under the pointer', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    const block = marquee(visitor);
    await block.waitFor({ state: 'visible', ...slow });
    // On screen: the loop runs only while the block is in view.
    await block.scrollIntoViewIfNeeded();
    await line(visitor).waitFor({ state: 'attached', ...slow });
    // The words once for screen readers; the moving copies are hidden from them.
    expect(await block.locator('.block-marquee__text').innerText()).toBe(TEXT);
    expect(await line(visitor).getAttribute('aria-hidden')).toBe('true');
    expect(await line(visitor).locator('textPath').textContent()).toContain(TEXT);
    await expect.poll(() => movesRight(visitor), slow).toBe(true);
    await screenshot(visitor, 'block-marquee-visitor');

    // Hovered, it holds still (pausedOnHover); the pointer gone, it goes on.
    await block.hover();
    await expect.poll(() => offsetsAcrossFrames(visitor).then(([a, b]) => b - a), slow).toBe(0);
    const [held] = await offsetsAcrossFrames(visitor);
    expect((await offsetsAcrossFrames(visitor))[1]).toBe(held);
    await visitor.mouse.move(0, 0);
    await expect.poll(() => movesRight(visitor), slow).toBe(true);

    // The block never makes the page scroll sideways on a phone, moving or not.
    await visitor.setViewportSize({ width: 390, height: 844 });
    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => noHorizontalScroll(visitor), slow).toBeLessThanOrEqual(390);
    await expect.poll(() => movesRight(visitor), slow).toBe(true);
    expect(visitorWatch.errors).toEqual([]);
    await visitor.context().close();
  });

  it('stands still for a visitor who asks for reduced motion, its text shown', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    const block = marquee(visitor);
    await block.scrollIntoViewIfNeeded();
    expect(await block.getByText(TEXT, { exact: true }).isVisible()).toBe(true);
    const [first, later] = await textBoxAcrossFrames(visitor);
    expect(later).toBe(first);
    expect(await line(visitor).count()).toBe(0);
    expect(await block.evaluate((root) => root.classList.contains('block-marquee--moving'))).toBe(false);
    await screenshot(visitor, 'block-marquee-reduced-motion');
    await context.close();
  });

  it('shows the words as plain text without JavaScript, and fits a phone screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    const block = marquee(visitor);
    await block.waitFor({ state: 'visible', ...slow });
    await block.scrollIntoViewIfNeeded();
    expect(await block.getByText(TEXT, { exact: true }).isVisible()).toBe(true);
    expect(await line(visitor).count()).toBe(0);
    await screenshot(visitor, 'block-marquee-no-script');
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await noHorizontalScroll(visitor)).toBeLessThanOrEqual(390);
    const box = await block.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    // The whole text shows, wrapped if it must: never cut off.
    const text = block.locator('.block-marquee__text');
    expect(await text.evaluate((p) => p.scrollWidth <= p.clientWidth)).toBe(true);
    await screenshot(visitor, 'block-marquee-phone');
    await context.close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
