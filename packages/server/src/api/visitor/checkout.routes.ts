import { PageType } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartById } from '#modules/cart/cart.queries';
import { CART_COOKIE, cartIdFrom, HAS_CART_COOKIE } from '#modules/cart/cart-cookie';
import { CheckoutBody, QuoteBody } from '#modules/cart/checkout.schemas';
import { parseInput } from '#platform/errors/validation';
import { sendScreen } from '#render/plain-page';
import { cartToJson, priceCart } from '#workflows/checkout/cart-pricing.workflow';
import { startCheckout } from '#workflows/checkout/checkout.workflow';
import { CheckoutErrors } from './checkout.errors';

const baseUrl = (request: FastifyRequest, secure: boolean) =>
  `${secure ? 'https' : request.protocol}://${request.headers.host ?? ''}`;

/** Checkout on a site host: the entry of spec 000 §2, the quote and the start of payment. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    if (request.hostKind !== 'site' || !request.site) {
      throw CheckoutErrors.noSite();
    }
  });

  /** Checkout needs the cart cookies (spec 000 §5): without them the spec's alert text. */
  app.get('/commerce/goto-checkout', async (request, reply) => {
    const hasCookie =
      request.cookies[HAS_CART_COOKIE] !== undefined || request.cookies[CART_COOKIE] !== undefined;
    if (!hasCookie) {
      return sendScreen(reply, {
        title: 'Checkout',
        view: { screen: 'cookies-required', atEntry: true },
        pageType: PageType.checkout,
        status: 400,
      });
    }
    return reply.redirect('/checkout', 303);
  });

  const cartOf = async (request: FastifyRequest) => {
    const id = cartIdFrom(request, app.secret);
    if (!id) throw CheckoutErrors.cookiesRequired();
    return cartById(app.db, request.site!.id, id);
  };

  app.post('/api/commerce/checkout/quote', async (request, reply) => {
    const input = parseInput(QuoteBody, request.body);
    const cart = await cartOf(request);
    const address = input.shippingAddress;
    const priced = await priceCart(app.db, request.site!.id, cart, {
      destination: address ? { country: address.country, region: address.region.toUpperCase() } : null,
      shippingRateId: input.shippingRateId,
    });
    reply.header('Cache-Control', 'private, no-store');
    return { cart: cartToJson(request.site!.id, cart, priced) };
  });

  app.post('/api/commerce/checkout', async (request, reply) => {
    const input = parseInput(CheckoutBody, request.body);
    const cart = await cartOf(request);
    if (!cart) throw CheckoutErrors.cookiesRequired();
    const result = await startCheckout(
      app,
      { site: request.site!, baseUrl: baseUrl(request, app.config.secureCookies) },
      cart.id,
      input,
    );
    reply.header('Cache-Control', 'private, no-store');
    return reply.status(201).send({
      order: {
        id: result.order.id,
        number: result.order.number,
        total: result.order.total,
        currency: result.order.currency,
      },
      redirectUrl: result.redirectUrl,
    });
  });
}
