import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { fillCheckout, payWith } from './support/checkout';
import { openStore, ownerEditor } from './support/editor';
import { api, signInOwner } from './support/owner';
import { type RunningServer, startServer } from './support/server';

const COOKIES_ALERT =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

describe('buying from the demo shop in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    base = server.siteUrl('demo');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists the store, shows a product, fills the cart and pays with the test card', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${base}/store`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shop');
    const lamp = page.locator('[data-product-item]', { hasText: 'Oak Table Lamp' });
    expect(await lamp.locator('[data-sold-out]').textContent()).toBe('Sold out');
    const bowl = page.locator('[data-product-item]', { hasText: 'Glazed Bowl' });
    expect(await bowl.locator('[data-on-sale]').textContent()).toBe('Sale');
    await page.getByRole('link', { name: 'Ceramics' }).click();
    expect(await page.locator('[data-product-item]').count()).toBe(2);

    await page.getByRole('link', { name: /Espresso Cup/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Espresso Cup');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Espresso Cup' });
    await page.getByLabel('Colour').selectOption('Speckled');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shopping Cart');
    expect(await page.locator('[data-cart-root]').count()).toBe(1);
    for (const label of ['Summary', 'Customers also bought']) {
      expect(await page.getByRole('heading', { name: label }).count()).toBe(1);
    }
    expect(await page.locator('[data-subtotal]').textContent()).toBe('$36.00');
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).count()).toBe(1);
    await screenshot(page, 'store-cart');
    await page.getByRole('link', { name: 'Checkout' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    await fillCheckout(page);
    await page.getByLabel('ZIP / postal code').fill('1000');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => page.getByText('Enter a 5-digit ZIP code.').count()).toBe(1);
    await page.getByLabel('ZIP / postal code').fill('10001');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Pay \$/);
    await payWith(page, '4000000000000002');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your card was declined.');
    await payWith(page, '4242424242424242');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Order confirmed');
    const number = await page.locator('[data-order-number]').textContent();
    expect(number).toMatch(/^#\d+$/);
    await screenshot(page, 'store-order-confirmed');
    // The status link can be reopened.
    await page.goto(page.url().replace('&placed=1', ''));
    expect(await page.locator('[data-order-status]').textContent()).toBe('Paid');
    expect(watch.errors.filter((e) => !/\b(400|402)\b/.test(e))).toEqual([]);
  });

  it('offers one picker per option: impossible choices disabled, sold out marked, price and keyboard follow', async () => {
    const page = await (await newContext(browser)).newPage();
    const watch = watchPage(page);
    await page.goto(`${base}/p/linen-apron`);
    const size = page.getByLabel('Size');
    const colour = page.getByLabel('Colour');
    const status = page.locator('[data-variant-status]');
    // The behaviour has run once the impossible L / Indigo is disabled for L.
    await size.selectOption('L');
    await expect.poll(() => colour.locator('option[value="Indigo"]').isDisabled()).toBe(true);
    await expect.poll(() => status.textContent()).toBe('L / Natural: $48.00');
    await size.selectOption('M');
    expect(await colour.locator('option[value="Natural"]').textContent()).toBe('Natural (Sold out)');
    await expect.poll(() => status.textContent()).toBe('M / Natural is sold out.');
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
    // By keyboard: the colour picker moves to Indigo, in stock, at its own price.
    await colour.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => colour.inputValue()).toBe('Indigo');
    await expect.poll(() => page.locator('[data-variant-price]').textContent()).toBe('$52.00');
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(false);
    expect(await page.locator('[data-description] li').count()).toBe(3);
    await screenshot(page, 'store-variant-pickers');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shopping Cart');
    expect(await page.locator('[data-cart-line]').textContent()).toContain('M / Indigo');
    expect(watch.errors).toEqual([]);
  });

  it('sells the demo’s digital product: pay with the test card, follow the link, get the file', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${base}/p/glaze-recipe-book-pdf`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    await page.getByLabel('Email').fill('reader@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Pay \$/);
    await payWith(page, '4242424242424242');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Order confirmed');
    const downloads = page.getByRole('region', { name: 'Your downloads' });
    expect(await downloads.locator('[data-download-state]').textContent()).toMatch(
      /^5 of 5 downloads left, until /,
    );
    await screenshot(page, 'store-digital-confirmed');
    const link = downloads.getByRole('link', { name: /^Download/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Riverside Glaze Recipes.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Glaze Recipe Book');
    // The order status page counts it; a tampered link gets a clear page.
    await page.reload();
    expect(await downloads.locator('[data-download-state]').textContent()).toMatch(/^4 of 5 downloads left/);
    const href = String(await link.getAttribute('href'));
    const tampered = await page.goto(`${base}${href.slice(0, -2)}xx`);
    expect(tampered?.status()).toBe(403);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'This download link is not valid',
    );
    await screenshot(page, 'store-download-refused');
  });

  it('features a product on the demo’s home page with the product block', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(base);
    const block = page.locator('[data-block-type="43"]');
    await expect.poll(() => block.getByRole('heading', { name: 'Glazed Bowl' }).count()).toBe(1);
    expect(await block.locator('[data-on-sale]').count()).toBe(1);
    await block.getByRole('link', { name: 'Choose options' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Glazed Bowl');
  });

  it('has the store page in the demo site’s navigation', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(base);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Shop' }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shop');
    expect(await page.locator('[data-product-item]').count()).toBe(8);
  });

  it('asks for cookies at /commerce/goto-checkout without a cart', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${base}/commerce/goto-checkout`);
    expect(await page.getByRole('alert').textContent()).toBe(COOKIES_ALERT);
  });

  it('sells the last unit to one of two shoppers racing for it', async () => {
    const owner = await signInOwner(await newContext(browser), server, base);
    const made = await api(owner, 'POST', '/api/config/store/products', {
      productType: 1,
      name: 'Last Vase',
      variants: [{ price: 9900, qtyInStock: 1 }],
      workflow: 'published',
    });
    expect(made.status).toBe(201);
    const shoppers = await Promise.all(
      [0, 1].map(async () => {
        const page = await (await newContext(browser)).newPage();
        await page.goto(`${base}/p/last-vase`);
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await page.getByRole('link', { name: 'Checkout' }).click();
        await fillCheckout(page);
        return page;
      }),
    );
    await Promise.all(
      shoppers.map((page) => page.getByRole('button', { name: 'Continue to payment' }).click()),
    );
    const headings = await Promise.all(
      shoppers.map(async (page) => {
        await page.waitForLoadState();
        return page.getByRole('heading', { level: 1 }).textContent();
      }),
    );
    expect(headings.filter((h) => h?.startsWith('Pay '))).toHaveLength(1);
    const loser = shoppers[headings.indexOf('Checkout')]!;
    expect(await loser.getByRole('alert').first().textContent()).toBe('Sold out: Last Vase is sold out.');
  });

  it('lets the owner fulfil with a tracking number and refund the order', async () => {
    const owner = await signInOwner(await newContext(browser), server, base);
    const list = (await api(owner, 'GET', '/api/config/store/orders')).json as {
      orders: { id: string; status: string }[];
    };
    const order = list.orders.find((o) => o.status === 'paid')!;
    const fulfilled = await api(owner, 'POST', `/api/config/store/orders/${order.id}/fulfil`, {
      trackingNumber: 'TRACK-42',
    });
    expect(fulfilled.json).toMatchObject({ order: { fulfilment: 'fulfilled', trackingNumber: 'TRACK-42' } });
    const partial = await api(owner, 'POST', `/api/config/store/orders/${order.id}/refund`, { amount: 100 });
    expect(partial.json).toMatchObject({ order: { status: 'paid', refunded: 100 } });
    const full = await api(owner, 'POST', `/api/config/store/orders/${order.id}/refund`, {});
    expect(full.json).toMatchObject({ order: { status: 'refunded' } });
  });

  it('shows the owner the orders and inventory in the editor’s Store panel', async () => {
    const editor = await ownerEditor(browser, server, base);
    const dialog = await openStore(editor, 'Orders');
    await expect.poll(() => dialog.getByRole('button', { name: /^#\d+$/ }).count()).toBeGreaterThan(0);
    await dialog
      .getByRole('button', { name: /^#\d+$/ })
      .first()
      .click();
    await expect.poll(() => dialog.getByRole('heading', { name: 'Timeline' }).count()).toBe(1);
    await dialog.getByRole('tab', { name: 'Inventory' }).click();
    await expect.poll(() => dialog.getByText('Low stock', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(editor, 'store-editor-inventory');
  });
});
