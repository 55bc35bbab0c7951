import type { Page } from 'playwright-core';

/** Fills the checkout page's email and a US shipping address. */
export async function fillCheckout(page: Page, email = 'buyer@example.com', name = 'Grace Hopper') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State / province / region').fill('NY');
  await page.getByLabel('ZIP / postal code').fill('10001');
  await page.getByLabel('Country', { exact: true }).selectOption('US');
}

/** Pays on the built-in test card form with `number` (README: 4242… succeeds, 4000…0002 is declined). */
export async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
