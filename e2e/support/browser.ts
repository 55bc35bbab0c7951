import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright-core';

/**
 * Debian's Chromium, never a downloaded one; the flags keep it off the network it cannot reach.
 * `hosts` are further names (custom domains) that lead to this machine.
 */
export async function launchBrowser(hosts: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium resolves *.localhost itself; this keeps it from asking a resolver at all.
      `--host-resolver-rules=${['*.localhost', 'localhost', ...hosts].map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`,
    ],
  });
}

/** A fresh profile per test file, so no cookie or storage leaks between tests. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 } });
}

/** A 390 px phone with touch, as a visitor on a small phone sees the site. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
}

/** Keeps a screenshot of what a person would see, under e2e/.screenshots/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(import.meta.dirname, '..', '.screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Collects console errors and failed requests, so a test can assert the page ran cleanly. */
export function watchPage(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
  });
  return { errors };
}

/**
 * Waits until the page's runtime has started its behaviours (its key handlers among them): the boot
 * script loads at low priority, so a key pressed as soon as the page shows may come before it.
 */
export async function runtimeStarted(page: Page | Frame): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { Atelier?: { lifecycle: { state: string } } }).Atelier?.lifecycle.state ===
      'initialized',
  );
}

/**
 * Waits until the behaviour of the block(s) matching `selector` has run (the runtime marks each with
 * `data-behaviour-started`): a block's markup works before its script arrives, so a click may come
 * before the script answers it (an animation, tabs, keys).
 */
export async function behaviourStarted(page: Page | Frame, selector: string): Promise<void> {
  await page.locator(`${selector}[data-behaviour-started]`).first().waitFor({ timeout: 30_000 });
}
