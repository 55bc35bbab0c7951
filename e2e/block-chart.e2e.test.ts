import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, runtimeStarted, screenshot, watchPage } from './support/browser';
import { saved } from './support/editor';
import { newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'chart-owner@example.com';
const OWNER_PASSWORD = 'bars lines and pies';
const IDENTIFIER = 'chart-block-e2e';
const TITLE = 'Visitors this year';
/** The example rows of a new chart, and the value the owner types into Summer's cell. */
const ROWS = ['Spring', 'Summer', 'Autumn'];
const SUMMER = '240';

const chart = (page: Page) => page.locator('[data-block-type="62"]');
/** The pie's slices as drawn: one SVG path a row. */
const slices = (page: Page) => chart(page).locator('svg[role="img"] path.block-chart__slice');
/** The shares the pie writes on its slices. */
const shares = (page: Page) => chart(page).locator('.block-chart__percent').allTextContents();
/** The hidden table's rows, each its label and its cell, as a screen reader reads them. */
const tableRows = (page: Page) =>
  chart(page)
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')),
    );

/** What a visitor gets, with or without scripts: the SVG named by its title, three slices, the table. */
async function expectPie(visitor: Page): Promise<void> {
  const block = chart(visitor);
  await block.waitFor({ state: 'visible', ...slow });
  const svg = block.locator('svg[role="img"]');
  expect(await svg.isVisible()).toBe(true);
  expect(await svg.locator('title').first().textContent()).toBe(TITLE);
  expect(await slices(visitor).count()).toBe(ROWS.length);
  // 120 + 240 + 90 = 450: Spring 27 %, Summer 53 %, Autumn 20 %.
  expect(await shares(visitor)).toEqual(['27%', '53%', '20%']);
  expect(await tableRows(visitor)).toEqual([
    ['Spring', '120 (27%)'],
    ['Summer', '240 (53%)'],
    ['Autumn', '90 (20%)'],
  ]);
  // The table is there for screen readers only: a sighted visitor sees the drawing.
  const table = block.locator('.visually-hidden:has(> table)');
  expect(await table.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  expect(await visitor.getByRole('img', { name: new RegExp(`^${TITLE}`) }).count()).toBe(1);
}

/**
 * A new owner adds a Chart block to the About page from Add block, types a new value into one of
 * its cells, makes it a pie and publishes. A visitor sees the server-drawn SVG with a slice a row,
 * with and without JavaScript (the chart loads no script), and the block fits a phone screen.
 */
describe('an owner adds a chart, and a visitor sees it drawn with and without scripts', () => {
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
      displayName: 'Chart Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
      title: 'Clay Numbers',
      identifier: IDENTIFIER,
    });
  });

  it('adds a Chart block to the About page, edits a cell, makes it a pie and publishes', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Chart/ });
    expect(await offer.innerText()).toContain('Bar, line or pie chart from a table');
    await offer.click();
    const panel = editor.locator('.chart-editor');
    await panel.waitFor(slow);
    // The new block is a small bar chart of one series, its rows' labels in the table.
    const kind = panel.getByLabel('Chart type');
    expect(await kind.inputValue()).toBe('1009');
    expect(await panel.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(TITLE);
    for (const [index, label] of ROWS.entries())
      expect(await panel.getByLabel(`Row ${index + 1} label`).inputValue()).toBe(label);
    const cell = panel.getByLabel('Summer, Visitors');
    expect(await cell.inputValue()).toBe('180');
    await cell.fill(SUMMER);
    await saved(editor);
    await kind.selectOption({ label: 'Pie' });
    expect(await kind.inputValue()).toBe('1011');
    // A pie of one series: nothing for the dataset messages to say, no second series to add.
    expect(await panel.locator('.chart-editor__problems .field__error').count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Add series' }).isDisabled()).toBe(true);
    expect(await panel.getByLabel('Show the legend').isChecked()).toBe(false);
    await saved(editor);
    await screenshot(editor, 'block-chart-editor');
    await publishWholeSite(editor);
  });

  it('shows the visitor a pie drawn on the server, a slice a row, with its data for screen readers', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await expectPie(visitor);
    // Drawn on the server: the block names no behaviour for the runtime to load.
    expect(await chart(visitor).getAttribute('data-behaviour')).toBeNull();
    await chart(visitor).scrollIntoViewIfNeeded();
    await screenshot(visitor, 'block-chart-visitor');
    expect(visitorWatch.errors).toEqual([]);
    await visitor.context().close();
  });

  it('shows the same pie without JavaScript, and fits a phone screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/about`);
    await expectPie(visitor);
    await screenshot(visitor, 'block-chart-no-script');
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await chart(visitor).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    // The drawing scales to the column: its slices' words stay readable on a phone.
    const svg = await chart(visitor).locator('svg[role="img"]').boundingBox();
    expect(svg?.width ?? 0).toBeGreaterThan(250);
    const shareSize = await chart(visitor)
      .locator('.block-chart__percent')
      .first()
      .evaluate((text) => text.getBoundingClientRect().height);
    expect(shareSize).toBeGreaterThanOrEqual(12);
    await screenshot(visitor, 'block-chart-phone');
    await context.close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
