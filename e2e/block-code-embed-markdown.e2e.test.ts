import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpServer, type TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, runtimeStarted, screenshot, watchPage } from './support/browser';
import { bannerButton } from './support/consent';
import { saved } from './support/editor';
import { newOwnerSite } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import { type ServerProcess, startServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'frames-owner@example.com';
const IDENTIFIER = 'code-embed-markdown-e2e';
const THIRD_PARTY = 'widgets.example.org';
const EMBED_CODE = `<iframe src="https://${THIRD_PARTY}/calendar?studio=7" title="Class calendar" allowfullscreen></iframe>`;
const MARKDOWN =
  '## Glaze days\n\nBring **your own** bowls. Read [the classes](/classes).\n\n- Tuesday\n- Saturday';
const RESERVED = 400;
/**
 * The Code block's HTML: a box of a known height, and a script that writes into its own document
 * what it could and could not reach.
 */
const CODE = `<div id="box" style="display: flow-root; height: 150px; margin: 0">
<p id="ran">not run</p><p id="parent">untried</p><p id="cookies">untried</p></div>
<script>
document.getElementById('ran').textContent = 'ran';
try { document.getElementById('parent').textContent = 'reached ' + parent.document.title; }
catch (error) { document.getElementById('parent').textContent = 'parent blocked'; }
try { document.getElementById('cookies').textContent = 'read: ' + document.cookie; }
catch (error) { document.getElementById('cookies').textContent = 'cookies blocked'; }
</script>`;

/** A local stand-in for another site: it answers any path with a small page, and counts requests. */
async function startThirdParty(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>calendar</title><p id="widget">Third-party calendar</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The third party's https host leads to the local stand-in (the page still sees its address). */
async function routeThirdParty(context: BrowserContext, target: string): Promise<void> {
  await context.route(new RegExp(`^https://${THIRD_PARTY.replace(/\./g, '\\.')}/`), async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${target}${url.pathname}${url.search}` }) });
  });
}

/** Adds a block from Add block and waits for its panel. */
async function addBlock(editor: Page, kind: string, panel: string) {
  await editor.getByRole('button', { name: 'Add block' }).click();
  await editor.getByRole('menuitem', { name: new RegExp(`^${kind}`) }).click();
  const form = editor.locator(panel);
  await form.waitFor(slow);
  return form;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * A new owner adds a Markdown, a Code and an Embed block to the About page from Add block and
 * publishes. A visitor reads the Markdown as formatted text; the Code block's script runs in its
 * frame, which fits its content, but reaches neither the page nor its cookies; the embed asks
 * nothing of its host until the visitor presses the button naming it. Without JavaScript the
 * Markdown and the embed's link still show, and at 390 px nothing is wider than the screen.
 */
describe('an owner adds Code, Embed and Markdown blocks, and a visitor sees them safely', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let thirdParty: Awaited<ReturnType<typeof startThirdParty>>;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [server, browser, thirdParty] = await Promise.all([
      startServerProcess({ SMTP_URL: smtp.url }),
      launchBrowser(),
      startThirdParty(),
    ]);
    site = server.siteUrl(IDENTIFIER);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
    await thirdParty?.close();
  });

  it('signs up on the platform home and makes a site', async () => {
    const context = await newContext(browser);
    await routeThirdParty(context, thirdParty.url);
    editor = await context.newPage();
    watch = watchPage(editor);
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Frames Owner',
      email: OWNER,
      password: 'frames and markdown',
      title: 'Clay Frames',
      identifier: IDENTIFIER,
    });
  });

  it('adds the three blocks to the About page from Add block, sets them and publishes', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offers = await editor.getByRole('menuitem').locator('.menu__label').allInnerTexts();
    expect(offers).toEqual(expect.arrayContaining(['Code', 'Embed', 'Markdown']));
    await editor.keyboard.press('Escape');

    const markdown = await addBlock(editor, 'Markdown', '.markdown-editor');
    await markdown.getByRole('textbox', { name: 'Markdown' }).fill(MARKDOWN);

    const code = await addBlock(editor, 'Code', '.code-editor');
    await code.getByRole('textbox', { name: 'HTML' }).fill(CODE);
    await code.getByRole('textbox', { name: 'Title for screen readers' }).fill('Studio notes');
    await code.getByRole('spinbutton', { name: 'Height before it loads (pixels)' }).fill(String(RESERVED));

    const embed = await addBlock(editor, 'Embed', '.embed-editor');
    const field = embed.getByRole('textbox', { name: 'Embed code or address' });
    await field.fill('<script src="https://widgets.example.org/all.js"></script>');
    await expect
      .poll(() => embed.getByText('An embed code with a script cannot run here', { exact: false }).count())
      .toBe(1);
    await field.fill(EMBED_CODE);
    await expect.poll(() => embed.getByText(`Shows ${THIRD_PARTY}`, { exact: false }).count()).toBe(1);
    await embed.getByRole('combobox', { name: 'Size' }).selectOption('4:3');
    await saved(editor);
    await screenshot(editor, 'block-code-embed-markdown-editor');
    await publishWholeSite(editor);
    // The editor's preview never asked the third party for anything either.
    expect(thirdParty.requests).toEqual([]);
  });

  it('shows the Markdown, runs the code in its frame only, and loads the embed after the click', async () => {
    const context = await newContext(browser);
    await routeThirdParty(context, thirdParty.url);
    await context.addCookies([{ name: 'visitor_secret', value: 'kept', url: site }]);
    const visitor = await context.newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);

    const text = visitor.locator('[data-block-type="44"]');
    expect(await text.getByRole('heading', { name: 'Glaze days' }).count()).toBe(1);
    expect(await text.locator('strong').innerText()).toBe('your own');
    expect(await text.getByRole('link', { name: 'the classes' }).getAttribute('href')).toBe('/classes');

    const frameElement = visitor.locator('iframe.block-code__frame');
    expect(await frameElement.getAttribute('title')).toBe('Studio notes');
    await frameElement.scrollIntoViewIfNeeded();
    const frame = visitor.frameLocator('iframe.block-code__frame');
    await expect.poll(() => frame.locator('#ran').innerText(), slow).toBe('ran');
    expect(await frame.locator('#parent').innerText()).toBe('parent blocked');
    expect(await frame.locator('#cookies').innerText()).toBe('cookies blocked');
    // The frame takes its content's height once its document says so.
    await expect
      .poll(() => frameElement.evaluate((element) => element.getBoundingClientRect().height), slow)
      .toBe(150);

    const box = visitor.locator('.block-embed__box');
    const show = box.getByRole('button', { name: `Show content from ${THIRD_PARTY}` });
    expect(await show.isVisible()).toBe(true);
    expect(await box.getByText(`This content comes from ${THIRD_PARTY}`, { exact: false }).isVisible()).toBe(
      true,
    );
    expect(thirdParty.requests).toEqual([]);
    // Declining cookies changes nothing: the button still decides.
    await bannerButton(visitor, 'Decline').click();
    await bannerButton(visitor, 'Decline').waitFor({ state: 'hidden' });
    expect(thirdParty.requests).toEqual([]);
    const before = await box.boundingBox();
    await show.click();
    const widget = visitor.frameLocator('iframe.block-embed__frame').locator('#widget');
    await expect.poll(() => widget.innerText(), slow).toBe('Third-party calendar');
    expect(thirdParty.requests).toEqual(['/calendar?studio=7']);
    const embedded = visitor.locator('iframe.block-embed__frame');
    expect(await embedded.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(await embedded.getAttribute('title')).toBe('Class calendar');
    // The box kept its size: nothing moved when the frame arrived.
    expect(await box.boundingBox()).toEqual(before);
    await screenshot(visitor, 'block-code-embed-markdown-visitor');
    expect(visitorWatch.errors).toEqual([]);

    await visitor.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflow(visitor)).toBeLessThanOrEqual(390);
    await screenshot(visitor, 'block-code-embed-markdown-phone');
    await context.close();
  });

  it('loads the embed at once for a visitor who accepts cookies on the banner', async () => {
    const context = await newContext(browser);
    await routeThirdParty(context, thirdParty.url);
    const visitor = await context.newPage();
    const asked = thirdParty.requests.length;
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    expect(await visitor.locator('iframe.block-embed__frame').count()).toBe(0);
    expect(thirdParty.requests).toHaveLength(asked);
    await bannerButton(visitor, 'Accept').click();
    const widget = visitor.frameLocator('iframe.block-embed__frame').locator('#widget');
    await expect.poll(() => widget.innerText(), slow).toBe('Third-party calendar');
    expect(thirdParty.requests).toHaveLength(asked + 1);
    // A later visit of the same visitor shows it without asking.
    await visitor.reload();
    await expect.poll(() => widget.innerText(), slow).toBe('Third-party calendar');
    await context.close();
  });

  it('shows the Markdown and the embed’s link without JavaScript, and fits a phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const visitor = await context.newPage();
    const asked = [...thirdParty.requests];
    await visitor.goto(`${site}/about`);
    expect(await visitor.getByRole('heading', { name: 'Glaze days' }).isVisible()).toBe(true);
    const link = visitor.getByRole('link', { name: `Show content from ${THIRD_PARTY}` });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(`https://${THIRD_PARTY}/calendar?studio=7`);
    expect(await visitor.locator('iframe.block-embed__frame').count()).toBe(0);
    // The Code block's frame keeps the height the owner reserved: no script sizes it.
    const code = visitor.locator('iframe.block-code__frame');
    expect(await code.evaluate((frame) => frame.getBoundingClientRect().height)).toBe(RESERVED);
    expect(await overflow(visitor)).toBeLessThanOrEqual(390);
    await screenshot(visitor, 'block-code-embed-markdown-no-script');
    await context.close();
    // Nothing more was asked of the third party: a link is only a link.
    expect(thirdParty.requests).toEqual(asked);
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
