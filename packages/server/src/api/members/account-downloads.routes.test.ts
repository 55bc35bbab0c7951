import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedMember } from '#modules/members/members.test-support';
import { downloadPath } from '#modules/orders/order-links';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createMediaTestApp, upload } from '#testing/media.test-support';
import { ownerWithSite, TEST_SECRET } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';
import { mainOf } from './account.test-support';

const HOST = 'library-a.localhost';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 7), Buffer.from('\n%%EOF\n')]);

describeEachDatabase('the account page: the digital files of a member’s paid orders', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let variantId = '';

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current));
    owner = await ownerWithSite(app, 'library-owner@example.com', 'library-a');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    const file = await upload(app, owner.site, 'Kiln Notes.pdf', PDF);
    expect(file.statusCode, file.body).toBe(201);
    const made = await owner.site.request('POST', '/api/config/store/products', {
      productType: 2,
      name: 'Kiln Notes',
      variants: [{ price: 900 }],
      workflow: 'published',
      digitalFile: { mediaId: file.json().item.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    variantId = made.json().product.variants[0].id;
  });
  afterAll(() => close());

  /** Buys the file with an address, as any shopper would (no account needed). */
  const buy = async (email: string) => {
    const shopper = await new Shopper(app, HOST).start();
    expect((await shopper.add(variantId)).statusCode).toBe(200);
    const checkout = await shopper.checkout({ email });
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect((await shopper.pay(checkout.json().redirectUrl)).json().outcome).toBe('paid');
    return checkout.json().order as { id: string; number: number };
  };
  const downloadOf = (orderId: string) =>
    app.db
      .selectFrom('order_downloads')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();

  it('lists each file with the link the order’s status page gives, and drops it once refunded', async () => {
    const order = await buy('reader@example.com');
    await buy('someone-else@example.com');
    const { client } = await confirmedMember(app, HOST, 'reader@example.com');
    const account = await client.request('GET', '/account');
    expect(account.headers['cache-control']).toBe('private, no-store');
    const section = mainOf(account.body).split('id="account-downloads"')[1]?.split('</section>')[0] ?? '';
    const href = downloadPath(TEST_SECRET, (await downloadOf(order.id)).id).replace(/&/g, '&amp;');
    expect(section).toContain(`Kiln Notes.pdf</span> · Order #${order.number}`);
    expect(section).toContain(`href="${href}"`);
    expect(section.match(/data-download-link/g)).toHaveLength(1);
    // The link gives the file.
    const got = await client.request('GET', href.replace(/&amp;/g, '&'));
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // A refund withdraws the order's files: the account no longer lists them.
    const refund = await owner.site.request('POST', `/api/config/store/orders/${order.id}/refund`, {});
    expect(refund.statusCode, refund.body).toBe(200);
    const after = mainOf((await client.request('GET', '/account')).body);
    expect(after).not.toContain('id="account-downloads"');
    expect(after).not.toContain('Kiln Notes.pdf');
  });
});
