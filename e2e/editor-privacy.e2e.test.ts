import fs from 'node:fs';
import { sql } from 'kysely';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { bannerOf, freshVisitor, visit } from './support/consent';
import { openOwnerEditor, topBarAction } from './support/editor';
import { type RunningServer, startServer } from './support/server';

const TEXT = 'We count visits with our own cookies only, never with anyone else’s.';

/** The text of a file the page downloads when `link` is clicked. */
async function downloadText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return fs.readFileSync(await download.path(), 'utf8');
}

const classOf = (locator: Locator) => locator.getAttribute('class').then((value) => value ?? '');

describe('the owner sets up the cookie banner and reads the analytics', () => {
  let server: RunningServer;
  let browser: Browser;
  let editor: Page;
  let watch: { errors: string[] };
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ editor, site, watch } = await openOwnerEditor(browser, server, {
      ready: (p) => p.getByRole('button', { name: 'More', exact: true }).waitFor(),
    }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Page views the server has stored (the owner's own views are never stored). */
  const pageViewsStored = async () => {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from analytics_events where kind = 'page-view'`.execute(server.database.db);
    return Number(rows[0]!.n);
  };

  it('changes the banner in the Cookies panel, sees it in the live preview, and saves it', async () => {
    await topBarAction(editor, 'Cookies');
    const panel = editor.getByRole('dialog', { name: 'Cookies' });
    const preview = panel.getByRole('group', { name: 'Cookie banner preview' });
    await expect.poll(async () => classOf(preview)).toContain('--bar');

    // Beside the visitor's choice, the owner reads what European guidance asks of a banner.
    const choice = panel.getByRole('group', { name: 'Visitor choice' });
    const advice = 'refusing cookies should be as easy and as clear as accepting them';
    expect(await choice.getByLabel('Accept or decline').isChecked()).toBe(true);
    expect(await choice.innerText()).toContain(advice);
    await choice.getByLabel('Accept or close').check();
    await expect.poll(() => choice.innerText()).toContain('“Accept or decline” shows a Decline button');
    expect(await choice.innerText()).toContain(advice);

    await panel.getByLabel('Banner text').fill(TEXT);
    await choice.getByLabel('Accept or decline').check();
    await panel.getByRole('group', { name: 'Layout' }).getByLabel('Pop-up').check();
    await panel.getByRole('group', { name: 'Position' }).getByLabel('Bottom left').check();
    await panel.getByRole('group', { name: 'Button style' }).getByLabel('Button').check();
    await panel.getByRole('group', { name: 'Theme' }).getByLabel('Light').check();

    // The preview follows every change before anything is saved.
    await expect.poll(() => preview.innerText()).toContain(TEXT);
    const look = await classOf(preview);
    for (const part of ['--popup', '--bottom-left', '--light', '--cta-button']) expect(look).toContain(part);
    expect(await preview.getByRole('button').allInnerTexts()).toEqual(['Accept', 'Decline']);
    await screenshot(editor, 'editor-cookies');

    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Discard changes' }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(watch.errors).toEqual([]);
  });

  it('shows a new visitor that banner; accepting is kept in the consent log the owner exports', async () => {
    const { context: visitorContext, page } = await freshVisitor(browser);
    await visit(page, `${site}/`);
    const banner = bannerOf(page);
    await expect.poll(() => banner.innerText()).toContain(TEXT);
    const look = await classOf(banner);
    for (const part of ['--popup', '--bottom-left', '--light']) expect(look).toContain(part);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // Each page view is stored before the visitor moves on, and the last before the profile closes
    // (closing it ends whatever it still had under way, so the dashboard below would miss it).
    await expect.poll(pageViewsStored).toBe(1);
    await visit(page, `${site}/about`);
    await expect.poll(pageViewsStored).toBe(2);
    await visit(page, `${site}/contact`);
    await expect.poll(pageViewsStored).toBe(3);
    await visitorContext.close();

    await topBarAction(editor, 'Cookies');
    const panel = editor.getByRole('dialog', { name: 'Cookies' });
    await panel.getByRole('tab', { name: 'Consent log' }).click();
    const log = panel.getByRole('table', { name: 'Cookie banner choices, newest first' });
    await expect.poll(() => log.getByRole('row', { name: /Accepted/ }).count()).toBe(1);
    await screenshot(editor, 'editor-consent-log');
    const csv = await downloadText(editor, panel.getByRole('link', { name: 'Export CSV' }));
    expect(csv).toMatch(/accepted/i);
    await panel.getByRole('button', { name: 'Close' }).click();
  });

  it('counts the visit on the Analytics dashboard, by range, with CSV export', async () => {
    await topBarAction(editor, 'Analytics');
    const panel = editor.getByRole('dialog', { name: 'Analytics' });
    const pageViews = panel.getByText('Page views', { exact: true }).first().locator('xpath=..');
    await expect.poll(() => pageViews.innerText()).toMatch(/\b3\b/);
    const topPages = panel.getByRole('region', { name: 'Top pages' });
    for (const path of ['/', '/about', '/contact']) {
      await expect.poll(() => topPages.getByText(path, { exact: true }).first().isVisible()).toBe(true);
    }
    await screenshot(editor, 'editor-analytics');

    const week = panel.getByRole('button', { name: 'Last 7 days' });
    await week.click();
    await expect.poll(() => week.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => pageViews.innerText()).toMatch(/\b3\b/);

    const csv = await downloadText(editor, topPages.getByRole('link', { name: /Export CSV/ }));
    expect(csv).toContain('Page,Views');
    expect(csv).toContain('/about,1');
    expect(watch.errors).toEqual([]);
  });
});
