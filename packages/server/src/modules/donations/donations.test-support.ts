import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newId } from '#modules/forms/forms.test-support';
import type { TestClient } from '#testing/test-app';
import { CARDS, Shopper } from '#workflows/checkout/store.test-support';

/** A Donation block's settings as the editor makes them: amounts in USD cents. */
export const KILN_FUND = {
  cause: 'Community kiln fund',
  fund: 'Kiln repairs',
  description: 'Help us fire for everyone.',
  suggestedAmounts: [1000, 2500, 5000],
  allowCustomAmount: true,
  minAmount: 500,
  maxAmount: 100_000,
  currency: 'USD',
  frequency: 'one-time',
  allowMessage: true,
};

/** The owner adds a page holding one Donation block and publishes it; returns the block's id. */
export async function donationPage(
  owner: TestClient,
  slug: string,
  settings: Record<string, unknown> = KILN_FUND,
  publish = true,
): Promise<{ blockId: string; pageId: string }> {
  const created = await owner.request('POST', '/api/config/pages', { title: `Page ${slug}`, slug });
  expect(created.statusCode, created.body).toBe(201);
  const pageId = created.json().page.id as string;
  const draft = (await owner.request('GET', `/api/config/pages/${pageId}/draft`)).json();
  const blockId = newId();
  const saved = await owner.request('PUT', `/api/config/pages/${pageId}/draft`, {
    document: { sections: [{ id: newId(), blocks: [{ id: blockId, type: 52, settings }] }] },
    revision: draft.revision,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (publish) {
    const published = await owner.request('POST', `/api/config/pages/${pageId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
  }
  return { blockId, pageId };
}

/** A visitor gives through the JSON checkout and pays with the test card; returns the order id. */
export async function give(
  app: FastifyInstance,
  host: string,
  blockId: string,
  body: Record<string, unknown>,
): Promise<string> {
  const donor = await new Shopper(app, host).start();
  const started = await donor.request('POST', `/api/commerce/donate?donatePageId=${blockId}`, {
    email: 'donor@example.com',
    ...body,
  });
  expect(started.statusCode, started.body).toBe(201);
  const paid = await donor.pay(started.json().redirectUrl, CARDS.ok);
  expect(paid.json().outcome, paid.body).toBe('paid');
  return started.json().donation.orderId as string;
}
