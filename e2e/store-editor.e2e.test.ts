import { ContributorRole } from '@atelier/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, watchPage } from './support/browser';
import { fillCheckout, payWith } from './support/checkout';
import { useDemoSite } from './support/demo-suite';
import { contributorEditor, openStore, ownerEditor } from './support/editor';

const status = (scope: Locator | Page, text: string) =>
  expect.poll(() => scope.getByRole('status').filter({ hasText: text }).count()).toBeGreaterThan(0);

describe('the owner sets up the shop in the editor’s Store dialog', () => {
  const demo = useDemoSite({ signIn: true });
  let editor: Page;
  let store: Locator;
  let watch: { errors: string[] };

  beforeAll(async () => {
    editor = await ownerEditor(demo.browser, demo.server, demo.base);
    watch = watchPage(editor);
  });

  it('creates a product with options, variants and bulk prices, and a coupon', async () => {
    store = await openStore(editor, 'Products');
    await expect.poll(() => store.getByRole('button', { name: 'Espresso Cup', exact: true }).count()).toBe(1);
    await store.getByRole('button', { name: 'New product' }).click();
    const form = store.getByRole('form', { name: 'New product' });
    await form.getByLabel('Name', { exact: true }).fill('Field Notebook');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Stitched, 96 pages, for notes outdoors.');
    await form.getByLabel('URL slug').fill('field-notebook');
    await form.getByLabel('Tags').fill('paper, notes');
    await form.getByLabel('Categories').fill('Stationery');
    await form.getByLabel('Or an image address').fill('/assets/demo/studio.svg');
    await form.getByRole('button', { name: 'Add address' }).click();
    await form.getByLabel('Alt text of image 1').fill('A notebook on a desk');
    // A second image from the site's media library, through the same picker the Image block uses.
    await form.getByRole('button', { name: 'Add from media library' }).click();
    const picker = editor.getByRole('dialog', { name: 'Choose a file' });
    await picker.getByRole('list', { name: 'Files' }).getByRole('button').first().click();
    await picker.getByRole('button', { name: 'Use this file' }).click();
    await expect
      .poll(() => form.locator('.product-images__thumb').nth(1).getAttribute('src'))
      .toMatch(/^\/media\/[0-9a-f]+\/750\.webp$/);

    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByLabel('Option 1 name').fill('Size');
    await form.getByLabel('Option 1 values').fill('A5, A6');
    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByLabel('Option 2 name').fill('Paper');
    await form.getByLabel('Option 2 values').fill('Lined, Dotted');
    await expect
      .poll(() => form.getByRole('rowheader').allInnerTexts())
      .toEqual(['A5 / Lined', 'A5 / Dotted', 'A6 / Lined', 'A6 / Dotted']);

    // Bulk: every variant gets the price and the stock, then one is made cheaper.
    await form.getByLabel('Bulk price').fill('12.50');
    await form.getByRole('button', { name: 'Set price' }).click();
    await form.getByLabel('Bulk stock').fill('7');
    await form.getByRole('button', { name: 'Set stock' }).click();
    await form.getByLabel('Price of A6 / Dotted', { exact: true }).fill('9');
    // A variant's own image, under its details.
    await form.getByRole('button', { name: 'Details of A6 / Dotted' }).click();
    await form
      .getByRole('group', { name: 'Images of A6 / Dotted' })
      .getByRole('button', { name: 'Add from media library' })
      .click();
    await picker.getByRole('list', { name: 'Files' }).getByRole('button').first().click();
    await picker.getByRole('button', { name: 'Use this file' }).click();
    await form.getByLabel('length of A6 / Dotted in in').fill('8.3');
    expect(await form.getByLabel('Price of A5 / Lined', { exact: true }).inputValue()).toBe('12.50');
    expect(await form.getByLabel('Stock of A6 / Lined', { exact: true }).inputValue()).toBe('7');

    // A sale price above the price: the server's message names the variant.
    await form.getByLabel('Sale price of A5 / Lined').fill('15');
    await form.getByLabel('A5 / Lined on sale').check();
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toContain('Variant A5 / Lined, sale price: A sale price is below the price.');
    await form.getByLabel('Sale price of A5 / Lined').fill('10');

    // A category longer than 25 characters is named before anything is sent.
    await form.getByLabel('Categories').fill('Stationery, A very long category name here');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect.poll(() => form.getByRole('alert').innerText()).toContain('is longer than 25 characters');
    await form.getByLabel('Categories').fill('Stationery');

    await form.getByLabel('State', { exact: true }).selectOption('published');
    await form.getByRole('button', { name: 'Create product' }).click();
    const saved = store.getByRole('form', { name: 'Product Field Notebook' });
    await status(saved, 'Saved');
    // Generated SKUs fill the empty ones: 'SQ' and 7 digits.
    expect(await saved.getByLabel('SKU of A6 / Lined').inputValue()).toMatch(/^SQ\d{7}$/);
    // The details stay open across the save and show what the server kept.
    expect(await saved.getByLabel('length of A6 / Dotted in in').inputValue()).toBe('8.3');
    expect(await saved.getByRole('group', { name: 'Images of A6 / Dotted' }).locator('img').count()).toBe(1);
    await screenshot(editor, 'store-editor-product');

    await store.getByRole('tab', { name: 'Coupons' }).click();
    await store.getByRole('button', { name: 'New coupon' }).click();
    const coupon = store.getByRole('form', { name: 'New coupon' });
    await coupon.getByLabel('Code', { exact: true }).fill('notes10');
    await coupon.getByLabel('Discount', { exact: true }).selectOption({ label: 'Percentage off' });
    await coupon.getByLabel('Percentage', { exact: true }).fill('10');
    await coupon.getByLabel('Total uses').fill('50');
    await coupon.getByLabel('Uses per customer').fill('1');
    await coupon.getByRole('button', { name: 'Create coupon' }).click();
    await expect.poll(() => store.getByRole('rowheader', { name: /NOTES10/ }).count()).toBe(1);
    expect(await store.getByRole('row', { name: /NOTES10/ }).innerText()).toContain('10% off');

    // The list finds it by name and by type.
    await store.getByRole('tab', { name: 'Products' }).click();
    await store.getByLabel('Search products').fill('notebook');
    await expect.poll(() => store.getByRole('row').count()).toBe(2);
    expect(await store.getByRole('row', { name: /Field Notebook/ }).innerText()).toMatch(
      /Available[\s\S]*\$9\.00 – \$12\.50/,
    );
    await store.getByLabel('Type', { exact: true }).selectOption({ label: 'Digital' });
    await expect.poll(() => store.getByText('No product matches.').count()).toBe(1);
    await store.getByLabel('Type', { exact: true }).selectOption({ label: 'Physical' });

    // A duplicate starts hidden, and deleting it asks first.
    await store.getByRole('button', { name: 'Duplicate Field Notebook' }).click();
    const copy = store.getByRole('row', { name: /Field Notebook \(copy\)/ });
    await expect.poll(() => copy.count()).toBe(1);
    expect(await copy.innerText()).toContain('Hidden');
    await store.getByRole('button', { name: 'Delete Field Notebook (copy)' }).click();
    await store.getByRole('button', { name: 'Delete product' }).click();
    await expect.poll(() => copy.count()).toBe(0);
    await editor.getByRole('button', { name: 'Close' }).click();
  });

  it('attaches a file to a digital product from the media library, uploaded there, with its download terms', async () => {
    store = await openStore(editor, 'Products');
    // The demo's recipe book already sells a real file.
    await store.getByRole('button', { name: 'Glaze Recipe Book (PDF)', exact: true }).click();
    const book = store.getByRole('form', { name: 'Product Glaze Recipe Book (PDF)' });
    await expect
      .poll(() => book.locator('[data-digital-file]').textContent())
      .toMatch(/^Riverside Glaze Recipes\.pdf/);
    await book.getByRole('button', { name: '← All products' }).click();

    await store.getByRole('button', { name: 'New product' }).click();
    const form = store.getByRole('form', { name: 'New product' });
    await form.getByLabel('Product type').selectOption({ label: 'Digital' });
    await form.getByLabel('Name', { exact: true }).fill('Pattern Pack');
    expect(await form.locator('[data-digital-file-missing]').count()).toBe(1);
    await form.getByRole('button', { name: 'Choose a file' }).click();
    const picker = editor.getByRole('dialog', { name: 'Choose a file' });
    await picker.getByTestId('media-upload-input').setInputFiles({
      name: 'pattern-pack.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% pattern pack\n%%EOF\n'),
    });
    const uploaded = picker
      .getByRole('list', { name: 'Files' })
      .getByRole('button', { name: /pattern-pack\.pdf/ });
    await expect.poll(() => uploaded.count()).toBe(1);
    await uploaded.click();
    await picker.getByRole('button', { name: 'Use this file' }).click();
    await expect.poll(() => form.locator('[data-digital-file]').textContent()).toMatch(/^pattern-pack\.pdf/);
    await form.getByLabel('Downloads per link').fill('3');
    await form.getByLabel('Link lasts (days)').fill('14');
    await form.getByLabel('Price of Default', { exact: true }).fill('8');
    await form.getByRole('button', { name: 'Create product' }).click();
    const saved = store.getByRole('form', { name: 'Product Pattern Pack' });
    await expect.poll(() => saved.count()).toBe(1);
    await screenshot(editor, 'store-editor-digital-file');
    const list = (await editor.evaluate(() =>
      fetch('/api/config/store/products?q=pattern').then((r) => r.json()),
    )) as {
      products: { digitalFile: { fileName: string } | null; downloadLimit: number; downloadDays: number }[];
    };
    expect(list.products[0]).toMatchObject({
      digitalFile: { fileName: 'pattern-pack.pdf' },
      downloadLimit: 3,
      downloadDays: 14,
    });
    await saved.getByRole('button', { name: '← All products' }).click();
    await editor.getByRole('button', { name: 'Close' }).click();
  });

  it('lets a visitor see the product on the store page and buy it with the coupon', async () => {
    const page = await (await newContext(demo.browser)).newPage();
    await page.goto(`${demo.base}/store`);
    const item = page.locator('[data-product-item]', { hasText: 'Field Notebook' });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByRole('link').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Field Notebook');
    expect(await page.locator('img[src^="/media/"]').count()).toBeGreaterThan(0);
    await page.getByLabel('Size').selectOption('A6');
    await page.getByLabel('Paper').selectOption('Dotted');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByLabel('Coupon code').fill('NOTES10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Discount: -$0.90').count()).toBe(1);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await fillCheckout(page, 'reader@example.com', 'Mary Anning');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWith(page, '4242424242424242');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Order confirmed');
  });

  it('fulfils with a tracking number and refunds part and then the rest in the Orders section', async () => {
    store = await openStore(editor, 'Orders');
    await store.getByLabel('Search orders').fill('reader@example.com');
    const row = store.getByRole('row', { name: /reader@example\.com/ });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^#\d+$/ }).click();
    const order = store.getByRole('region', { name: /^Order #\d+$/ });
    await expect.poll(() => order.getByText('Field Notebook').count()).toBe(1);
    expect(await order.getByText('Mary Anning').count()).toBeGreaterThan(0);
    expect(await order.getByText('Discount (NOTES10)').count()).toBe(1);

    await order.getByLabel('Tracking number (optional)').fill('TRACK-77');
    await order.getByRole('button', { name: 'Mark fulfilled' }).click();
    await status(order, 'Marked fulfilled');
    expect(await order.innerText()).toContain('tracking TRACK-77');
    await screenshot(editor, 'store-editor-order');

    await order.getByLabel('Refund amount').fill('1.00');
    await order.getByRole('button', { name: 'Refund', exact: true }).click();
    await order.getByRole('button', { name: 'Confirm refund' }).click();
    await status(order, 'Refunded');
    await expect.poll(() => order.locator('.store-totals').innerText()).toContain('$1.00');
    // The rest: the field now offers what is left.
    await order.getByRole('button', { name: 'Refund', exact: true }).click();
    await order.getByRole('button', { name: 'Confirm refund' }).click();
    await expect.poll(() => order.getByRole('heading', { level: 3 }).innerText()).toContain('refunded');

    await store.getByRole('button', { name: '← All orders' }).click();
    await store.getByLabel('Status', { exact: true }).selectOption({ label: 'Paid' });
    await expect.poll(() => store.getByText('No orders match.').count()).toBe(1);
    await store.getByLabel('Status', { exact: true }).selectOption({ label: 'Refunded' });
    const csv = store.getByRole('link', { name: 'Export CSV' });
    await expect.poll(() => csv.getAttribute('href')).toContain('status=refunded');
    await expect.poll(() => store.getByRole('row').count()).toBe(2);
    expect(watch.errors.filter((e) => !/\b400\b/.test(e))).toEqual([]);
  });

  it('cancels an order awaiting payment and gives its stock back', async () => {
    const page = await (await newContext(demo.browser)).newPage();
    await page.goto(`${demo.base}/p/field-notebook`);
    await page.getByLabel('Size').selectOption('A6');
    await page.getByLabel('Paper').selectOption('Lined');
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await fillCheckout(page, 'hesitant@example.com', 'Ada Lovelace');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Pay /);

    store = await openStore(editor, 'Inventory');
    const stock = store.getByLabel('Stock of Field Notebook A6 / Lined');
    await expect.poll(() => stock.inputValue()).toBe('4');
    await store.getByRole('tab', { name: 'Orders' }).click();
    await store.getByLabel('Search orders').fill('hesitant@example.com');
    await store.getByLabel('Status', { exact: true }).selectOption({ label: 'Awaiting payment' });
    const row = store.getByRole('row', { name: /hesitant@example\.com.*pending/ });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^#\d+$/ }).click();
    const order = store.getByRole('region', { name: /^Order #\d+$/ });
    await order.getByRole('button', { name: 'Cancel order' }).click();
    await order.getByRole('button', { name: 'Confirm cancel' }).click();
    await status(order, 'Order cancelled; stock went back.');
    expect(await order.getByRole('heading', { level: 3 }).innerText()).toContain('cancelled');
    await store.getByRole('tab', { name: 'Inventory' }).click();
    await expect.poll(() => store.getByLabel('Stock of Field Notebook A6 / Lined').inputValue()).toBe('7');
  });

  it('marks low stock in Inventory and saves a stock figure edited in place', async () => {
    store = await openStore(editor, 'Inventory');
    const cell = store.getByLabel('Stock of Field Notebook A5 / Lined');
    await cell.fill('2');
    await cell.press('Enter');
    await status(store, 'Saved the stock of Field Notebook A5 / Lined.');
    await expect
      .poll(() => store.getByRole('row', { name: /Field Notebook A5 \/ Lined/ }).innerText())
      .toContain('Low stock');
    await editor.getByRole('button', { name: 'Close' }).click();
  });

  it('shows a viewer the store read-only, and lets a store manager change it', async () => {
    const viewer = await contributorEditor(demo, 'viewer@example.com', ContributorRole.viewer);
    const dialog = await openStore(viewer, 'Products');
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Field Notebook', exact: true }).count())
      .toBe(1);
    expect(await dialog.getByRole('note').innerText()).toBe(
      'Your role can look at the store but not change it.',
    );
    expect(await dialog.getByRole('button', { name: 'New product' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Field Notebook', exact: true }).click();
    await expect.poll(() => dialog.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save product' }).count()).toBe(0);
    // Orders are customers' data: a viewer is told so instead of seeing them or an error.
    await dialog.getByRole('tab', { name: 'Orders' }).click();
    await expect.poll(() => dialog.getByText('Your role cannot see this').count()).toBe(1);
    expect(await dialog.getByRole('alert').count()).toBe(0);

    const manager = await contributorEditor(demo, 'shop@example.com', ContributorRole.storeManager);
    const settings = await openStore(manager, 'Settings');
    await settings.getByLabel('Store email').fill('shop@example.com');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await status(settings, 'Saved');
  });
});
