import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { signInEditor, topBarAction } from './support/editor';
import { type RunningServer, startServer } from './support/server';

async function visitorStatus(browser: Browser, url: string): Promise<number> {
  const context = await newContext(browser);
  const response = await (await context.newPage()).goto(url);
  await context.close();
  return response?.status() ?? 0;
}

describe('publishing the whole site', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let editor: Page;
  let watch: { errors: string[] };
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    context = await newContext(browser);
    editor = await context.newPage();
    watch = watchPage(editor);
    await signInEditor(editor, site, server.ownerEmail, server.ownerPassword);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const pages = () => editor.getByTestId('pages-list');
  const statusOf = (title: string) =>
    pages()
      .getByRole('link', { name: new RegExp(`^${title}`) })
      .getByTestId('publish-status')
      .innerText();

  async function addPage(title: string) {
    await editor.getByRole('button', { name: 'Add page' }).click();
    const form = editor.getByRole('form', { name: 'New page' });
    await form.getByLabel('Page title').fill(title);
    await form.getByRole('button', { name: 'Create page' }).click();
    await expect
      .poll(() =>
        pages()
          .getByRole('link', { name: new RegExp(`^${title}`) })
          .count(),
      )
      .toBe(1);
  }

  it('reviews the new pages and the menu, then makes every page and menu link work in one action', async () => {
    expect(await statusOf('About')).toBe('Published');
    await addPage('Services');
    await addPage('Team');
    await expect.poll(() => statusOf('Services')).toBe('Draft');
    expect(await visitorStatus(browser, `${site}/services`)).toBe(404);

    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Publish the site' });
    const review = dialog.getByTestId('publish-review');
    await review.waitFor();
    const text = await review.innerText();
    expect(text).toContain('New pages');
    expect(text).toContain('Services');
    expect(text).toContain('Team');
    // The demo's own pages (Work) come first, then the two new ones.
    expect(text).toContain('Services joins the menu.');
    const after = await dialog
      .getByRole('region', { name: 'After publishing' })
      .locator('.review__menu-title')
      .allInnerTexts();
    expect(after.join(' · ')).toMatch(/^Home · About · Contact · (?:[^·]+ · )*Services · Team$/);
    expect(await dialog.getByRole('button', { name: /^Publish only this page/ }).count()).toBe(1);
    await screenshot(editor, 'editor-publish-review');
    await dialog.getByRole('button', { name: 'Publish site' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => editor.getByText('Site published', { exact: true }).count()).toBe(1);
    await expect.poll(() => statusOf('Services')).toBe('Published');
    expect(await statusOf('Team')).toBe('Published');

    // A visitor: every page answers, and every menu link leads to a page.
    const visitorContext = await newContext(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${site}/`);
    const links = await visitor
      .locator('header nav.site-nav a')
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent?.trim() ?? '', (a as HTMLAnchorElement).href]),
      );
    // The header may carry the menu twice (wide and narrow screens); each entry counts once.
    const menu = [...new Map(links.map(([title, href]) => [title, href])).entries()];
    // The demo also links its Work page and its Shop; the two new pages are in the menu after them.
    expect(menu.map(([title]) => title)).toEqual(
      expect.arrayContaining(['Home', 'About', 'Contact', 'Services', 'Team']),
    );
    expect(menu.map(([title]) => title).slice(-2)).toEqual(['Services', 'Team']);
    // Every link works; the demo's Members' notes answers a visitor with its access screen (401).
    for (const [title, href] of menu)
      expect(await visitorStatus(browser, href!), title).toBe(title === 'Members’ notes' ? 401 : 200);
    await visitor.locator('header nav.site-nav a:visible', { hasText: 'Team' }).first().click();
    await expect.poll(() => new URL(visitor.url()).pathname).toBe('/team');
    await visitorContext.close();
  });

  it('marks a live page with a newer draft as Changes not published', async () => {
    await pages()
      .getByRole('link', { name: /^About/ })
      .click();
    await editor
      .getByRole('button', { name: /^Heading/ })
      .first()
      .click();
    await editor.getByLabel('Heading text').fill('About the people');
    await expect.poll(() => editor.getByTestId('save-status').innerText()).toBe('Saved');
    await expect.poll(() => statusOf('About')).toBe('Changes not published');
  });

  it('lists the publish history and restores an earlier version of the site', async () => {
    await topBarAction(editor, 'History');
    const dialog = editor.getByRole('dialog', { name: 'Publish history' });
    const first = dialog.getByTestId('site-version-1');
    await first.waitFor();
    await first.getByRole('button', { name: 'View' }).click();
    await expect.poll(() => first.getByRole('link').allInnerTexts()).toEqual(['Home', 'About', 'Contact']);
    await screenshot(editor, 'editor-publish-history');
    await first.getByRole('button', { name: 'Restore' }).click();
    await first.getByRole('button', { name: 'Restore version 1' }).click();
    await expect.poll(() => visitorStatus(browser, `${site}/services`)).toBe(404);
    expect(await visitorStatus(browser, `${site}/about`)).toBe(200);
    await expect.poll(() => dialog.getByTestId('site-version-3').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => statusOf('Services')).toBe('Draft');
    expect(watch.errors).toEqual([]);
  });
});
