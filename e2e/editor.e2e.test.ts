import http from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { saved, signInEditor, topBarAction } from './support/editor';
import { publishWholeSite } from './support/publish';
import { type RunningServer, startServer } from './support/server';

/** The text of the published page a visitor without a session gets. */
async function publicText(browser: Browser, url: string): Promise<string> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const text = await page.locator('main').innerText();
  await context.close();
  return text;
}

describe('the editor', () => {
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
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs the owner in and shows the live site in a frame', async () => {
    await signInEditor(editor, site, server.ownerEmail, server.ownerPassword, () => Promise.resolve());
    const pages = editor.getByTestId('pages-list');
    for (const title of ['Home', 'About', 'Contact']) {
      await expect.poll(() => pages.getByRole('link', { name: new RegExp(`^${title}`) }).count()).toBe(1);
    }
    const frame = editor.frameLocator('[data-testid="site-frame"]');
    await expect
      .poll(() => frame.getByRole('heading', { level: 1 }).innerText())
      .toBe('Welcome to Riverside Studio');
    // The editor's address names the page in the frame.
    expect(new URL(editor.url()).searchParams.get('frameUrl')).toBe('/');
    await screenshot(editor, 'editor');
  });

  it('edits a heading and a rich-text block; visitors see them only once published', async () => {
    await editor.getByRole('button', { name: /^Heading Welcome to Riverside Studio/ }).click();
    await editor.getByLabel('Heading text').fill('Welcome to the new studio');
    await saved(editor);

    await editor.getByRole('button', { name: /^Text We design and make/ }).click();
    const text = editor.getByRole('textbox', { name: 'Text' });
    await text.click();
    await editor.keyboard.press('ControlOrMeta+End');
    await editor.keyboard.type(' Open every Saturday.');
    await saved(editor);

    // The frame shows the draft; the public page is unchanged until the owner publishes.
    const frame = editor.frameLocator('[data-testid="site-frame"]');
    await expect
      .poll(() => frame.getByRole('heading', { level: 1 }).innerText())
      .toBe('Welcome to the new studio');
    const before = await publicText(browser, `${site}/`);
    expect(before).toContain('Welcome to Riverside Studio');
    expect(before).not.toContain('Open every Saturday.');

    await publishWholeSite(editor);
    const after = await publicText(browser, `${site}/`);
    expect(after).toContain('Welcome to the new studio');
    expect(after).toContain('by the river. Open every Saturday.');
    expect(after).not.toContain('Welcome to Riverside Studio');
  });

  it('adds, moves and deletes blocks', async () => {
    const rows = editor.locator('.block-row__kind');
    const kinds = () => rows.allInnerTexts();
    const start = await kinds();

    // A new block goes after the selected one (the text block opened in the test before).
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Quote/ }).click();
    await saved(editor);
    const added = await kinds();
    expect(added.length).toBe(start.length + 1);
    const at = added.indexOf('Quote', start.indexOf('Text'));
    expect(at).toBe(start.indexOf('Text') + 1);
    await editor.getByLabel('Quote', { exact: true }).fill('Clay remembers everything.');
    await saved(editor);

    const quoteRow = editor.locator('.block-row', { hasText: 'Clay remembers everything.' });
    await quoteRow.getByRole('button', { name: 'Move block up' }).click();
    await saved(editor);
    expect((await kinds())[at - 1]).toBe('Quote');

    await publishWholeSite(editor);
    await expect
      .poll(async () => (await publicText(browser, `${site}/`)).includes('Clay remembers everything.'))
      .toBe(true);

    await quoteRow.getByRole('button', { name: 'Delete block' }).click();
    await saved(editor);
    expect(await kinds()).toEqual(start);
    await publishWholeSite(editor);
    await expect
      .poll(async () => (await publicText(browser, `${site}/`)).includes('Clay remembers everything.'))
      .toBe(false);
  });

  it('creates, renames, reorders and deletes pages', async () => {
    const pages = editor.getByTestId('pages-list');
    await editor.getByRole('button', { name: 'Add page' }).click();
    const form = editor.getByRole('form', { name: 'New page' });
    await form.getByLabel('Page title').fill('Diary');
    await form.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => pages.getByRole('link', { name: /^Diary/ }).count()).toBe(1);
    await expect.poll(() => new URL(editor.url()).searchParams.get('frameUrl')).toBe('/diary');
    // A new page is a draft: visitors get it once the owner publishes it.
    expect(await visitorStatus(browser, `${site}/diary`)).toBe(404);
    await publishWholeSite(editor);
    await expect.poll(() => visitorStatus(browser, `${site}/diary`)).toBe(200);

    await editor.getByRole('button', { name: 'Settings for Diary' }).click();
    const settings = editor.getByRole('form', { name: 'Settings for Diary' });
    await settings.getByLabel('Page title').fill('Studio diary');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => pages.getByRole('link', { name: /^Studio diary/ }).count()).toBe(1);

    const titles = () => pages.locator('.page-row__title').allInnerTexts();
    const order = await titles();
    const index = order.indexOf('Studio diary');
    await editor.getByRole('button', { name: 'Move Studio diary up' }).click();
    await expect.poll(async () => (await titles()).indexOf('Studio diary')).toBe(index - 1);
    // The order is stored: a reload shows it, and so does the site's navigation.
    await editor.reload();
    await expect.poll(async () => (await titles()).indexOf('Studio diary')).toBe(index - 1);
    const nav = await navigationOf(browser, `${site}/`);
    expect(nav.indexOf('Studio diary')).toBeLessThan(nav.indexOf(order[index - 1]!));

    await editor.getByRole('button', { name: 'Settings for Studio diary' }).click();
    await editor.getByRole('button', { name: 'Delete page' }).click();
    await editor.getByRole('button', { name: 'Delete permanently' }).click();
    await expect.poll(() => pages.getByRole('link', { name: /^Studio diary/ }).count()).toBe(0);
    await expect.poll(() => visitorStatus(browser, `${site}/diary`)).toBe(404);
  });

  it('adds a custom domain in the site settings, shows how to prove it, and serves it once verified', async () => {
    await topBarAction(editor, 'Site settings');
    const field = editor.getByLabel('Add a domain');
    await field.fill('not a domain');
    await editor.getByRole('button', { name: 'Add domain' }).click();
    await expect.poll(() => editor.getByText('Enter a domain name such as www.example.com.').count()).toBe(1);
    expect(await field.inputValue()).toBe('not a domain');
    // The refused request is the one failure this page should have logged.
    expect(watch.errors.filter((e) => !e.includes('400'))).toEqual([]);
    watch.errors.length = 0;

    await field.fill('https://WWW.Riverside.Example/');
    await field.press('Enter');
    const remove = editor.getByRole('button', { name: 'Remove www.riverside.example' });
    await expect.poll(() => remove.count()).toBe(1);
    expect(await field.inputValue()).toBe('');
    await expect.poll(() => editor.getByText('Not verified').count()).toBe(1);
    await expect.poll(() => editor.getByText('_atelier-verification.www.riverside.example').count()).toBe(1);
    await screenshot(editor, 'editor-site-settings');
    // Claimed but not proven: the domain serves nothing yet.
    expect((await getByHost(server.port, 'www.riverside.example')).status).toBe(404);
    await editor.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => editor.getByRole('alert').filter({ hasText: 'holds the code yet' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    watch.errors.length = 0;

    // As the verification would once the TXT record is published.
    await server.database.db
      .updateTable('domains')
      .set({ verified_at: new Date().toISOString() })
      .where('hostname', '=', 'www.riverside.example')
      .execute();
    await expect
      .poll(async () => (await getByHost(server.port, 'www.riverside.example')).status, { timeout: 10_000 })
      .toBe(200);
    expect((await getByHost(server.port, 'www.riverside.example')).body).toContain(
      'Welcome to the new studio',
    );

    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);
    expect((await getByHost(server.port, 'www.riverside.example')).status).toBe(404);
    await editor.getByRole('button', { name: 'Cancel' }).click();
  });

  it('toggles the full-screen preview with Escape, also from inside the site frame', async () => {
    await editor.locator('body').click({ position: { x: 5, y: 5 } });
    await editor.keyboard.press('Escape');
    const exit = editor.getByRole('button', { name: 'Exit preview' });
    await expect.poll(() => exit.count()).toBe(1);
    expect(await editor.getByTestId('pages-list').isVisible()).toBe(false);
    await screenshot(editor, 'editor-preview');

    // Escape pressed inside the frame reaches the editor through the site runtime.
    await editor.frameLocator('[data-testid="site-frame"]').locator('body').click();
    await editor.keyboard.press('Escape');
    await expect.poll(() => exit.count()).toBe(0);
    expect(await editor.getByTestId('pages-list').isVisible()).toBe(true);
    expect(watch.errors).toEqual([]);
  });
});

/** A request as a browser sends it to a domain whose DNS points at this server. */
function getByHost(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The status a visitor without a session gets for a page. */
async function visitorStatus(browser: Browser, url: string): Promise<number> {
  const context = await newContext(browser);
  const response = await (await context.newPage()).goto(url);
  await context.close();
  return response?.status() ?? 0;
}

async function navigationOf(browser: Browser, url: string): Promise<string[]> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(url);
  const items = await page.locator('header nav.site-nav a').allInnerTexts();
  await context.close();
  return items.map((item) => item.trim());
}
