import type { StoreSettings } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CatalogueErrors } from '#modules/catalogue/catalogue.errors';
import { productToJson, toInventoryRow } from '#modules/catalogue/catalogue.model';
import * as q from '#modules/catalogue/catalogue.queries';
import {
  CouponInput,
  ProductIdParams,
  ProductInput,
  ProductsQuery,
  StoreSettingsInput,
  VariantsPatch,
} from '#modules/catalogue/catalogue.schemas';
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  updateProduct,
} from '#modules/catalogue/catalogue.service';
import {
  couponById,
  couponToJson,
  createCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
} from '#modules/catalogue/coupons.service';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { patchVariants } from '#modules/catalogue/variants.service';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { storeMarkupChanged } from '#workflows/catalogue/store-markup.workflow';
import { saveStoreSettings } from '#workflows/catalogue/store-settings.workflow';

/** The owner's catalogue: products and variants, inventory, store settings and coupons. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'store'));
  const base = '/api/config/store';

  // A product, price or stock edit changes what the store and product pages show.
  app.addHook('onSend', async (request, reply, payload) => {
    const catalogueWrite =
      request.method !== 'GET' &&
      reply.statusCode < 400 &&
      /^\/api\/config\/store\/(products|variants)/.test(request.url);
    if (catalogueWrite && request.site) {
      await storeMarkupChanged(app.db, request.site.id);
      // A product may have a new go-live time: the store's clock looks again.
      app.storeClock?.rearm();
    }
    return payload;
  });

  // An id that is not one of ours cannot name anything: the same 404 as an unknown id.
  const idOf = (request: FastifyRequest, notFound: () => Error) => {
    const parsed = ProductIdParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data.id;
  };
  const productId = (request: FastifyRequest) => idOf(request, () => CatalogueErrors.productNotFound());

  // A page at a time by key: `next` asks for the following page; the first page also counts the
  // list (up to 1,000: `totalCapped` past that).
  app.get(`${base}/products`, async (request) => {
    const query = parseInput(ProductsQuery, request.query);
    const page = { cursor: query.cursor ?? null, offset: query.offset, limit: query.limit };
    const { products, next, count } = await q.listProducts(
      app.db,
      request.site!.id,
      query,
      page,
      !query.cursor,
    );
    return { products: products.map((p) => productToJson(p)), next, ...count };
  });

  app.post(`${base}/products`, async (request, reply) => {
    const input = parseInput(ProductInput, request.body);
    const product = await createProduct(app.db, request.site!.id, input);
    return reply.status(201).send({ product: productToJson(product) });
  });

  app.get(`${base}/products/:id`, async (request) => {
    const product = await q.productById(app.db, request.site!.id, productId(request));
    if (!product) throw CatalogueErrors.productNotFound();
    return { product: productToJson(product) };
  });

  app.put(`${base}/products/:id`, async (request) => {
    const id = productId(request);
    const input = parseInput(ProductInput, request.body);
    return { product: productToJson(await updateProduct(app.db, request.site!.id, id, input)) };
  });

  app.post(`${base}/products/:id/duplicate`, async (request, reply) => {
    const product = await duplicateProduct(app.db, request.site!.id, productId(request));
    return reply.status(201).send({ product: productToJson(product) });
  });

  app.delete(`${base}/products/:id`, async (request) => {
    await deleteProduct(app.db, request.site!.id, productId(request));
    return { ok: true };
  });

  app.get(`${base}/inventory`, async (request) => {
    const siteId = request.site!.id;
    const [products, settings] = await Promise.all([
      q.allProducts(app.db, siteId),
      readStoreSettings(app.db, siteId),
    ]);
    const rows = products.flatMap((p) =>
      p.variants.map((v) => toInventoryRow(p, v, settings.lowStockThreshold)),
    );
    return { inventory: rows, lowStockThreshold: settings.lowStockThreshold };
  });

  app.patch(`${base}/variants`, async (request) => {
    const input = parseInput(VariantsPatch, request.body);
    const variants = await patchVariants(app.db, request.site!.id, input.variants);
    return { variants };
  });

  app.get(`${base}/settings`, async (request) => ({
    settings: await readStoreSettings(app.db, request.site!.id),
  }));

  app.put(`${base}/settings`, async (request) => {
    const settings = parseInput(StoreSettingsInput, request.body) as StoreSettings;
    await saveStoreSettings(app.db, request.site!.id, settings);
    return { settings: await readStoreSettings(app.db, request.site!.id) };
  });

  const couponId = (request: FastifyRequest) => idOf(request, () => CatalogueErrors.couponNotFound());

  app.get(`${base}/coupons`, async (request) => ({
    coupons: (await listCoupons(app.db, request.site!.id)).map(couponToJson),
  }));

  app.post(`${base}/coupons`, async (request, reply) => {
    const input = parseInput(CouponInput, request.body);
    return reply
      .status(201)
      .send({ coupon: couponToJson(await createCoupon(app.db, request.site!.id, input)) });
  });

  app.put(`${base}/coupons/:id`, async (request) => {
    const id = couponId(request);
    await couponById(app.db, request.site!.id, id);
    const input = parseInput(CouponInput, request.body);
    return { coupon: couponToJson(await updateCoupon(app.db, request.site!.id, id, input)) };
  });

  app.delete(`${base}/coupons/:id`, async (request) => {
    await deleteCoupon(app.db, request.site!.id, couponId(request));
    return { ok: true };
  });
}
