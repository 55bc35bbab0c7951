import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

/** The window of a phone; an editor this narrow opens its panels as sheets (styles/phone.css). */
export const PHONE = { width: 390, height: 844 } as const;
/** The desktop widths the editor must fit, each 900 px tall. */
export const DESKTOP_WIDTHS = [1024, 1280, 1440] as const;

/** Containers meant to scroll sideways (wide tables, the store's tab strip on phones). */
const SCROLLERS = '.table-scroll, .store-table-scroll, .chart-table, .forms-view__body, .store-nav__list';

/**
 * What sticks out of a panel: every visible element inside `root` must lie within the panel's box
 * and the viewport, unless it sits in a container meant to scroll sideways; and no other container
 * may scroll sideways (content cut off at the panel's edge is what the owner saw).
 */
function overflowOf(root: Element, scrollers: string): string[] {
  const viewport = document.documentElement.clientWidth;
  const box = root.getBoundingClientRect();
  const left = Math.max(box.left, 0) - 1;
  const right = Math.min(box.right, viewport) + 1;
  const name = (el: Element) => {
    const classes =
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).join('.')}`
        : '';
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${classes}> “${label}”`;
  };
  const problems: string[] = [];
  if (box.left < -1 || box.right > viewport + 1)
    problems.push(
      `the panel spans ${Math.round(box.left)}–${Math.round(box.right)} in a ${viewport} px window`,
    );
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const style = getComputedStyle(el);
    // Visually hidden text for screen readers is clipped to nothing on purpose.
    return style.visibility !== 'hidden' && style.clip !== 'rect(0px, 0px, 0px, 0px)';
  };
  for (const el of root.querySelectorAll('*')) {
    const scroller = el.parentElement?.closest(scrollers);
    if (scroller && root.contains(scroller)) continue;
    if (!visible(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.left < left || rect.right > right)
      problems.push(
        `${name(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}, the panel ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
  }
  // Text runs past its box too (a long unbroken reference): unless a box cuts it short on purpose
  // (an ellipsis), every line of text must lie within the panel.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !visible(parent)) continue;
    const scroller = parent.closest(scrollers);
    if (scroller && root.contains(scroller)) continue;
    let clipped = false;
    for (let at: Element | null = parent; at && at !== root; at = at.parentElement) {
      const { overflowX } = getComputedStyle(at);
      if (overflowX === 'hidden' || overflowX === 'clip') clipped = true;
    }
    if (clipped) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && (rect.left < left || rect.right > right)) {
        problems.push(
          `text “${node.textContent.trim().slice(0, 40)}” in ${name(parent)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}, the panel ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
        break;
      }
    }
  }
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (el.matches(scrollers) || !visible(el)) continue;
    const scroller = el.parentElement?.closest(scrollers);
    if (scroller && root.contains(scroller)) continue;
    const { overflowX } = getComputedStyle(el);
    if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
      problems.push(`${name(el)} scrolls sideways: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
  }
  return problems;
}

/** The editor under a fit check, and what the check has found so far. */
export interface FitCheck {
  editor: Page;
  /** Every part that did not fit, named by window width and part. */
  problems: string[];
  /**
   * Checks that `root` fits at each width of the check in turn: the window is resized, never
   * reopened, so a panel or dialog opened once is measured at every width.
   */
  check(name: string, root: Locator): Promise<void>;
  /** Runs `step` at each width of the check in turn. */
  eachWidth(step: (width: number) => Promise<void>): Promise<void>;
  /** Whether the window is as narrow as a phone's (the panels are sheets). */
  onPhone(): boolean;
}

/** The window at `width`: a phone's at 390 px, else 900 px tall. */
export async function resizeTo(editor: Page, width: number): Promise<void> {
  const size = width === PHONE.width ? PHONE : { width, height: 900 };
  const now = editor.viewportSize();
  if (now?.width !== size.width || now.height !== size.height) await editor.setViewportSize(size);
}

/** A fit check of `editor` at `widths` (each part is measured at every one of them, in turn). */
export function fitCheck(editor: Page, widths: readonly number[]): FitCheck {
  const problems: string[] = [];
  const eachWidth = async (step: (width: number) => Promise<void>) => {
    for (const width of widths) {
      await resizeTo(editor, width);
      await step(width);
    }
  };
  return {
    editor,
    problems,
    eachWidth,
    onPhone: () => (editor.viewportSize()?.width ?? 0) <= 760,
    check: (name, root) =>
      eachWidth(async (width) => {
        await root.waitFor();
        // The part under test in view: the open block's settings.
        const open = root.locator('.block-row.is-selected .block-row__editor');
        if ((await open.count()) > 0) await open.first().scrollIntoViewIfNeeded();
        // Layout settles (fonts, images, the preview's scale) before it is measured.
        await editor.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const found = await root.evaluate(overflowOf, SCROLLERS);
        problems.push(...found.map((problem) => `${width} px, ${name}: ${problem}`));
        // What the owner sees of a part that does not fit (a screenshot of every part cost more than
        // the checks themselves).
        if (found.length > 0)
          await screenshot(editor, `editor-fit-${width}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
      }),
  };
}

/** The dialog on top, if any. */
const topDialog = (editor: Page) => editor.locator('dialog[open]').last();

/** Closes the dialog on top with its Close button. */
export async function closeDialog(editor: Page): Promise<void> {
  const dialog = topDialog(editor);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

/** Closes every open dialog: a check that failed half-way leaves none behind for the next. */
export async function closeAllDialogs(editor: Page): Promise<void> {
  while ((await editor.locator('dialog[open]').count()) > 0) await closeDialog(editor);
}

/** Opens the pages or blocks panel: beside the site, or as a sheet at phone width. */
export async function showPanel(fit: FitCheck, name: 'Pages' | 'Blocks'): Promise<Locator> {
  const { editor } = fit;
  const panel = editor.locator(name === 'Pages' ? '#workspace-pages' : '#workspace-blocks');
  if (fit.onPhone() && !(await panel.isVisible())) {
    await editor.getByRole('navigation', { name: 'Panels' }).getByRole('button', { name }).click();
  }
  await panel.waitFor();
  return panel;
}

/** Opens a page of the site in the editor by its row in the pages panel. */
export async function openPage(fit: FitCheck, title: string): Promise<void> {
  const pages = await showPanel(fit, 'Pages');
  await pages.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await expect.poll(() => fit.editor.getByTestId('block-list').count()).toBe(1);
}

/** Expands a block's settings in the blocks panel, unless they are open already. */
export async function expandBlock(row: Locator): Promise<void> {
  const select = row.locator('.block-row__select');
  if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
}
