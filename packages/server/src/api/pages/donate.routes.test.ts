import { PageType } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import { donationPage, give, KILN_FUND } from '#modules/donations/donations.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { startSmtpServer, type TestSmtpServer, until } from '#platform/mail/smtp.test-support';
import { ownerWithSite, TEST_SECRET, TestClient } from '#testing/test-app';
import { CARDS, Shopper } from '#workflows/checkout/store.test-support';

const HOST = 'kiln-site.localhost';

describeEachDatabase('giving through a Donation block (spec 000 §2, page types 203 and 204)', (database) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let blockId = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const config = { ...loadConfig({}), secret: TEST_SECRET, dataDir: '/nonexistent', smtpUrl: smtp.url };
    app = await buildApp({ config, database: database.current });
    owner = await ownerWithSite(app, 'kiln-owner@example.com', 'kiln-site');
    ({ blockId } = await donationPage(owner.site, 'give'));
    const saved = await owner.site.request('PUT', '/api/config/donations/organisation', {
      name: 'Riverside Clay Cooperative',
      address: '12 Mill Lane, Riverside',
      taxNumber: 'CH-4471-22',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('shows the block on the published page as a form to its checkout', async () => {
    const page = await new TestClient(app, HOST).request('GET', '/give');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/checkout/donate?donatePageId=${blockId}"`);
    expect(page.body).toContain('data-behaviour="donation"');
  });

  it('shows the checkout (203) for the chosen amount, read against the published block', async () => {
    const visitor = new TestClient(app, HOST);
    const direct = await visitor.request('GET', `/checkout/donate?donatePageId=${blockId}`);
    expect(direct.statusCode).toBe(200);
    expect(direct.body).toContain('Donate to Community kiln fund');
    expect(direct.body).toContain(`"pageType":${PageType.donate}`);
    const chosen = await visitor.request(
      'POST',
      `/checkout/donate?donatePageId=${blockId}`,
      { amount: '2500', frequency: 'one-time', message: 'For the new shelves' },
      { form: true },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.body).toContain('$25.00');
    expect(chosen.body).toContain('For the new shelves');
  });

  it('refuses a tampered amount, naming the field, and a form that is not published', async () => {
    const visitor = await new Shopper(app, HOST).start();
    const ask = (body: Record<string, unknown>, id = blockId) =>
      visitor.request('POST', `/api/commerce/donate?donatePageId=${id}`, { email: 'a@example.com', ...body });
    const below = await ask({ amount: 100 });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toEqual({ amount: 'Give an amount from $5.00 to $1,000.00.' });
    const above = await ask({ customAmount: '1000.01' });
    expect(above.json().errors).toEqual({ customAmount: 'Give an amount from $5.00 to $1,000.00.' });
    expect((await ask({ amount: 2500.5 })).statusCode).toBe(400);
    expect((await ask({ customAmount: '12.345' })).json().errors.customAmount).toBe(
      'Use at most 2 digits after the point.',
    );
    expect((await ask({ amount: 2500, email: 'not an address' })).json().errors).toHaveProperty('email');
    expect((await ask({ amount: 2500 }, 'ffffffffffffffffffffffff')).statusCode).toBe(404);
    const draftOnly = await donationPage(owner.site, 'draft-gift', KILN_FUND, false);
    expect((await ask({ amount: 2500 }, draftOnly.blockId)).statusCode).toBe(404);
    // The HTML form says so on the checkout page, with the visitor's words kept.
    const form = await visitor.request(
      'POST',
      `/checkout/donate?donatePageId=${blockId}`,
      { step: 'pay', customAmount: '2', email: 'a@example.com' },
      { form: true },
    );
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('Give an amount from $5.00 to $1,000.00.');
    expect(await app.db.selectFrom('donations').selectAll().execute()).toEqual([]);
  });

  it('takes a custom amount, never shipped or taxed, confirms it (204) and mails a numbered receipt', async () => {
    const orderId = await give(app, HOST, blockId, {
      customAmount: '42.50',
      name: 'Ada Lovelace',
      message: 'Fire well!',
    });
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', total: 4250, tax: 0, shipping: 0, shipping_address: null });
    const donation = await app.db
      .selectFrom('donations')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(donation).toMatchObject({
      status: 'paid',
      receipt_number: 1,
      amount: 4250,
      currency: 'USD',
      cause: 'Community kiln fund',
      fund: 'Kiln repairs',
      donor_name: 'Ada Lovelace',
      message: 'Fire well!',
      frequency: 'one-time',
    });
    await until(() => smtp.received.some((m) => m.envelopeTo.includes('donor@example.com')), 'the receipt');
    const receipt = smtp.received.find((m) => m.envelopeTo.includes('donor@example.com'))!;
    expect(receipt.subject).toBe('Your donation receipt 1 (Riverside Clay Cooperative)');
    for (const words of [
      'Receipt number: 1',
      'Amount: $42.50',
      'Fund: Kiln repairs',
      'Riverside Clay Cooperative',
      '12 Mill Lane, Riverside',
      'Tax or charity number: CH-4471-22',
    ])
      expect(receipt.text).toContain(words);
    // The test card's form sends the donor to the order's page, which is the gift's confirmation.
    const donor = new TestClient(app, HOST);
    const status = await app.db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const { orderStatusPath } = await import('#modules/orders/order-links');
    const redirected = await donor.request('GET', orderStatusPath(TEST_SECRET, status.id));
    expect(redirected.statusCode).toBe(303);
    const confirmed = await donor.request('GET', redirected.headers.location as string);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Thank you for your gift');
    expect(confirmed.body).toContain('Your gift of $42.50 to Community kiln fund has been received.');
    expect(confirmed.body).toContain(`"pageType":${PageType.contributionConfirmed}`);
    expect((await donor.request('GET', `/checkout/donate/confirmed/${orderId}?token=wrong`)).statusCode).toBe(
      404,
    );
  });

  it('pays by the HTML forms from the block to the card form', async () => {
    const visitor = await new Shopper(app, HOST).start();
    const started = await visitor.request(
      'POST',
      `/checkout/donate?donatePageId=${blockId}`,
      { step: 'pay', amount: '1000', email: 'grace@example.com', name: 'Grace' },
      { form: true },
    );
    expect(started.statusCode, started.body).toBe(303);
    const paid = await visitor.pay(`http://${HOST}${started.headers.location}`, CARDS.ok);
    expect(paid.json()).toMatchObject({ outcome: 'paid' });
    const row = await app.db
      .selectFrom('donations')
      .selectAll()
      .where('email', '=', 'grace@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', receipt_number: 2, amount: 1000 });
  });
});

describe('donation receipts numbered under concurrency', () => {
  describeEachDatabase('parallel donations', (database) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const config = { ...loadConfig({}), secret: TEST_SECRET, dataDir: '/nonexistent' };
      app = await buildApp({ config, database: database.current });
    });
    afterAll(() => app.close());

    it('gives each paid donation the next receipt number: no gap, no duplicate', async () => {
      const owner = await ownerWithSite(app, 'race-owner@example.com', 'race-site');
      const { blockId } = await donationPage(owner.site, 'give');
      const count = 16;
      await Promise.all(
        Array.from({ length: count }, (_, i) =>
          give(app, 'race-site.localhost', blockId, { amount: [1000, 2500, 5000][i % 3] }),
        ),
      );
      const numbers = (
        await app.db.selectFrom('donations').select('receipt_number').where('status', '=', 'paid').execute()
      )
        .map((r) => r.receipt_number)
        .sort((a, b) => (a ?? 0) - (b ?? 0));
      expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    });
  });
});
