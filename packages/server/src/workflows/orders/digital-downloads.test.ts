import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '#modules/media/content-disposition';
import { claimDownload } from '#modules/orders/order-downloads.queries';
import { downloadPath, orderStatusPath } from '#modules/orders/order-links';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createMediaTestApp, upload } from '#testing/media.test-support';
import { ownerWithSite, TEST_SECRET, type TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(40_000, 7), Buffer.from('\n%%EOF\n')]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

describeEachDatabase('digital products: signed, counted download links', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;
  let file: { id: string; url: string; fileName: string };
  const host = 'dl-alice.localhost';

  const uploadTo = async (client: TestClient, name: string, bytes: Buffer) => {
    const response = await upload(app, client, name, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().item as { id: string; url: string; fileName: string; kind: string };
  };
  const digitalProduct = async (client: TestClient, name: string, extra: Record<string, unknown> = {}) =>
    client.request('POST', '/api/config/store/products', {
      productType: 2,
      name,
      variants: [{ price: 1500 }],
      workflow: 'published',
      ...extra,
    });
  /** Buys one unit and returns the order id and its download links (from the order API). */
  const buy = async (variantId: string) => {
    const shopper = await new Shopper(app, host).start();
    expect((await shopper.add(variantId)).statusCode).toBe(200);
    const checkout = await shopper.checkout();
    expect(checkout.statusCode, checkout.body).toBe(201);
    const paid = await shopper.pay(checkout.json().redirectUrl);
    expect(paid.json().outcome, paid.body).toBe('paid');
    const orderId = checkout.json().order.id as string;
    const status = await shopper.request(
      'GET',
      `/api/commerce/${orderStatusPath(TEST_SECRET, orderId).slice(10)}`,
    );
    expect(status.statusCode, status.body).toBe(200);
    return {
      shopper,
      orderId,
      downloads: status.json().order.downloads as { url: string; downloadsLeft: number }[],
    };
  };

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current));
    alice = await ownerWithSite(app, 'dl-alice@example.com', 'dl-alice');
    bob = await ownerWithSite(app, 'dl-bob@example.com', 'dl-bob');
    file = await uploadTo(alice.site, 'Glaze Recipes (2nd ed.).pdf', PDF);
  });
  afterAll(() => close());

  it('attaches a library file to a digital product, and refuses another site’s file or a video', async () => {
    const made = await digitalProduct(alice.site, 'Glaze Book', { digitalFile: { mediaId: file.id } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().product.digitalFile).toMatchObject({
      mediaId: file.id,
      fileName: file.fileName,
      mimeType: 'application/pdf',
    });
    const zip = await uploadTo(alice.site, 'fonts.zip', ZIP);
    expect(zip.kind).toBe('document');
    expect(
      (await digitalProduct(alice.site, 'Font Pack', { digitalFile: { mediaId: zip.id } })).statusCode,
    ).toBe(201);
    // Tenancy: Bob cannot sell Alice's file, nor read or change her product.
    const foreign = await digitalProduct(bob.site, 'Stolen Book', { digitalFile: { mediaId: file.id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors?.digitalFile ?? foreign.body).toMatch(/media library/);
    const physical = await alice.site.request('POST', '/api/config/store/products', {
      productType: 1,
      name: 'Not digital',
      variants: [{ price: 100, qtyInStock: 1 }],
      digitalFile: { mediaId: file.id },
    });
    expect(physical.statusCode).toBe(400);
    const bad = await digitalProduct(alice.site, 'Bad terms', { downloadLimit: 0, downloadDays: 1000 });
    expect(bad.statusCode).toBe(400);
  });

  it('gives a paid order a link that streams the original file as an attachment, at most the limit', async () => {
    const made = await digitalProduct(alice.site, 'Three Downloads', {
      digitalFile: { mediaId: file.id },
      downloadLimit: 3,
    });
    const variantId = made.json().product.variants[0].id as string;
    const { shopper, orderId, downloads } = await buy(variantId);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.downloadsLeft).toBe(3);
    const link = downloads[0]!.url;
    // The order pages list the link; the confirmation mail carries it.
    const page = await shopper.request('GET', `${orderStatusPath(TEST_SECRET, orderId)}&placed=1`);
    expect(page.body).toContain('Your downloads');
    expect(page.body).toContain(link.replace(/&/g, '&amp;'));
    const mail = await app.db
      .selectFrom('mail_messages')
      .select('text')
      .where('kind', '=', 'order-confirmation')
      .where('text', 'like', `%${link.split('?')[0]}%`)
      .executeTakeFirst();
    expect(mail?.text).toContain(`http://${host}${link}`);

    for (let i = 0; i < 3; i++) {
      const got = await shopper.request('GET', link);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PDF)).toBe(true);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="Glaze Recipes (2nd ed.).pdf"; filename*=UTF-8''Glaze%20Recipes%20%282nd%20ed.%29.pdf`,
      );
      expect(got.headers['cache-control']).toBe('private, no-store');
    }
    const fourth = await shopper.request('GET', link);
    expect(fourth.statusCode).toBe(410);
    expect(fourth.body).toContain('data-download-refused="used_up"');
    expect(fourth.body).toContain('This download link has been used up');
  });

  it('sends the file under any name, never a 500', async () => {
    const own = await uploadTo(alice.site, 'レシピ集.pdf', Buffer.concat([PDF, Buffer.from('names')]));
    // Names outside Latin-1, and half a surrogate pair (JSON can carry one).
    for (const fileName of ['レシピ集.pdf', '🎨 patterns.pdf', '\udc00 odd.pdf']) {
      await alice.site.request('PATCH', `/api/config/media/${own.id}`, { fileName });
      const made = await digitalProduct(alice.site, `Named ${fileName.length}`, {
        digitalFile: { mediaId: own.id },
      });
      const { shopper, downloads } = await buy(made.json().product.variants[0].id);
      const got = await shopper.request('GET', downloads[0]!.url);
      expect(got.statusCode, fileName).toBe(200);
      expect(got.headers['content-disposition']).toBe(contentDisposition(fileName));
    }
  });

  it('answers a tampered, foreign-site, expired or refunded link with a clear 4xx page', async () => {
    const made = await digitalProduct(alice.site, 'Guarded Book', { digitalFile: { mediaId: file.id } });
    const variantId = made.json().product.variants[0].id as string;
    const { shopper, orderId, downloads } = await buy(variantId);
    const link = downloads[0]!.url;
    const id = link.split('/').pop()!.split('?')[0]!;

    const tampered = await shopper.request('GET', `${link.slice(0, -3)}abc`);
    expect(tampered.statusCode).toBe(403);
    expect(tampered.body).toContain('This download link is not valid');
    const noToken = await shopper.request('GET', `/commerce/downloads/${id}`);
    expect(noToken.statusCode).toBe(403);
    // The same signed link on another site's address names nothing there.
    const elsewhere = await bob.site.request('GET', link);
    expect(elsewhere.statusCode).toBe(404);

    // A link whose time ran out.
    await app.db
      .updateTable('order_downloads')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const expired = await shopper.request('GET', link);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This download link has expired');
    await app.db
      .updateTable('order_downloads')
      .set({ expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await shopper.request('GET', link)).statusCode).toBe(200);

    // A refund withdraws the links; the owner of another site cannot refund this order.
    const foreignRefund = await bob.site.request('POST', `/api/config/store/orders/${orderId}/refund`, {});
    expect(foreignRefund.statusCode).toBe(404);
    const refund = await alice.site.request('POST', `/api/config/store/orders/${orderId}/refund`, {});
    expect(refund.statusCode, refund.body).toBe(200);
    const revoked = await shopper.request('GET', link);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.body).toContain('This download is no longer available');
    const page = await shopper.request('GET', orderStatusPath(TEST_SECRET, orderId));
    expect(page.body).toContain('Withdrawn: the order was refunded or cancelled.');
    expect(page.body).not.toContain('data-download-link');
  });

  it('never serves the sold file publicly otherwise', async () => {
    const own = await uploadTo(alice.site, 'secret-pattern.pdf', Buffer.concat([PDF, Buffer.from('x')]));
    const before = await new Shopper(app, host).request('GET', own.url);
    expect(before.statusCode).toBe(200);
    await digitalProduct(alice.site, 'Secret Pattern', { digitalFile: { mediaId: own.id } });
    const after = await new Shopper(app, host).request('GET', own.url);
    expect(after.statusCode).toBe(404);
  });

  it('keeps a sold file for its buyers when the owner deletes it from the library', async () => {
    const own = await uploadTo(alice.site, 'kept-book.pdf', Buffer.concat([PDF, Buffer.from('kept')]));
    const made = await digitalProduct(alice.site, 'Kept Book', { digitalFile: { mediaId: own.id } });
    const { shopper, downloads } = await buy(made.json().product.variants[0].id);
    const removed = await alice.site.request('DELETE', `/api/config/media/${own.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ kept: true });
    const got = await shopper.request('GET', downloads[0]!.url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.subarray(-4).toString()).toBe('kept');
  });

  it('lets concurrent clicks take at most the limit (conditional update, several connections)', async () => {
    const made = await digitalProduct(alice.site, 'Race Book', {
      digitalFile: { mediaId: file.id },
      downloadLimit: 5,
    });
    const variantId = made.json().product.variants[0].id as string;
    const { downloads } = await buy(variantId);
    const id = downloads[0]!.url.split('/').pop()!.split('?')[0]!;
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 40 }, () => claimDownload(app.db, alice.siteId, id, now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(5);
    const row = await app.db
      .selectFrom('order_downloads')
      .select('downloads_used')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.downloads_used).toBe(5);
    // And through HTTP: every request after the limit is refused.
    const shopper = new Shopper(app, host);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => shopper.request('GET', downloadPath(TEST_SECRET, id))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(410));
  });

  describe('the store’s default terms', () => {
    it('uses 5 downloads within 7 days until the owner changes them', async () => {
      const settings = (await alice.site.request('GET', '/api/config/store/settings')).json().settings;
      expect(settings).toMatchObject({ downloadLimit: 5, downloadDays: 7 });
      const saved = await alice.site.request('PUT', '/api/config/store/settings', {
        ...settings,
        downloadLimit: 2,
        downloadDays: 3,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const made = await digitalProduct(alice.site, 'Default Terms', { digitalFile: { mediaId: file.id } });
      const { downloads } = await buy(made.json().product.variants[0].id);
      expect(downloads[0]).toMatchObject({ downloadsLeft: 2, downloadLimit: 2 });
      const days =
        (Date.parse((downloads[0] as unknown as { expiresAt: string }).expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(2.9);
      expect(days).toBeLessThanOrEqual(3);
      // Bob cannot read Alice's settings through his own site.
      expect(
        (await bob.site.request('GET', '/api/config/store/settings')).json().settings.downloadLimit,
      ).toBe(5);
    });
  });
});
