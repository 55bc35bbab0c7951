import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchPage } from './support/browser';
import { openOwnerEditor, saved, siteFrame } from './support/editor';
import { publishWholeSite } from './support/publish';
import { type RunningServer, startServer } from './support/server';

describe('laying out pages in the editor', () => {
  let server: RunningServer;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ editor, site } = await openOwnerEditor(browser, server));
    watch = watchPage(editor);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const rowOf = (text: string) => editor.locator('.block-row', { hasText: text });
  const status = () => editor.getByTestId('block-status').innerText();

  async function addQuote(words: string) {
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Quote/ }).click();
    await editor.getByLabel('Quote', { exact: true }).fill(words);
    await saved(editor);
  }

  it('lays out a two-column section and moves a block to the second column by keyboard', async () => {
    const sections = editor.locator('section.section-group');
    // Counted once the page's draft is in the panel (on a busy machine it may still be loading).
    await expect.poll(() => sections.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = await sections.count();
    await editor.getByRole('button', { name: 'Add section' }).click();
    await saved(editor);
    const last = before + 1;
    await editor.getByRole('button', { name: `Layout of section ${last}` }).click();
    await editor.getByLabel('Columns').selectOption('2');
    await saved(editor);
    await addQuote('Left words');
    await addQuote('Right words');

    // Pick up with Space, move with the arrow keys, drop with Space; each step is announced.
    const handle = editor.getByRole('button', { name: /^Move Quote/ }).last();
    await handle.focus();
    await editor.keyboard.press('Space');
    await expect.poll(status).toContain('Quote picked up.');
    await editor.keyboard.press('ArrowRight');
    await expect.poll(status).toBe(`Section ${last} of ${last}, column 2 of 2, position 1 of 1.`);
    // The row moved to another column's list: focus follows it to its handle there.
    await expect
      .poll(() => editor.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Quote Right words');
    await editor.keyboard.press('Space');
    await expect.poll(status).toContain('Quote dropped.');
    await saved(editor);

    const frame = siteFrame(editor);
    const columns = frame.locator('.page-section__grid--2 .page-section__column');
    await expect
      .poll(() => columns.allInnerTexts())
      .toEqual([expect.stringContaining('Left words'), expect.stringContaining('Right words')]);

    await publishWholeSite(editor);
    // Side by side for a desktop visitor, one under the other on a phone.
    for (const [width, sideBySide] of [
      [1280, true],
      [390, false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const visitor = await context.newPage();
      await visitor.goto(`${site}/`);
      const [left, right] = await Promise.all(
        ['Left words', 'Right words'].map((t) => visitor.getByText(t).boundingBox()),
      );
      expect(left && right).toBeTruthy();
      if (sideBySide) {
        expect(right!.x).toBeGreaterThan(left!.x + left!.width / 2);
        expect(Math.abs(right!.y - left!.y)).toBeLessThan(5);
      } else {
        expect(right!.y).toBeGreaterThan(left!.y + left!.height);
      }
      await context.close();
    }
  });

  it('drags a block with the mouse into the other column', async () => {
    const right = rowOf('Right words');
    await right.scrollIntoViewIfNeeded();
    await rowOf('Left words').locator('.block-row__head').dragTo(right);
    await expect
      .poll(status)
      .toBe(
        `Section ${await editor.locator('section.section-group').count()} of ${await editor.locator('section.section-group').count()}, column 2 of 2, position 1 of 2.`,
      );
    await saved(editor);
    const lists = editor.locator('section.section-group').last().locator('ol.block-list');
    await expect
      .poll(() => lists.nth(1).locator('.block-row__detail').allInnerTexts())
      .toEqual(['Left words', 'Right words']);
    const columns = siteFrame(editor).locator('.page-section__grid--2 .page-section__column');
    await expect
      .poll(() => columns.nth(1).locator('[data-block-id]').allInnerTexts())
      .toEqual([expect.stringContaining('Left words'), expect.stringContaining('Right words')]);
  });

  it('selects a block by clicking it in the frame and edits a heading in place, undoably', async () => {
    const frame = siteFrame(editor);
    await frame.getByRole('heading', { name: 'What we make' }).click();
    const row = editor.getByRole('button', { name: /^Heading What we make/ });
    await expect.poll(() => row.getAttribute('aria-expanded')).toBe('true');
    expect(await editor.getByLabel('Heading text').inputValue()).toBe('What we make');

    const editable = frame.locator('[data-block-id][contenteditable="true"]');
    await editable.waitFor();
    await editable.click();
    await editor.keyboard.press('ControlOrMeta+a');
    await editor.keyboard.type('What we make by hand');
    await editor.keyboard.press('Enter');
    await saved(editor);
    await expect.poll(() => editor.getByLabel('Heading text').inputValue()).toBe('What we make by hand');
    await expect
      .poll(() => frame.getByRole('heading', { level: 2, name: 'What we make by hand' }).count())
      .toBe(1);

    await editor.getByRole('button', { name: 'Undo' }).click();
    await saved(editor);
    await expect.poll(() => editor.getByLabel('Heading text').inputValue()).toBe('What we make');
  });

  it('nests a page and a link in the menu; visitors open the dropdown by pointer or keyboard', async () => {
    await editor.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Menu' });
    const nested = dialog.locator('.menu-editor__item.is-nested');
    // The demo already shows one link under Work.
    await expect.poll(() => nested.count()).toBe(1);
    await dialog.getByLabel('Link text').fill('Diary');
    await dialog.getByLabel('Link address').fill('diary page');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect
      .poll(() => dialog.getByText('Links must be formatted as https://example.com or /page.').count())
      .toBe(1);
    await dialog.getByLabel('Link address').fill('https://diary.example.com');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.getByRole('button', { name: 'Put Contact under the item above' }).click();
    await expect.poll(() => nested.count()).toBe(2);
    await dialog.getByRole('button', { name: 'Move Diary up' }).click();
    await dialog.getByRole('button', { name: 'Put Diary under the item above' }).click();
    await expect.poll(() => nested.count()).toBe(3);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const context = await newContext(browser);
    const visitor = await context.newPage();
    await visitor.goto(`${site}/`);
    const wide = visitor.locator('.site-nav__list--wide');
    const submenu = wide.getByRole('list', { name: 'About' });
    const shown = () => submenu.evaluate((el) => getComputedStyle(el).opacity);
    expect(await shown()).toBe('0');
    await wide.getByRole('link', { name: 'About' }).hover();
    await expect.poll(shown).toBe('1');
    await visitor.mouse.move(0, 800);
    await expect.poll(shown).toBe('0');
    await wide.getByRole('link', { name: 'About' }).focus();
    await expect.poll(shown).toBe('1');
    await visitor.keyboard.press('Tab');
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.textContent)).toBe('Contact');
    await submenu.getByRole('link', { name: 'Contact' }).click();
    await visitor.waitForURL(`${site}/contact`);
    expect(await wide.getByRole('link', { name: 'Diary' }).getAttribute('href')).toBe(
      'https://diary.example.com',
    );
    await context.close();
  });

  it('shows the owner’s own page, with status 404, at an address with no page', async () => {
    await editor.getByRole('button', { name: 'Add page' }).click();
    await editor.getByLabel('Page title').fill('Lost your way?');
    await editor.getByRole('button', { name: 'Create page' }).click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Heading/ }).click();
    await editor.getByLabel('Heading text').fill('Lost your way?');
    await saved(editor);
    await editor.getByRole('button', { name: 'Settings for Lost your way?' }).click();
    await editor.getByLabel('Show this page when an address is not found (404)').check();
    await editor.getByRole('button', { name: 'Save page settings' }).click();
    await expect
      .poll(() => editor.getByTestId('pages-list').getByText('404 page', { exact: true }).count())
      .toBe(1);
    await publishWholeSite(editor);

    const context = await newContext(browser);
    const visitor = await context.newPage();
    const response = await visitor.goto(`${site}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await visitor.getByRole('heading', { name: 'Lost your way?' }).count()).toBe(1);
    await context.close();
    expect(watch.errors).toEqual([]);
  });
});
