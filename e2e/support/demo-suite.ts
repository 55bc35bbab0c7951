import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { signInOwner } from './owner';
import { type RunningServer, startServer } from './server';

/** What a browser test file shares: the server with the demo site, Chromium, and the demo owner. */
export interface DemoSuite {
  server: RunningServer;
  browser: Browser;
  /** http://demo.localhost:PORT */
  base: string;
  /** A page on the demo site signed in as its owner (only with `signIn`). */
  owner: Page;
}

/**
 * Starts a server seeded with the demo site and a Chromium before the file's tests and stops both
 * after them. The returned object is filled in by the time the file's own `beforeAll`s run.
 */
export function useDemoSite(options: { signIn?: boolean } = {}): DemoSuite {
  const suite = {} as DemoSuite;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    suite.base = suite.server.siteUrl('demo');
    if (options.signIn)
      suite.owner = await signInOwner(await newContext(suite.browser), suite.server, suite.base);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
