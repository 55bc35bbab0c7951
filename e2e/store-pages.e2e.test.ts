import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { fillCheckout, payWith } from './support/checkout';
import { openStore, saved, siteFrame } from './support/editor';
import { chooseCookies } from './support/forms';
import { linkFromLog, type ServerProcess, startServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const EMAIL = 'store-pages-owner@example.com';
const PASSWORD = 'a shop of my own';
const IDENTIFIER = 'harbour-goods-e2e';

/** The product names a store page lists, in order. */
const listed = (page: Pick<Page, 'locator'> | FrameLocator) =>
  page.locator('[data-product-name]').allInnerTexts();

/** The rows of the order summary on the page, cell by cell. */
const summaryRows = (page: Page) =>
  page
    .locator('main table[data-order-summary] tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '').join(' | ')),
    );

/**
 * The candle ($24.00) sent express ($12.00; the template's $5.00 delivery is free only from $50.00)
 * to New York, taxed at the 8% the owner set there: $1.92, so $37.92 in all.
 */
const ROWS = [
  'Cedar & fig candle (example) × 1 | $24.00',
  'Subtotal | $24.00',
  'Shipping Express | $12.00',
  'Tax | $1.92',
  'Total | $37.92',
];

/**
 * A new owner's whole journey on a server started as `npm start` starts it, without mail: sign-up
 * with the link from the server's log, a site from the Shop template, everything else from the
 * editor (the template's store page and Product block, a second store page for one category, a
 * Product block added to the home page, express shipping and a tax rate, a product put on sale,
 * Publish), a visitor who sees the items, subtotal, shipping and tax before paying, and the owner
 * refunding part of the order.
 */
describe('an owner makes a store with store pages and Product blocks, sells and refunds', () => {
  let server: ServerProcess;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    site = server.siteUrl(IDENTIFIER);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs up with the link from the server’s log and makes a site from the Shop template', async () => {
    editor = await (await newContext(browser)).newPage();
    watch = watchPage(editor);
    await editor.goto(server.appUrl);
    await editor.getByRole('button', { name: 'Create an account' }).click();
    const signUp = editor.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Display name').fill('Harbour Owner');
    await signUp.getByLabel('Email').fill(EMAIL);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    // No mail server: the platform home says where the link is, and whoever runs the server finds it.
    await expect
      .poll(() => editor.getByRole('status').textContent(), slow)
      .toContain(`The confirmation link for ${EMAIL} is in the server's log`);
    await editor.goto(await linkFromLog(server, 'sign-up confirmation link', EMAIL));
    const signIn = editor.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(EMAIL);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await editor.getByRole('heading', { name: 'Your sites' }).waitFor();

    const create = editor.getByRole('form', { name: 'Create a site' });
    await create.getByLabel('Site title').fill('Harbour Goods');
    await create.getByLabel('Site address').fill(IDENTIFIER);
    await create.getByRole('radio', { name: /^Shop/ }).check();
    await create.getByRole('button', { name: 'Create site' }).click();
    await editor.getByRole('button', { name: 'Open editor for Harbour Goods' }).click();
    await editor.waitForURL(`${site}/config/?frameUrl=%2F`);
    await editor.getByTestId('pages-list').getByRole('link', { name: /^Shop/ }).waitFor();
  });

  it('shows the template’s store page and its Product block, the draft product marked for the owner', async () => {
    const frame = siteFrame(editor);
    // The home page's Product block shows the draft mug, with a note visitors never get.
    await expect
      .poll(() => frame.locator('[data-product-placeholder]').first().textContent())
      .toBe(
        'Only you see this: the product is a draft. Visitors see this block once you set the product to Published in Store.',
      );
    expect(await frame.getByRole('heading', { name: 'Stoneware mug (example)' }).count()).toBe(1);
    expect(await editor.getByTestId('pages-list').getByRole('link', { name: /^Shop/ }).innerText()).toContain(
      'Store',
    );

    await editor.getByTestId('pages-list').getByRole('link', { name: /^Shop/ }).click();
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe('Shop');
    await expect
      .poll(() => frame.locator('[data-product-name]').allInnerTexts())
      .toEqual([
        'Stoneware mug (example)',
        'Cedar & fig candle (example)',
        'Linen napkins, set of four (example)',
      ]);
    expect(await frame.locator('[data-unpublished]').count()).toBe(3);
    await screenshot(editor, 'store-pages-template-shop');
  });

  it('adds a second store page showing one category, from Add page and its settings', async () => {
    await editor.getByRole('button', { name: 'Add page' }).click();
    const form = editor.getByRole('form', { name: 'New page' });
    await form.getByRole('radio', { name: /^Store/ }).check();
    await form.getByLabel('Page title').fill('Candles');
    await screenshot(editor, 'store-pages-add-page');
    await form.getByRole('button', { name: 'Create store page' }).click();
    const row = editor.getByTestId('pages-list').getByRole('link', { name: /^Candles/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('/candles');

    await editor.getByRole('button', { name: 'Settings for Candles' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Page settings' });
    const products = dialog.getByTestId('store-page-settings');
    await products.getByRole('radio', { name: 'Products in some categories' }).check();
    await products.getByRole('checkbox', { name: 'Candles' }).check();
    await products.getByLabel('Sort products by').selectOption({ label: 'Name, A to Z' });
    await screenshot(editor, 'store-pages-settings');
    await dialog.getByRole('button', { name: 'Save page settings' }).click();
    await dialog.waitFor({ state: 'detached' });

    const frame = siteFrame(editor);
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe('Candles');
    await expect.poll(() => listed(frame)).toEqual(['Cedar & fig candle (example)']);
  });

  it('adds a Product block to the home page from Add block, picked by searching the store', async () => {
    await editor.getByTestId('pages-list').getByRole('link', { name: /^Home/ }).click();
    await expect
      .poll(() => siteFrame(editor).getByRole('heading', { level: 1 }).textContent())
      .toBe('New at Harbour Goods');
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Product/ }).click();
    await editor.getByLabel('Find a product').fill('candle');
    await editor.getByRole('button', { name: 'Choose Cedar & fig candle (example)' }).waitFor();
    await screenshot(editor, 'store-pages-product-picker');
    await editor.getByRole('button', { name: 'Choose Cedar & fig candle (example)' }).click();
    await saved(editor);
    const chosen = editor.getByTestId('chosen-product');
    await expect.poll(() => chosen.innerText()).toContain('Cedar & fig candle (example)');
    expect(await chosen.getByRole('note').innerText()).toContain('Visitors do not see this block yet');
    await expect
      .poll(() => siteFrame(editor).getByRole('heading', { name: 'Cedar & fig candle (example)' }).count())
      .toBe(1);
    await screenshot(editor, 'store-pages-product-block');
  });

  it('adds express shipping and New York’s tax in Store settings', async () => {
    const store = await openStore(editor, 'Settings');
    const zone = store.getByRole('group', { name: 'Everywhere', exact: true });
    await zone.getByRole('button', { name: 'Add rate to Everywhere' }).click();
    await store.getByLabel('Everywhere rate 2: name', { exact: true }).fill('Express');
    await store.getByLabel('Everywhere rate 2: price', { exact: true }).fill('12.00');
    await store.getByRole('button', { name: 'Add tax rate' }).click();
    await store.getByLabel('Country code of tax rate 1').fill('US');
    await store.getByLabel('Region code of tax rate 1').fill('NY');
    await store.getByLabel('Rate of tax rate 1 in percent').fill('8');
    await store.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => store.getByRole('status').filter({ hasText: 'Saved' }).count(), slow).toBe(1);
  });

  it('puts the candle on sale in Store, told it sells at once, and publishes the site, told again', async () => {
    const store = await openStore(editor, 'Products');
    await store.getByRole('button', { name: 'Cedar & fig candle (example)', exact: true }).click();
    const product = store.getByRole('form', { name: 'Product Cedar & fig candle (example)' });
    await product.getByLabel('State', { exact: true }).selectOption('published');
    await expect
      .poll(() => product.getByText('On sale as soon as you save', { exact: false }).count())
      .toBe(1);
    await product.getByRole('button', { name: 'Save product' }).click();
    await expect
      .poll(() => product.getByRole('status').filter({ hasText: 'Saved' }).count())
      .toBeGreaterThan(0);
    await editor.keyboard.press('Escape');
    await store.waitFor({ state: 'detached' });

    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Publish the site' });
    await dialog.getByTestId('publish-review').waitFor();
    expect(await dialog.getByRole('note').innerText()).toBe(
      'Products are not part of Publish: each goes on sale as soon as you mark it Published in Store.',
    );
    await dialog.getByRole('button', { name: 'Publish site' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => editor.getByText('Site published', { exact: true }).count()).toBe(1);
    expect(watch.errors).toEqual([]);
  });

  it('lets a visitor see both store pages and buy from the home page’s Product block, seeing what they pay first', async () => {
    const context = await newContext(browser);
    // The visitor answered the cookie banner before, so it covers none of the screenshots.
    await chooseCookies(context, site, false);
    const visitor = await context.newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.goto(`${site}/shop`);
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Shop');
    // Only what is on sale: the examples still drafts stay hidden.
    expect(await listed(visitor)).toEqual(['Cedar & fig candle (example)']);
    // The tab names the page and the site once.
    expect(await visitor.title()).toBe('Shop — Harbour Goods');
    expect(await visitor.locator('header a[href="/cart"]').count()).toBe(1);
    await visitor.getByRole('navigation').getByRole('link', { name: 'Candles' }).first().click();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Candles');
    expect(await listed(visitor)).toEqual(['Cedar & fig candle (example)']);
    expect(await visitor.title()).toBe('Candles — Harbour Goods');

    // The sitemap lists both store pages and the product on sale, not the drafts.
    const sitemap = await visitor.evaluate(() => fetch('/sitemap.xml').then((r) => r.text()));
    expect(sitemap).toContain(`${site}/shop</loc>`);
    expect(sitemap).toContain(`${site}/candles</loc>`);
    expect(sitemap).toContain('/p/cedar-fig-candle-example</loc>');
    expect(sitemap).not.toContain('/p/stoneware-mug-example');

    await visitor.goto(`${site}/`);
    const block = visitor
      .locator('[data-block-type="43"]')
      .filter({ hasText: 'Cedar & fig candle (example)' });
    expect(await block.getByRole('heading', { name: 'Cedar & fig candle (example)' }).count()).toBe(1);
    expect(await block.locator('[data-product-placeholder]').count()).toBe(0);
    // The template's mug is still a draft: its block shows visitors nothing.
    expect(await visitor.getByRole('heading', { name: 'Stoneware mug (example)' }).count()).toBe(0);
    await block.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Shopping Cart');
    await visitor.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');

    // Each way to ship with its price; the summary waits for the address for shipping and tax.
    const shipping = visitor.getByRole('group', { name: 'Shipping', exact: true });
    const standard = shipping.getByRole('radio', { name: 'Standard delivery (2–4 days) · $5.00' });
    const express = shipping.getByRole('radio', { name: 'Express · $12.00' });
    expect(await standard.isChecked()).toBe(true);
    expect(await express.isChecked()).toBe(false);
    expect(await summaryRows(visitor)).toEqual([ROWS[0], ROWS[1]]);
    await fillCheckout(visitor, 'ada@example.com', 'Ada Lovelace');
    await express.check();
    await visitor.getByRole('button', { name: 'Update shipping and tax' }).click();
    await expect.poll(() => summaryRows(visitor), slow).toEqual(ROWS);
    expect(await express.isChecked()).toBe(true);
    await screenshot(visitor, 'store-pages-checkout-summary');
    await visitor.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Pay $37.92');
    expect(await summaryRows(visitor)).toEqual(ROWS);
    await payWith(visitor, '4242424242424242');
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Order confirmed');
    expect(await summaryRows(visitor)).toEqual(ROWS);
    await screenshot(visitor, 'store-pages-order-confirmed');
    await visitor.getByRole('link', { name: 'View order status' }).click();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Order status');
    expect(await visitor.locator('[data-order-status]').textContent()).toBe('Paid');
    expect(visitorWatch.errors).toEqual([]);
    await context.close();
  });

  it('lets the owner refund part of the order: "Partially refunded", and how much is left', async () => {
    const store = await openStore(editor, 'Orders');
    const row = store.getByRole('row', { name: /ada@example\.com/ });
    await expect.poll(() => row.count(), slow).toBe(1);
    await row.getByRole('button', { name: /^#\d+$/ }).click();
    const order = store.getByRole('region', { name: /^Order #\d+$/ });
    const amount = order.getByLabel('Refund amount');
    await amount.waitFor(slow);
    const hint = order.getByText(/ left to refund /);
    expect(await hint.textContent()).toBe('Up to $37.92 left to refund (USD)');
    await amount.fill('10.00');
    await order.getByRole('button', { name: 'Refund', exact: true }).click();
    await order.getByRole('button', { name: 'Confirm refund' }).click();
    await expect
      .poll(() => order.getByRole('heading', { level: 3 }).innerText(), slow)
      .toContain('Partially refunded');
    await expect.poll(() => hint.textContent(), slow).toBe('Up to $27.92 left to refund (USD)');
    await screenshot(editor, 'store-pages-partly-refunded');
    await store.getByRole('button', { name: '← All orders' }).click();
    await expect.poll(() => row.getByText('Partially refunded', { exact: true }).count(), slow).toBe(1);
    expect(watch.errors).toEqual([]);
    // Nor did the server fail a request on the way (a store page once had a second answer, which
    // could end the server's process while its first was compressed).
    expect(server.logEntries().filter((entry) => entry.err !== undefined)).toEqual([]);
  });
});
