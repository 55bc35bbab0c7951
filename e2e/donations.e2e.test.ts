import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { behaviourStarted, newContext, runtimeStarted, screenshot, watchPage } from './support/browser';
import { payWith } from './support/checkout';
import { saved, topBarAction } from './support/editor';
import { newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const OWNER = 'kiln-fund-owner@example.com';
const DONOR = 'donor@example.com';
const IDENTIFIER = 'donations-e2e';
const CAUSE = 'Community kiln fund';
const DONATION = '[data-block-type="52"]';

/** The receipt mails the SMTP server received for the donor. */
const receipts = (smtp: TestSmtpServer) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(DONOR) && mail.text.includes('Receipt number'));

/**
 * A new owner adds a Donation block to the About page from Add block, names its cause and publishes.
 * A visitor types an amount of their own, presses Space on the block's button (spec 000 §9), gives
 * their email on the donation checkout (page type 203), pays with the test card, lands on the
 * contribution confirmed page (204) and the numbered receipt arrives by mail. A visitor who tampers
 * with an amount is refused. The owner finds the donor and the total in Donations.
 */
describe('an owner adds a Donation block, a visitor gives and gets a receipt', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let editor: Page;
  let site: string;

  useOwnerWorld(IDENTIFIER, (world) => {
    ({ server, smtp, browser, site } = world);
  });

  it('signs up on the platform home and makes a site', async () => {
    editor = await (await newContext(browser)).newPage();
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Kiln Owner',
      email: OWNER,
      password: 'fire it up twice',
      title: 'Kiln Collective',
      identifier: IDENTIFIER,
    });
  });

  it('adds a Donation block to the About page from Add block, names its cause and publishes', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Donation/ });
    expect(await offer.innerText()).toContain('Gifts to a cause, with suggested amounts and a receipt');
    await offer.click();
    const panel = editor.locator('.donation-editor');
    await panel.waitFor(slow);
    await panel.getByRole('textbox', { name: 'Cause', exact: true }).fill(CAUSE);
    expect(await panel.getByLabel('Let donors give an amount of their own').isChecked()).toBe(true);
    await saved(editor);
    await screenshot(editor, 'donation-editor');
    await publishWholeSite(editor);
  });

  it('takes an amount of the visitor’s own, pays with the test card, confirms and mails the receipt', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const watch = watchPage(visitor);
    await visitor.goto(`${site}/about`);
    await runtimeStarted(visitor);
    await behaviourStarted(visitor, DONATION);
    const block = visitor.locator(DONATION);
    expect(await block.getByRole('heading', { name: CAUSE }).isVisible()).toBe(true);
    await block.getByLabel('Another amount').fill('42.50');
    // Typing an amount of one's own clears the suggested one.
    expect(await block.locator('input[name="amount"]:checked').count()).toBe(0);
    await block.getByLabel('Message (optional)').fill('For the new shelves');
    await block.getByRole('button', { name: 'Donate' }).focus();
    await visitor.keyboard.press('Space');
    await visitor.getByRole('heading', { name: `Donate to ${CAUSE}` }).waitFor(slow);
    expect(await visitor.locator('[data-donate-amount]').innerText()).toBe('$42.50');
    await visitor.getByLabel('Email for your receipt').fill(DONOR);
    await visitor.getByLabel('Your name (for the receipt)').fill('Ada Lovelace');
    await visitor.getByRole('button', { name: 'Continue to payment' }).click();
    await payWith(visitor, '4242424242424242');
    await visitor.getByRole('heading', { name: 'Thank you for your gift' }).waitFor(slow);
    expect(await visitor.locator('main').innerText()).toContain(
      `Your gift of $42.50 to ${CAUSE} has been received.`,
    );
    expect(await visitor.locator('[data-receipt-number]').getAttribute('data-receipt-number')).toBe('1');
    await screenshot(visitor, 'donation-confirmed');
    await expect.poll(() => receipts(smtp).length, slow).toBe(1);
    const receipt = receipts(smtp)[0]!;
    expect(receipt.text).toContain('Receipt number: 1');
    expect(receipt.text).toContain('Amount: $42.50');
    expect(watch.errors).toEqual([]);
  });

  it('refuses an amount tampered with outside the owner’s bounds', async () => {
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${site}/about`);
    await behaviourStarted(visitor, DONATION);
    // A suggested amount changed in the page to 1 cent: the server reads the bounds from the block.
    await visitor
      .locator(`${DONATION} input[name="amount"]`)
      .first()
      .evaluate((input) => {
        (input as HTMLInputElement).value = '1';
      });
    const answer = visitor.waitForResponse((response) => response.url().includes('/checkout/donate'));
    await visitor.locator(DONATION).getByRole('button', { name: 'Donate' }).click();
    expect((await answer).status()).toBe(400);
    await expect
      .poll(() => visitor.locator('main').innerText(), slow)
      .toContain('Give an amount from $5.00 to $1,000.00.');
  });

  it('shows the donor and the total in the owner’s Donations panel', async () => {
    await topBarAction(editor, 'Donations');
    const panel = editor.getByRole('dialog', { name: 'Donations' });
    await panel.locator(`[data-donor="${DONOR}"]`).waitFor(slow);
    expect(await panel.locator(`[data-donor="${DONOR}"]`).innerText()).toContain('$42.50');
    expect(await panel.locator('[data-donations-total]').innerText()).toContain(
      'All causes: $42.50 from 1 gift',
    );
    await screenshot(editor, 'donations-panel');
  });
});
