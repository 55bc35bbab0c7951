import type { PageDocument } from '@atelier/domain';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, runtimeStarted, screenshot, watchPage } from './support/browser';
import { openOwnerEditor, saved, siteFrame } from './support/editor';
import { api } from './support/owner';
import { type RunningServer, startServer } from './support/server';

/** Dragging blocks and sections inside the preview frame with a real mouse. */
describe('dragging in the preview frame', () => {
  let server: RunningServer;
  let browser: Browser;
  let editor: Page;
  let watch: { errors: string[] };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ editor } = await openOwnerEditor(browser, server));
    watch = watchPage(editor);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const frame = () => siteFrame(editor);
  const frameBlock = (text: string) => frame().locator('[data-block-id]', { hasText: text });

  /** The home page's saved draft, as the server holds it. */
  async function savedDocument(): Promise<PageDocument> {
    const pages = (await api(editor, 'GET', '/api/config/pages')).json as {
      pages: { id: string; path: string }[];
    };
    const home = pages.pages.find((p) => p.path === '/')!;
    const draft = await api(editor, 'GET', `/api/config/pages/${home.id}/draft`);
    return (draft.json as { document: PageDocument }).document;
  }

  /** The frame's page itself (a Playwright Frame keeps its identity across the frame's loads). */
  async function framePage(): Promise<Frame> {
    const element = await editor.locator('[data-testid="site-frame"]').elementHandle();
    const page = await element?.contentFrame();
    if (!page) throw new Error('no site frame');
    return page;
  }

  /**
   * Runs a change that the editor saves (a drop, an Undo), then waits until it is saved and the
   * frame shows the saved draft: every save reloads the frame, and a press on a handle of the page
   * being replaced would be lost with it. The old page is marked, so its replacement is told apart
   * even when both show the same blocks (a drop is shown at once, before the reload).
   */
  async function savedAndReloaded(change: () => Promise<void>) {
    const page = await framePage();
    await page.evaluate(() => {
      (window as unknown as { replacedSoon?: boolean }).replacedSoon = true;
    });
    await change();
    await saved(editor);
    await expect
      .poll(() =>
        page
          .evaluate(() => !(window as unknown as { replacedSoon?: boolean }).replacedSoon)
          .catch(() => false),
      )
      .toBe(true);
    await runtimeStarted(page);
  }

  /** Each of the last two sections as lists of "column:quote" entries. */
  async function lastSections(): Promise<string[][]> {
    const doc = await savedDocument();
    return doc.sections.slice(-2).map((s) =>
      s.blocks.map((b) => {
        const text = JSON.stringify(b.settings).match(/"(Upper words|Drag me|Stay put)"/)?.[1] ?? '?';
        return `${b.column ?? 0}:${text}`;
      }),
    );
  }

  async function addQuote(words: string) {
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Quote/ }).click();
    await editor.getByLabel('Quote', { exact: true }).fill(words);
    await saved(editor);
  }

  async function center(locator: Locator) {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
  }

  /**
   * Selects a block in the frame and waits for the handle of the block or of its section. The
   * handles follow the selection only once the editor has answered the click; until then they still
   * sit on the block selected before, so wait for the ones naming this block.
   */
  async function selectHandle(text: string, kind: 'block' | 'section') {
    const block = frameBlock(text);
    await block.scrollIntoViewIfNeeded();
    await block.click();
    const id =
      kind === 'block'
        ? await block.getAttribute('data-block-id')
        : await frame().locator('[data-section-id]', { has: block }).getAttribute('data-section-id');
    const handle = frame().locator(`.atelier-drag__handle[data-drag-kind="${kind}"][data-for="${id}"]`);
    await handle.waitFor({ state: 'visible' });
    return handle;
  }

  /**
   * Presses on the handle of a block (or of its section), then moves the pressed mouse onto
   * `target`, `dy` pixels below its top, until the frame shows its drop line there (across the
   * target, near that height). Each try reads the target's place again: on a busy machine the frame
   * may still be settling (a panel opening, a font arriving). A press is made again when the frame
   * shows no drag under way: a page the editor was still reloading replaces the pressed one.
   */
  async function dragOnto(text: string, kind: 'block' | 'section', target: Locator, dy: number) {
    const line = frame().getByTestId('drop-line');
    const dragging = frame().locator('.atelier-drag.is-dragging');
    let pressed = false;
    await expect
      .poll(async () => {
        if (!pressed || (await dragging.count()) === 0) {
          if (pressed) await editor.mouse.up();
          const at = await center(await selectHandle(text, kind));
          await editor.mouse.move(at.x, at.y);
          await editor.mouse.down();
          pressed = true;
        }
        const at = await center(target);
        await editor.mouse.move(at.x, at.box.y + dy, { steps: 4 });
        const drawn = (await line.isVisible()) ? await line.boundingBox() : null;
        const box = await target.boundingBox();
        if (!drawn || !box) return false;
        const middle = drawn.x + drawn.width / 2;
        return middle >= box.x && middle <= box.x + box.width && Math.abs(drawn.y - (box.y + dy)) < 40;
      })
      .toBe(true);
  }

  it('drags a block into the other column and into another section, then undoes both', async () => {
    // Two small sections at the end of the home page: one column, then two columns.
    await editor.getByRole('button', { name: 'Add section' }).click();
    await saved(editor);
    await addQuote('Upper words');
    await editor.getByRole('button', { name: /^Quote Upper words/ }).click();
    await editor.getByRole('button', { name: 'Add section' }).click();
    await saved(editor);
    const count = await editor.locator('section.section-group').count();
    await editor.getByRole('button', { name: `Layout of section ${count}` }).click();
    await editor.getByLabel('Columns').selectOption('2');
    await saved(editor);
    await addQuote('Drag me');
    await addQuote('Stay put');
    expect(await lastSections()).toEqual([['0:Upper words'], ['0:Drag me', '0:Stay put']]);
    await expect.poll(() => frameBlock('Stay put').count()).toBe(1);

    // Into the empty second column, with a drop line shown on the way.
    await dragOnto(
      'Drag me',
      'block',
      frame().locator('.page-section__grid--2 [data-column="1"]').last(),
      12,
    );
    await screenshot(editor, 'editor-frame-drag');
    await savedAndReloaded(() => editor.mouse.up());
    await expect.poll(lastSections).toEqual([['0:Upper words'], ['0:Stay put', '1:Drag me']]);
    await expect.poll(() => frame().locator('[data-column="1"]', { hasText: 'Drag me' }).count()).toBe(1);

    // Into the section above, before its only block.
    await dragOnto('Drag me', 'block', frameBlock('Upper words'), 3);
    await savedAndReloaded(() => editor.mouse.up());
    await expect.poll(lastSections).toEqual([['0:Drag me', '0:Upper words'], ['0:Stay put']]);
    await expect.poll(() => editor.getByTestId('block-status').innerText()).toContain('Block moved.');

    // Each drop was one step of the undo history.
    await savedAndReloaded(() => editor.getByRole('button', { name: 'Undo' }).click());
    await expect.poll(lastSections).toEqual([['0:Upper words'], ['0:Stay put', '1:Drag me']]);
    await savedAndReloaded(() => editor.getByRole('button', { name: 'Undo' }).click());
    await expect.poll(lastSections).toEqual([['0:Upper words'], ['0:Drag me', '0:Stay put']]);
  });

  it('cancels a drag with Escape, leaving the page as it was', async () => {
    await expect.poll(() => frameBlock('Stay put').count()).toBe(1);
    const before = await lastSections();
    await dragOnto('Drag me', 'block', frameBlock('Upper words'), 3);
    await editor.keyboard.press('Escape');
    await expect.poll(() => frame().getByTestId('drop-line').isVisible()).toBe(false);
    await editor.mouse.up();
    // Escape ended the drag, not the editing: the editor did not switch to its full preview.
    expect(await editor.getByRole('button', { name: 'Exit preview' }).count()).toBe(0);
    expect(await editor.getByTestId('save-status').innerText()).toBe('Saved');
    expect(await lastSections()).toEqual(before);
  });

  it('drags a whole section above another, and offers the keyboard way from the handle', async () => {
    await dragOnto('Drag me', 'section', frame().locator('[data-section-id]', { hasText: 'Upper words' }), 4);
    await savedAndReloaded(() => editor.mouse.up());
    await expect.poll(lastSections).toEqual([['0:Drag me', '0:Stay put'], ['0:Upper words']]);
    await savedAndReloaded(() => editor.getByRole('button', { name: 'Undo' }).click());
    await expect.poll(lastSections).toEqual([['0:Upper words'], ['0:Drag me', '0:Stay put']]);

    // Enter on the frame's handle puts focus on the block's move handle in the Blocks panel.
    const handle = await selectHandle('Stay put', 'block');
    await handle.focus();
    await editor.keyboard.press('Enter');
    await expect
      .poll(() => editor.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Quote Stay put');
    expect(watch.errors).toEqual([]);
  });
});
