import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { fillCheckout, payWith } from './support/checkout';
import { openStore } from './support/editor';
import { chooseCookies } from './support/forms';
import { api } from './support/owner';
import { type RunningServer, startServer } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = { name: 'Kit Maker', email: 'kit@example.com', password: 'kiln-and-clay-42' };
const SITE = { title: 'Kit Clay Shop', identifier: 'kit-clay-shop' };

/** Flat rates within the US, one for the rest of the world, and New York's tax (8.88%). */
const SHIPPING_AND_TAX = {
  shippingZones: [
    {
      id: 'us',
      name: 'United States',
      countries: ['US'],
      regions: [],
      rates: [
        { id: 'standard', name: 'Standard', kind: 'flat', amount: 600, freeOver: null, bands: [] },
        { id: 'express', name: 'Express', kind: 'flat', amount: 1800, freeOver: null, bands: [] },
      ],
    },
    {
      id: 'world',
      name: 'World',
      countries: ['*'],
      regions: [],
      rates: [{ id: 'world', name: 'International', kind: 'flat', amount: 2500, freeOver: null, bands: [] }],
    },
  ],
  taxRates: [{ country: 'US', region: 'NY', rate: 888 }],
};

/**
 * Two mugs at $17.00 sent express to New York: $34.00 + $18.00 shipping + 8.88% of $34.00 in tax
 * (301.92 cents: $3.02) = $55.02.
 */
const ROWS = [
  'Clay Mug × 2 | $34.00',
  'Subtotal | $34.00',
  'Shipping Express | $18.00',
  'Tax | $3.02',
  'Total | $55.02',
];

/** The rows of the order summary on the page, cell by cell. */
const summaryRows = (page: Page) =>
  page
    .locator('main table[data-order-summary] tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '').join(' | ')),
    );

/** Signs a new owner up on the platform home and creates a site from the Shop template. */
async function newShopOwner(server: RunningServer, page: Page): Promise<void> {
  await page.goto(server.appUrl);
  await page.getByRole('button', { name: 'Create an account' }).click(slow);
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Display name').fill(OWNER.name);
  await signUp.getByLabel('Email').fill(OWNER.email);
  await signUp.getByLabel('Password').fill(OWNER.password);
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  // The link comes by mail (kept in the outbox here, as without SMTP_URL).
  const link = async () => {
    const mail = await server.database.db
      .selectFrom('mail_messages')
      .select('text')
      .where('to', '=', OWNER.email)
      .where('kind', '=', 'account-verification')
      .executeTakeFirst();
    return mail?.text.match(/http:\/\/\S+\/api\/auth\/verify\?token=\S+/)?.[0];
  };
  await expect.poll(link, slow).toBeTruthy();
  await page.goto((await link())!);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(OWNER.email);
  await signIn.getByLabel('Password').fill(OWNER.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  const create = page.getByRole('form', { name: 'Create a site' });
  await create.getByLabel('Site title').fill(SITE.title, slow);
  await create.getByLabel('Site address').fill(SITE.identifier);
  await create.getByRole('radio', { name: /^Shop/ }).check();
  await create.getByRole('button', { name: 'Create site' }).click();
  // Into the new site's editor, signed in on the site's own host.
  await page.getByRole('button', { name: `Open editor for ${SITE.title}` }).click(slow);
  await page.waitForURL((url) => url.host === new URL(server.siteUrl(SITE.identifier)).host, slow);
  await page.getByRole('main', { name: 'Site preview' }).waitFor(slow);
}

/** The Pay button sits under the card fields, in the same column, at this window width. */
async function payButtonUnderFields(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const form = page.locator('form[data-test-card-form]');
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const cvc = await box(form.getByLabel('Security code'));
  const number = await box(form.getByLabel('Card number'));
  const button = await box(form.getByRole('button', { name: /^Pay / }));
  expect(button.y, `Pay button at ${width} px`).toBeGreaterThanOrEqual(cvc.y + cvc.height);
  expect(Math.abs(button.x - number.x), `Pay button's left edge at ${width} px`).toBeLessThan(24);
  await screenshot(page, `checkout-summary-pay-${width}`);
}

describe('a new owner’s shop tells the customer what they pay', () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;
  let owner: Page;
  let slug: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl(SITE.identifier);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a new owner makes a site from the Shop template, with shipping, tax and a product', async () => {
    owner = await (await newContext(browser)).newPage();
    await newShopOwner(server, owner);
    // The store's shipping, tax and a product of its own, through the editor's API.
    const settings = (await api(owner, 'GET', '/api/config/store/settings')).json as {
      settings: Record<string, unknown>;
    };
    const saved = await api(owner, 'PUT', '/api/config/store/settings', {
      ...settings.settings,
      ...SHIPPING_AND_TAX,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const made = await api(owner, 'POST', '/api/config/store/products', {
      productType: 1,
      name: 'Clay Mug',
      variants: [{ price: 1700, qtyInStock: 20, weight: 1 }],
      workflow: 'published',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    slug = (made.json as { product: { slug: string } }).product.slug;
  });

  it('shows shipping options with prices and the summary with tax before paying, then the order’s status link', async () => {
    const context = await newContext(browser);
    // The visitor answered the cookie banner before, so it covers none of the screenshots.
    await chooseCookies(context, site, false);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${site}/p/${slug}`);
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow)
      .toBe('Shopping Cart');
    expect(await page.locator('[data-cart-later]').textContent()).toBe(
      'Shipping and tax are calculated at checkout, from your address.',
    );
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();

    // The checkout: each shipping option with its price; shipping and tax wait for the address.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('Checkout');
    const shipping = page.getByRole('group', { name: 'Shipping', exact: true });
    expect(await shipping.getByRole('radio', { name: 'Standard · $6.00' }).isChecked()).toBe(true);
    expect(await shipping.getByRole('radio', { name: 'Express · $18.00' }).isChecked()).toBe(false);
    expect(await summaryRows(page)).toEqual(['Clay Mug × 2 | $34.00', 'Subtotal | $34.00']);
    expect(await page.locator('[data-summary-pending]').isVisible()).toBe(true);

    // With the address: shipping, tax and the total, still before paying.
    await fillCheckout(page, 'ada@example.com', 'Ada Lovelace');
    await shipping.getByRole('radio', { name: 'Express · $18.00' }).check();
    await page.getByRole('button', { name: 'Update shipping and tax' }).click();
    await expect.poll(() => summaryRows(page), slow).toEqual(ROWS);
    expect(await page.getByRole('radio', { name: 'Express · $18.00' }).isChecked()).toBe(true);
    expect(await page.getByLabel('City').inputValue()).toBe('New York');
    await screenshot(page, 'checkout-summary-checkout');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The test card form: the order line by line above the card fields and the Pay button.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('Pay $55.02');
    expect(await summaryRows(page)).toEqual(ROWS);
    for (const width of [390, 1024, 1440]) await payButtonUnderFields(page, width);
    await page.setViewportSize({ width: 1280, height: 900 });
    await payWith(page, '4242424242424242');

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow)
      .toBe('Order confirmed');
    expect(await summaryRows(page)).toEqual(ROWS);
    await screenshot(page, 'checkout-summary-confirmed');
    await page.getByRole('link', { name: 'View order status' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), slow).toBe('Order status');
    expect(new URL(page.url()).searchParams.has('placed')).toBe(false);
    expect(await page.locator('[data-order-status]').textContent()).toBe('Paid');
    expect(await summaryRows(page)).toEqual(ROWS);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('lets the owner refund part of it: "Partially refunded", and what is left to refund', async () => {
    const store = await openStore(owner, 'Orders');
    const row = store.getByRole('row', { name: /ada@example\.com/ });
    await expect.poll(() => row.count(), slow).toBe(1);
    expect(await row.getByText('paid', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: /^#\d+$/ }).click();
    const order = store.getByRole('region', { name: /^Order #\d+$/ });
    const amount = order.getByLabel('Refund amount');
    await amount.waitFor(slow);
    const hint = order.getByText(/ left to refund /);
    expect(await hint.textContent()).toBe('Up to $55.02 left to refund (USD)');

    await amount.fill('12.50');
    await order.getByRole('button', { name: 'Refund', exact: true }).click();
    await order.getByRole('button', { name: 'Confirm refund' }).click();
    await expect
      .poll(() => order.getByRole('heading', { level: 3 }).innerText(), slow)
      .toContain('Partially refunded');
    await expect.poll(() => hint.textContent(), slow).toBe('Up to $42.52 left to refund (USD)');
    await screenshot(owner, 'checkout-summary-partly-refunded');

    await store.getByRole('button', { name: '← All orders' }).click();
    await expect.poll(() => row.getByText('Partially refunded', { exact: true }).count(), slow).toBe(1);
  });
});
