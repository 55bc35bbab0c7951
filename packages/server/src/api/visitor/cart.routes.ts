import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CartErrors } from '#modules/cart/cart.errors';
import * as q from '#modules/cart/cart.queries';
import { AddToCart, ApplyCoupon, SetQuantity, VariantParams } from '#modules/cart/cart.schemas';
import { cartIdFrom, setCartCookies } from '#modules/cart/cart-cookie';
import { parseInput } from '#platform/errors/validation';
import { cartToJson, checkCoupon, priceCart } from '#workflows/checkout/cart-pricing.workflow';
import { variantForSale } from '#workflows/checkout/stock.workflow';

/** The visitor's cart on a site host: kept on the server, named by the signed CART cookie. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    if (request.hostKind !== 'site' || !request.site) throw CartErrors.variantNotFound();
  });

  const currentCart = async (request: FastifyRequest) => {
    const id = cartIdFrom(request, app.secret);
    return id ? q.cartById(app.db, request.site!.id, id) : null;
  };

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    stale: Awaited<ReturnType<typeof currentCart>>,
  ) => {
    const cart = stale ? await q.cartById(app.db, request.site!.id, stale.id) : null;
    const priced = await priceCart(app.db, request.site!.id, cart);
    reply.header('Cache-Control', 'private, no-store');
    return { cart: cartToJson(request.site!.id, cart, priced) };
  };

  const variantId = (request: FastifyRequest) => {
    const parsed = VariantParams.safeParse(request.params);
    if (!parsed.success) throw CartErrors.lineNotFound();
    return parsed.data.variantId;
  };

  /** Stock allows this many of the variant in the cart, or throws the spec's message. */
  const checkStock = async (request: FastifyRequest, id: string, wanted: number, failure: string) => {
    const variant = await variantForSale(app.db, request.site!.id, id);
    if (!variant) throw CartErrors.variantNotFound();
    if (variant.unlimited || wanted <= variant.qtyInStock) return;
    if (variant.qtyInStock === 0) throw CartErrors.soldOut();
    throw CartErrors.notEnoughStock({ quantity: `Only ${variant.qtyInStock} left.` }, failure);
  };

  app.get('/api/commerce/cart', async (request, reply) => answer(request, reply, await currentCart(request)));

  app.post('/api/commerce/cart/items', async (request, reply) => {
    const input = parseInput(AddToCart, request.body);
    const cart = await currentCart(request);
    const already = cart ? await q.lineQuantity(app.db, cart.id, input.variantId) : 0;
    const wanted = Math.min(already + input.quantity, q.MAX_LINE_QUANTITY);
    await checkStock(request, input.variantId, wanted, 'Unable to update quantity');
    // A new cart and its first line are one commit: neither is kept without the other.
    const kept = await app.db.transaction().execute(async (trx) => {
      const target = cart ?? (await q.createCart(trx, request.site!.id));
      await q.setLine(trx, target.id, input.variantId, wanted);
      return target;
    });
    if (!cart) setCartCookies(reply, app.secret, request.site!.id, kept.id, app.config.secureCookies);
    return answer(request, reply, kept);
  });

  app.put('/api/commerce/cart/items/:variantId', async (request, reply) => {
    const id = variantId(request);
    const input = parseInput(SetQuantity, request.body);
    const cart = await currentCart(request);
    if (!cart || (await q.lineQuantity(app.db, cart.id, id)) === 0) {
      throw CartErrors.lineNotFound(undefined, 'Unable to update quantity');
    }
    if (input.quantity > 0) await checkStock(request, id, input.quantity, 'Unable to update quantity');
    await q.setLine(app.db, cart.id, id, input.quantity);
    return answer(request, reply, cart);
  });

  app.delete('/api/commerce/cart/items/:variantId', async (request, reply) => {
    const id = variantId(request);
    const cart = await currentCart(request);
    if (!cart || (await q.lineQuantity(app.db, cart.id, id)) === 0) throw CartErrors.lineNotFound();
    await q.setLine(app.db, cart.id, id, 0);
    return answer(request, reply, cart);
  });

  app.put('/api/commerce/cart/coupon', async (request, reply) => {
    const input = parseInput(ApplyCoupon, request.body);
    const cart = await currentCart(request);
    if (!cart) throw CartErrors.couponInvalid({ code: 'Add something to your cart first.' });
    const check = await checkCoupon(app.db, request.site!.id, input.code);
    if (!check.ok) throw CartErrors.couponInvalid({ code: check.reason }, check.reason);
    await q.setCoupon(app.db, cart.id, check.row.code);
    return answer(request, reply, cart);
  });

  app.delete('/api/commerce/cart/coupon', async (request, reply) => {
    const cart = await currentCart(request);
    if (cart) await q.setCoupon(app.db, cart.id, null);
    return answer(request, reply, cart);
  });
}
