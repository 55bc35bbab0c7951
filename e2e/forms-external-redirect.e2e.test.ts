import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { formBlock, formIdOf, submissionsOf } from './support/forms';
import { signInOwner } from './support/owner';
import { publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

/**
 * A form whose success redirect leaves the site: the page's own policy allows forms to post only to
 * the site ('form-action self'), which a browser also applies to the redirect answering the post.
 */
describe('a form’s external success redirect without JavaScript', () => {
  let server: RunningServer;
  let elsewhere: http.Server;
  let elsewhereUrl: string;
  let browser: Browser;
  let ownerPage: Page;
  let base: string;
  const block = formBlock({
    title: 'Book a table',
    fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    postSubmit: { kind: 'redirect', url: 'http://127.0.0.1:1/placeholder' },
  });

  beforeAll(async () => {
    elsewhere = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Elsewhere</title><h1>Landed elsewhere</h1>');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/thanks?from=form`;
    block.settings.postSubmit = { kind: 'redirect', url: elsewhereUrl };
    server = await startServer();
    base = server.siteUrl('demo');
    browser = await launchBrowser();
    ownerPage = await signInOwner(await newContext(browser), server, base);
    await publishPageWithBlocks(ownerPage, 'book', 'Book', [block]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => elsewhere?.close(resolve));
  });

  it('takes the visitor to the target once the submission is stored', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`${base}/book`);
    await page.getByLabel('Email (required)').fill('guest@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(elsewhereUrl);
    expect(await page.locator('h1').textContent()).toBe('Landed elsewhere');
    expect(blocked).toEqual([]);
    expect(await submissionsOf(ownerPage, formIdOf(block))).toHaveLength(1);
    await context.close();
  });
});
