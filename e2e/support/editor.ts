import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser';
import type { RunningServer } from './server';

/** Waits until the draft on screen is stored. */
export const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-status').innerText()).toBe('Saved');

/** The site preview inside the editor. */
export const siteFrame = (editor: Page): FrameLocator => editor.frameLocator('[data-testid="site-frame"]');

/**
 * Signs in through the editor's own form at /config/ of the site's host and waits for the
 * workspace: by default until the demo's Contact page is listed.
 */
export async function signInEditor(
  page: Page,
  site: string,
  email: string,
  password: string,
  ready: (page: Page) => Promise<unknown> = (p) =>
    p
      .getByTestId('pages-list')
      .getByRole('link', { name: /^Contact/ })
      .waitFor(),
): Promise<Page> {
  await page.goto(`${site}/config/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await ready(page);
  return page;
}

export interface OpenEditor {
  context: BrowserContext;
  editor: Page;
  /** http://demo.localhost:PORT */
  site: string;
}

/** A fresh browser profile with the demo owner signed in to the demo site's editor. */
export async function openOwnerEditor(
  browser: Browser,
  server: RunningServer,
  options: { viewport?: { width: number; height: number }; ready?: (page: Page) => Promise<unknown> } = {},
): Promise<OpenEditor> {
  const site = server.siteUrl('demo');
  const context = options.viewport
    ? await browser.newContext({ viewport: options.viewport })
    : await newContext(browser);
  const editor = await context.newPage();
  await signInEditor(editor, site, server.ownerEmail, server.ownerPassword, options.ready);
  return { context, editor, site };
}
