import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@atelier/server';
import { type AppConfig, loadConfig } from '@atelier/server/config/config';
import { openTestDatabase } from '@atelier/server/platform/db/test-databases';
import { ManualClock } from '@atelier/server/platform/jobs/job-clock';
import { startSmtpServer, type TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import { FsBlobStore } from '@atelier/server/platform/storage/fs-blob-store';
import { seedDemo } from '@atelier/server/seed/demo';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { newOwnerSite } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const HOUR = 3_600_000;
const IDENTIFIER = 'blog-e2e';
const TITLE = 'Kiln opening';

/**
 * The product's server in this process, on a real port, with its background jobs on a clock the
 * test moves (the scheduled post goes live when the clock reaches its time, not when a test waits).
 */
async function serverOnManualClock(smtp: TestSmtpServer, clock: ManualClock) {
  const database = await openTestDatabase(process.env.E2E_DATABASE_URL ?? null);
  const config: AppConfig = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    secret: 'e2e-secret',
    dataDir: '/nonexistent',
    smtpUrl: smtp.url,
  };
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-blog-'));
  const app = await buildApp({ config, database, blobs: new FsBlobStore(mediaDir), jobClock: clock });
  await seedDemo(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    appUrl: `http://localhost:${port}`,
    siteUrl: (identifier: string) => `http://${identifier}.localhost:${port}`,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new owner adds a Blog from Add page, publishes the site, and writes a post scheduled two hours
 * ahead in the blog's posts panel. Visitors see nothing of it until the job clock passes that time;
 * then it is on the list, in the RSS feed (fetched and parsed as XML), on its own page and in its
 * tag's archive.
 */
describe('an owner schedules a blog post and it goes live on the job clock', () => {
  let smtp: TestSmtpServer;
  let clock: ManualClock;
  let server: Awaited<ReturnType<typeof serverOnManualClock>>;
  let app: FastifyInstance;
  let browser: Browser;
  let editor: Page;
  let site: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    clock = new ManualClock(new Date());
    [server, browser] = await Promise.all([serverOnManualClock(smtp, clock), launchBrowser()]);
    app = server.app;
    site = server.siteUrl(IDENTIFIER);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it('signs up, makes a site and adds a Blog from Add page', async () => {
    editor = await (await newContext(browser)).newPage();
    await newOwnerSite(editor, server as unknown as ServerProcess, smtp, {
      displayName: 'Blog Owner',
      email: 'blog-owner@example.com',
      password: 'posts go live on time',
      title: 'Kiln Notes',
      identifier: IDENTIFIER,
    });
    await editor.getByRole('button', { name: 'Add page' }).click();
    const form = editor.getByRole('form', { name: 'New page' });
    await form.getByRole('radio', { name: /^Blog/ }).check();
    await form.getByLabel('Page title').fill('Journal');
    await form.getByRole('button', { name: 'Create blog' }).click();
    const row = editor.getByTestId('pages-list').getByRole('link', { name: /^Journal/ });
    await row.waitFor(slow);
    expect(await row.innerText()).toContain('/journal');
    await publishWholeSite(editor);
  });

  it('writes a post scheduled two hours ahead in the blog’s posts panel', async () => {
    await editor.getByRole('button', { name: 'Posts of Journal' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Posts of Journal' });
    await dialog.getByRole('button', { name: 'New post' }).click();
    const form = dialog.getByRole('form', { name: 'New post' });
    await form.getByLabel('Post title').fill(TITLE);
    await form.getByRole('textbox', { name: 'Body' }).click();
    await editor.keyboard.type('The big kiln is relined and fires again this week.');
    await form.getByLabel('Excerpt').fill('The big kiln fires again.');
    await form.getByLabel('Author', { exact: true }).fill('Mara Lind');
    await form.getByLabel('Tags').fill('Kiln, Studio');
    await form.getByLabel('Categories').fill('News');
    await form.getByLabel('Status').selectOption({ label: 'Scheduled' });
    // Two hours from now, in the browser's own time zone, as the date-time field takes it.
    const later = await editor.evaluate((hours) => {
      const at = new Date(Date.now() + hours * 3_600_000);
      return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    }, 2);
    await form.getByLabel('Goes live at').fill(later);
    await screenshot(editor, 'blog-post-form');
    await form.getByRole('button', { name: 'Create post' }).click();
    const posts = dialog.getByRole('table', { name: 'Posts' });
    await posts.waitFor(slow);
    const line = posts.getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => line.innerText(), slow).toContain('Scheduled');
    await screenshot(editor, 'blog-posts-panel');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('keeps the post off the site until the job clock reaches its time', async () => {
    // A visitor's browser on the site (it resolves the site's name; this process does not).
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${site}/journal`);
    const list = () => visitor.evaluate(async () => (await fetch('/journal', { cache: 'no-store' })).text());
    expect(await list()).not.toContain(TITLE);
    // An hour on, the post still waits; three hours on, the job has put it live.
    const moveClock = async (ms: number) => {
      await clock.advance(ms);
      await app.jobs.idle();
      // A run the clock overtook looked at the time it started: what is due now runs now.
      await app.jobs.tick();
    };
    await moveClock(HOUR);
    expect(await list()).not.toContain(TITLE);
    await moveClock(2 * HOUR);
    await expect.poll(list, slow).toContain(TITLE);
    await visitor.close();
  });

  it('shows the post in the list, the RSS feed, its own page and its tag’s archive', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const watch = watchPage(visitor);
    await visitor.goto(`${site}/journal`);
    const feedHref = await visitor
      .locator('head link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute('href');
    expect(feedHref).toBe(`${site}/journal/rss.xml`);
    // The feed, fetched and parsed as XML by the browser.
    const feed = await visitor.evaluate(async (url) => {
      const text = await (await fetch(url)).text();
      const xml = new DOMParser().parseFromString(text, 'application/xml');
      const channel = xml.querySelector('rss > channel');
      return {
        broken: xml.getElementsByTagName('parsererror').length > 0,
        version: xml.documentElement.getAttribute('version'),
        channelLink: channel?.querySelector(':scope > link')?.textContent,
        items: [...xml.querySelectorAll('channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          date: Date.parse(item.querySelector('pubDate')?.textContent ?? ''),
          categories: [...item.querySelectorAll('category')].map((c) => c.textContent),
        })),
      };
    }, feedHref!);
    expect(feed).toMatchObject({ broken: false, version: '2.0', channelLink: `${site}/journal` });
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({ title: TITLE, categories: ['News'] });
    expect(Number.isNaN(feed.items[0]!.date)).toBe(false);
    expect(feed.items[0]!.link).toMatch(new RegExp(`^${site}/journal/\\d{4}/\\d{2}/\\d{2}/kiln-opening$`));

    await visitor.getByRole('link', { name: TITLE, exact: true }).click();
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor(slow);
    expect(visitor.url()).toBe(feed.items[0]!.link);
    expect(await visitor.getByText('The big kiln is relined and fires again this week.').count()).toBe(1);
    const data = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.some((json) => JSON.parse(json)['@type'] === 'BlogPosting')).toBe(true);
    await screenshot(visitor, 'blog-post-page');

    await visitor.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Kiln' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Posts tagged “Kiln”' }).waitFor(slow);
    expect(await visitor.getByRole('link', { name: TITLE, exact: true }).count()).toBe(1);
    expect(watch.errors).toEqual([]);
  });
});
