import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { behaviourStarted, newContext, watchPage } from './support/browser';
import { fillCheckout, payWith } from './support/checkout';
import { openStore } from './support/editor';
import { linkFromMail, newOwnerSite, type OwnerWorld, useOwnerWorld } from './support/new-owner';
import { api } from './support/owner';

const slow = { timeout: 30_000 };
const OWNER = {
  displayName: 'Rhea Potter',
  email: 'rhea@example.com',
  password: 'kiln-and-glaze-42',
  title: 'Rhea Ceramics',
  identifier: 'rhea-ceramics',
};
const CUSTOMER = 'grace@example.com';

describe('product reviews', () => {
  let world: OwnerWorld;
  useOwnerWorld(OWNER.identifier, (w) => {
    world = w;
  });

  it('a customer follows the review request mail, is refused without stars, reviews, and the review shows once published', async () => {
    const editor = await (await newContext(world.browser)).newPage();
    await newOwnerSite(editor, world.server, world.smtp, OWNER);
    const site = world.site;
    // The owner's product and review settings (mail the request at once), through the owner API.
    const owner = await editor.context().newPage();
    await owner.goto(`${site}/config/`);
    const made = await api(owner, 'POST', '/api/config/store/products', {
      productType: 1,
      name: 'Speckled Mug',
      variants: [{ price: 2200, qtyInStock: 10, weight: 0.4 }],
      workflow: 'published',
    });
    expect(made.status).toBe(201);
    const product = (made.json as { product: { slug: string } }).product;
    const dialog = await openStore(editor, 'Reviews');
    await dialog.getByLabel('Ask for a review this many days after fulfilment').fill('0');
    await dialog.getByRole('button', { name: 'Save review settings' }).click();
    await expect
      .poll(async () => (await api(owner, 'GET', '/api/config/store/review-settings')).json, slow)
      .toMatchObject({ settings: { requestDelayDays: 0 } });
    // Closed: the editor's views load afresh when they open, as the owner opens Reviews later on.
    await editor.getByRole('button', { name: 'Close' }).click();

    // A customer buys it with the test card.
    const shop = await (await newContext(world.browser)).newPage();
    const errors = watchPage(shop);
    await shop.goto(`${site}/p/${product.slug}`);
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await shop.getByRole('link', { name: 'Checkout' }).click();
    await fillCheckout(shop, CUSTOMER, 'Grace Hopper');
    await shop.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => shop.getByRole('heading', { level: 1 }).textContent(), slow).toMatch(/^Pay \$/);
    await payWith(shop, '4242 4242 4242 4242');
    await expect
      .poll(() => shop.getByRole('heading', { level: 1 }).textContent(), slow)
      .toBe('Order confirmed');

    // The owner fulfils it; the review request arrives at the SMTP server.
    const orders = (await api(owner, 'GET', '/api/config/store/orders')).json as { orders: { id: string }[] };
    const fulfilled = await api(owner, 'POST', `/api/config/store/orders/${orders.orders[0]!.id}/fulfil`, {});
    expect(fulfilled.status).toBe(200);
    const link = await linkFromMail(world.smtp, CUSTOMER, /\/commerce\/reviews\//);
    const mail = world.smtp.received.find(
      (m) => m.envelopeTo.includes(CUSTOMER) && m.subject.includes('How was'),
    );
    expect(mail?.text).toContain('Speckled Mug');

    // Refused without stars, with the spec's message; then reviewed.
    await shop.goto(link);
    await behaviourStarted(shop, '[data-review-form]');
    const form = shop.locator('[data-review-form]');
    await form.getByLabel('Your review (optional)').fill('Keeps coffee hot, lovely speckles.');
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Please select a star rating (rating is required)');
    // Refused, the first star has the focus; the customer chooses five stars by keyboard.
    const fiveStars = form.getByRole('radio', { name: '5 stars' });
    await expect
      .poll(() =>
        form.getByRole('radio', { name: '1 star' }).evaluate((star) => star === document.activeElement),
      )
      .toBe(true);
    for (let press = 0; press < 4; press++) await shop.keyboard.press('ArrowRight');
    await expect.poll(() => fiveStars.isChecked()).toBe(true);
    // The message goes once a star is chosen (its emptied box is hidden).
    await expect.poll(() => form.locator('[data-review-problem]').textContent()).toBe('');
    await form.getByRole('button', { name: 'Send review' }).click();
    await shop.getByText('Thank you for your review of Speckled Mug.', { exact: false }).waitFor(slow);

    // Not shown until the owner publishes it from the Store panel.
    const productPage = async (page: Page) => {
      await page.goto(`${site}/p/${product.slug}`);
      return (await page.locator('main').textContent()) ?? '';
    };
    expect(await productPage(shop)).not.toContain('Keeps coffee hot');
    const reviews = await openStore(editor, 'Reviews');
    const item = reviews.getByRole('listitem', { name: 'Review of Speckled Mug' });
    await item.getByRole('button', { name: 'Publish' }).click();
    await item.locator('[data-review-status]').filter({ hasText: 'Published' }).waitFor(slow);
    await expect.poll(() => productPage(shop), slow).toContain('Keeps coffee hot, lovely speckles.');
    expect(await productPage(shop)).toContain('Grace H.');
    expect(errors.errors).toEqual([]);
  });
});
