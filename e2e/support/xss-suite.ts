import type { AddressInfo } from 'node:net';
import { buildApp } from '@atelier/server';
import { loadConfig } from '@atelier/server/config/config';
import { DEFAULT_LIMITS } from '@atelier/server/config/config-limits';
import type { Database } from '@atelier/server/platform/db/database';
import { openTestDatabase } from '@atelier/server/platform/db/test-databases';
import { seedDemo } from '@atelier/server/seed/demo';
import { TestClient } from '@atelier/server/testing/test-app';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { type Payload, xssPayloads } from './xss-payloads';
import { XssWatch } from './xss-watch';

export const PAYLOADS = xssPayloads();
export const chunks = (list: readonly Payload[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** What a script-injection test file shares; filled in by the time the file's tests run. */
export interface XssSuite {
  app: FastifyInstance;
  /** The demo owner through the API, on the demo site's host and on the platform home. */
  owner: TestClient;
  home: TestClient;
  port: number;
  /** The owner's editor, signed in, in a profile of its own. */
  editor: Page;
  /** The visitor's profile, which `view` renders in. */
  visitorContext: BrowserContext;
  watch: XssWatch;
  stored: { values: number; refusedLinks: number };
  site(path?: string): string;
  /**
   * Renders a path for a visitor with no cookies (so the cookie banner shows) and scans it; answers
   * with the page's text.
   */
  view(path: string, label: string): Promise<string>;
  openEditor(frameUrl?: string): Promise<void>;
}

/**
 * Starts the server over a fresh database with the demo seeded (room for hundreds of pages and
 * sites), signs the demo owner in to the API and to the editor, and watches every page of the
 * owner's and the visitors' profiles for a payload that runs. Stops everything after the file.
 */
export function useXssSuite(): XssSuite {
  let database: Database;
  let browser: Browser;
  let visitor: Page;
  const suite = {
    watch: new XssWatch(),
    stored: { values: 0, refusedLinks: 0 },
    site: (path = '/') => `http://demo.localhost:${suite.port}${path}`,
  } as XssSuite;

  suite.view = async (path, label) => {
    await suite.visitorContext.clearCookies();
    const response = await visitor.goto(suite.site(path), { waitUntil: 'load' });
    expect(response?.status(), `${label}: ${path}`).toBeLessThan(500);
    await suite.watch.scan(visitor, label);
    return visitor.evaluate(() => document.body.textContent ?? '');
  };
  suite.openEditor = async (frameUrl = '/') => {
    const { editor } = suite;
    await editor.goto(suite.site(`/config/?frameUrl=${encodeURIComponent(frameUrl)}`), { waitUntil: 'load' });
    await editor.getByRole('heading', { name: 'Pages' }).waitFor();
    await editor.frameLocator('iframe').first().locator('body').waitFor();
  };

  beforeAll(async () => {
    database = await openTestDatabase(process.env.E2E_DATABASE_URL ?? null);
    const config = {
      ...loadConfig({}),
      secret: 'e2e-secret',
      dataDir: '/nonexistent',
      limits: { ...DEFAULT_LIMITS, pagesPerSite: 250, sitesPerOwner: 250 },
    };
    suite.app = await buildApp({ config, database });
    await seedDemo(suite.app);
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    suite.port = (suite.app.server.address() as AddressInfo).port;
    suite.owner = new TestClient(suite.app, 'demo.localhost');
    expect((await suite.owner.signIn(config.demoOwnerEmail, config.demoOwnerPassword)).statusCode).toBe(200);
    suite.home = new TestClient(suite.app, 'localhost');
    expect((await suite.home.signIn(config.demoOwnerEmail, config.demoOwnerPassword)).statusCode).toBe(200);

    browser = await launchBrowser();
    suite.visitorContext = await browser.newContext();
    await suite.watch.attach(suite.visitorContext);
    visitor = await suite.visitorContext.newPage();
    const ownerContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await suite.watch.attach(ownerContext);
    suite.editor = await ownerContext.newPage();
    await suite.editor.goto(suite.site('/config/'));
    await suite.editor.getByLabel('Email').fill(config.demoOwnerEmail);
    await suite.editor.getByLabel('Password').fill(config.demoOwnerPassword);
    await suite.editor.getByRole('button', { name: 'Sign in' }).click();
    await suite.editor.getByRole('heading', { name: 'Pages' }).waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await suite.app?.close();
    await database?.close();
  });

  return suite;
}

/**
 * The control: payloads written straight into a blank page run, and the watch reports each way
 * (a call of the marker, a dialog, markup that could run later). Run first in each file.
 */
export async function watchSeesOneRun(suite: XssSuite): Promise<void> {
  const { watch } = suite;
  expect(new Set(PAYLOADS.map((p) => p.text)).size).toBe(PAYLOADS.length);
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(500);
  const control = await suite.visitorContext.newPage();
  await control.setContent(
    '<img src=x onerror=__xss(-1)><script>alert(-2)</script><p onclick="__xss(-3)">x</p>',
  );
  await expect.poll(() => watch.executions.length).toBe(2);
  await watch.scan(control, 'control');
  expect(watch.dangerousMarkup).toHaveLength(2);
  await control.close();
  watch.executions.length = 0;
  watch.dangerousMarkup.length = 0;
  watch.views = 0;
}

/** The figures of the run: payloads, values stored, views rendered, executions found. */
export function report(suite: XssSuite, what: string): void {
  const { watch, stored } = suite;
  console.info(
    `XSS (${what}): ${PAYLOADS.length} payloads, ${stored.values} values stored (${stored.refusedLinks} script links refused), ${watch.views} views, ${watch.executions.length} executions`,
  );
}
