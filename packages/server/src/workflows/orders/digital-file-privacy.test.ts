import { IMAGE_LOADER } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusPath } from '#modules/orders/order-links';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createMediaTestApp, png, upload } from '#testing/media.test-support';
import { getOverSocket } from '#testing/socket-get';
import { ownerWithSite, TEST_SECRET, type TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

interface Item {
  id: string;
  url: string;
  fileName: string;
}

const FORMATS = ['avif', 'webp', 'jpeg', 'png'];
const hashOf = (item: Item) => item.url.split('/')[2] as string;

/** Every address a visitor could try for an image's bytes: each derived copy, and the original. */
const publicAddresses = (item: Item) => [
  ...IMAGE_LOADER.widths.flatMap((width) => FORMATS.map((format) => `${item.url}${width}.${format}`)),
  `/s/${hashOf(item)}/${item.fileName}`,
];

describeEachDatabase('a file a digital product sells is never public', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port = 0;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let artwork: Item;
  let productId = '';
  let variantId = '';
  let bytes: Buffer;
  const host = 'sold-media.localhost';

  const visit = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { host, ...headers } });
  /** Over a real socket: the hot responder answers before the framework for images served before. */
  const fromServer = (url: string) => getOverSocket(port, url, { host });

  async function expectNothingPublic(item: Item) {
    for (const url of publicAddresses(item)) {
      expect((await visit(url)).statusCode, url).toBe(404);
      expect((await visit(url, {}, 'HEAD')).statusCode, `HEAD ${url}`).toBe(404);
    }
    // Byte ranges (video seeking) and the hot path answer the same.
    expect((await visit(`/s/${hashOf(item)}/x.png`, { range: 'bytes=0-9' })).statusCode).toBe(404);
    expect((await fromServer(`${item.url}2500.png`)).status).toBe(404);
    expect((await fromServer(`${item.url}300.webp`)).status).toBe(404);
  }

  const digitalProduct = (client: TestClient, mediaId: string, name: string) =>
    client.request('POST', '/api/config/store/products', {
      productType: 2,
      name,
      variants: [{ price: 900 }],
      workflow: 'published',
      digitalFile: { mediaId },
    });

  async function publishImagePage(mediaId: string) {
    const created = await owner.site.request('POST', '/api/config/pages', { title: `Shows ${mediaId}` });
    const page = created.json().page as { id: string };
    const draft = (await owner.site.request('GET', `/api/config/pages/${page.id}/draft`)).json();
    const document = {
      sections: [
        { id: 'c'.repeat(24), blocks: [{ id: 'd'.repeat(24), type: 5, settings: { mediaId, alt: 'Art' } }] },
      ],
    };
    const saved = await owner.site.request('PUT', `/api/config/pages/${page.id}/draft`, {
      document,
      revision: draft.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await owner.site.request('POST', `/api/config/pages/${page.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
  }

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current));
    owner = await ownerWithSite(app, 'sold-media@example.com', 'sold-media');
    bytes = await png(1200, 800);
    const uploaded = await upload(app, owner.site, 'artwork.png', bytes);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    artwork = uploaded.json().item;
    // The owner serves originals of this image: before the sale, its lossless bytes are public.
    await owner.site.request('PATCH', `/api/config/media/${artwork.id}`, { serveOriginal: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => close());

  it('answers 404 on every public address, hot or not, once a digital product sells the file', async () => {
    const before = await visit(`${artwork.url}2500.png`);
    expect(before.statusCode).toBe(200);
    expect(await sharp(before.rawPayload).metadata()).toMatchObject({ width: 1200, height: 800 });
    expect((await visit(`/s/${hashOf(artwork)}/artwork.png`)).statusCode).toBe(200);
    // Served twice over the socket: the second answer comes from the hot responder.
    for (const url of [`${artwork.url}2500.png`, `${artwork.url}300.webp`]) {
      expect((await fromServer(url)).status).toBe(200);
      expect((await fromServer(url)).status).toBe(200);
    }

    const made = await digitalProduct(owner.site, artwork.id, 'Artwork (digital)');
    expect(made.statusCode, made.body).toBe(201);
    productId = made.json().product.id;
    variantId = made.json().product.variants[0].id;
    await expectNothingPublic(artwork);
    expect((await owner.site.request('GET', `/api/config/media/${artwork.id}/usage`)).json().public).toBe(
      false,
    );
  });

  it('still shows in the editor of its own site, privately', async () => {
    const own = await owner.site.request('GET', `${artwork.url}300.webp`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    // An account of another site is a visitor here.
    const stranger = await ownerWithSite(app, 'sold-media-other@example.com', 'sold-media-other');
    const elsewhere = await app.inject({
      method: 'GET',
      url: `${artwork.url}300.webp`,
      headers: { host, cookie: [...stranger.site.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('reaches a paying customer through the signed link only, and stays private after a refund', async () => {
    const shopper = await new Shopper(app, host).start();
    expect((await shopper.add(variantId)).statusCode).toBe(200);
    const checkout = await shopper.checkout();
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect((await shopper.pay(checkout.json().redirectUrl)).json().outcome).toBe('paid');
    const orderId = checkout.json().order.id as string;
    const status = await shopper.request(
      'GET',
      `/api/commerce/${orderStatusPath(TEST_SECRET, orderId).slice(10)}`,
    );
    const link = status.json().order.downloads[0].url as string;
    const got = await shopper.request('GET', link);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    await expectNothingPublic(artwork);

    const refund = await owner.site.request('POST', `/api/config/store/orders/${orderId}/refund`, {});
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await shopper.request('GET', link)).statusCode).toBe(410);
    await expectNothingPublic(artwork);
  });

  it('is public again once the owner shows the same file on a published page', async () => {
    await publishImagePage(artwork.id);
    expect((await owner.site.request('GET', `/api/config/media/${artwork.id}/usage`)).json().public).toBe(
      true,
    );
    const derived = await visit(`${artwork.url}1000.webp`);
    expect(derived.statusCode).toBe(200);
    expect(derived.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fromServer(`${artwork.url}2500.png`)).status).toBe(200);
    expect((await fromServer(`${artwork.url}2500.png`)).status).toBe(200);
    // The product still sells it.
    expect(
      (await owner.site.request('GET', `/api/config/store/products/${productId}`)).json().product,
    ).toMatchObject({ digitalFile: { mediaId: artwork.id } });
  });

  describe('product pictures', () => {
    it('count as public once their product is live, not while it is a draft', async () => {
      const uploaded = await upload(app, owner.site, 'poster.png', await png(640, 480));
      const poster = uploaded.json().item as Item;
      expect((await digitalProduct(owner.site, poster.id, 'Poster (digital)')).statusCode).toBe(201);
      await expectNothingPublic(poster);
      const picture = { src: `${poster.url}1000.webp`, alt: 'Poster', mediaId: poster.id };
      const print = await owner.site.request('POST', '/api/config/store/products', {
        productType: 1,
        name: 'Poster print',
        variants: [{ price: 2500, qtyInStock: 3 }],
        images: [picture],
        workflow: 'draft',
      });
      expect(print.statusCode, print.body).toBe(201);
      await expectNothingPublic(poster);
      const product = print.json().product;
      const live = await owner.site.request('PUT', `/api/config/store/products/${product.id}`, {
        productType: 1,
        name: 'Poster print',
        variants: product.variants,
        images: [picture],
        workflow: 'published',
      });
      expect(live.statusCode, live.body).toBe(200);
      expect((await visit(`${poster.url}1000.webp`)).statusCode).toBe(200);
    });
  });
});
