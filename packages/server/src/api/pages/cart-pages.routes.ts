import { countryOptions, messages, type OrderTotals, PageType } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as q from '#modules/cart/cart.queries';
import { cartIdFrom, setCartCookies } from '#modules/cart/cart-cookie';
import { CheckoutBody } from '#modules/cart/checkout.schemas';
import { linesInLanguage } from '#modules/catalogue/line-translations';
import { defaultMemberAddress } from '#modules/members/member-addresses.queries';
import { rowToAddress } from '#modules/members/member-addresses.service';
import { AppError } from '#platform/errors/app-error';
import { checkoutCartView } from '#render/checkout-view';
import { signedInMember } from '#render/member-session';
import { cartLocaleOf, languageOfTag, shippingIn } from '#render/page-language';
import { sendScreen } from '#render/plain-page';
import {
  alsoBought,
  cartToJson,
  type PricedCartLine,
  priceCart,
} from '#workflows/checkout/cart-pricing.workflow';
import { startCheckout } from '#workflows/checkout/checkout.workflow';
import { variantForChoice, variantForSale } from '#workflows/checkout/stock.workflow';

const text = messages.cart;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown) => (/^\d{1,4}$/.test(str(value)) ? Number(value) : Number.NaN);

const baseUrl = (request: FastifyRequest, secure: boolean) =>
  `${secure ? 'https' : request.protocol}://${request.headers.host ?? ''}`;

/**
 * The cart and checkout screens as server-made pages whose forms work without JavaScript. The
 * forms carry no crumb: the CART cookie is SameSite=Lax, so another site's form post arrives
 * without it and cannot touch a visitor's cart.
 */
export async function cartPageRoutes(app: FastifyInstance): Promise<void> {
  const noCrumb = { config: { crumb: false } };

  const cartOf = async (request: FastifyRequest) => {
    const id = cartIdFrom(request, app.secret);
    return id && request.site ? q.cartById(app.db, request.site.id, id) : null;
  };

  const cartPage = async (request: FastifyRequest, reply: FastifyReply, alert = '', status = 200) => {
    if (!request.site) return reply.callNotFound();
    const cart = await cartOf(request);
    const priced = await inCartLanguage(request, cart, await priceCart(app.db, request.site.id, cart));
    const json = cartToJson(request.site.id, cart, priced);
    const also = await alsoBought(
      app.db,
      request.site.id,
      json.entries.map((e) => e.productId),
    );
    return sendScreen(reply, {
      title: text.title,
      view: { screen: 'cart', cart: json, alert, alsoBought: also },
      pageType: PageType.showCart,
      status,
      locale: cart?.locale ?? null,
    });
  };

  app.get('/cart', async (request, reply) => cartPage(request, reply));

  app.post('/commerce/cart/add', noCrumb, async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    const body = (request.body ?? {}) as Record<string, unknown>;
    const quantity = int(body.quantity ?? '1');
    let variantId = str(body.variantId);
    if (!variantId && body.productId !== undefined) {
      // A product page's pickers without JavaScript: the chosen values name the variant.
      const values = [0, 1, 2, 3, 4, 5].map((i) => str(body[`option${i}`]));
      const choice = await variantForChoice(app.db, request.site.id, str(body.productId), values);
      if (choice.kind === 'problem') {
        const back = new URLSearchParams({ unavailable: choice.problem });
        for (const [i, value] of choice.values.entries()) back.set(`option${i}`, value);
        return reply.redirect(`/p/${choice.slug}?${back}`, 303);
      }
      if (choice.kind === 'variant') variantId = choice.variantId;
    }
    const variant = await variantForSale(app.db, request.site.id, variantId);
    if (!variant || !(quantity >= 1 && quantity <= q.MAX_LINE_QUANTITY))
      return cartPage(request, reply, text.updateQuantityFailed, 400);
    let cart = await cartOf(request);
    const wanted = Math.min(
      (cart ? await q.lineQuantity(app.db, cart.id, variant.id) : 0) + quantity,
      q.MAX_LINE_QUANTITY,
    );
    if (!variant.unlimited && wanted > variant.qtyInStock) {
      return cartPage(request, reply, variant.qtyInStock === 0 ? 'Sold out' : text.updateQuantityFailed, 409);
    }
    // The cart speaks the language of the page it was last filled from (its screens and mails).
    const locale = cartLocaleOf(request.site, body.language);
    if (!cart) {
      cart = await q.createCart(app.db, request.site.id, locale);
      setCartCookies(reply, app.secret, request.site.id, cart.id, app.config.secureCookies);
    } else if ((cart.locale ?? null) !== locale) {
      await q.setCartLocale(app.db, cart.id, locale);
    }
    await q.setLine(app.db, cart.id, variant.id, wanted);
    return reply.redirect('/cart', 303);
  });

  app.post('/commerce/cart/update', noCrumb, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const cart = await cartOf(request);
    const quantity = int(body.quantity);
    const id = str(body.variantId);
    if (
      !cart ||
      !request.site ||
      !(quantity >= 0 && quantity <= q.MAX_LINE_QUANTITY) ||
      (await q.lineQuantity(app.db, cart.id, id)) === 0
    ) {
      return cartPage(request, reply, text.updateQuantityFailed, 400);
    }
    const variant = await variantForSale(app.db, request.site.id, id);
    if (quantity > 0 && (!variant || (!variant.unlimited && quantity > variant.qtyInStock))) {
      return cartPage(request, reply, text.updateQuantityFailed, 409);
    }
    await q.setLine(app.db, cart.id, id, quantity);
    return reply.redirect('/cart', 303);
  });

  app.post('/commerce/cart/remove', noCrumb, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const cart = await cartOf(request);
    const id = str(body.variantId);
    if (!cart || (await q.lineQuantity(app.db, cart.id, id)) === 0)
      return cartPage(request, reply, text.removeItemFailed, 400);
    await q.setLine(app.db, cart.id, id, 0);
    return reply.redirect('/cart', 303);
  });

  app.post('/commerce/cart/coupon', noCrumb, async (request, reply) => {
    const cart = await cartOf(request);
    const code = str((request.body as Record<string, unknown> | undefined)?.code)
      .trim()
      .toUpperCase()
      .slice(0, 40);
    if (cart) await q.setCoupon(app.db, cart.id, code || null);
    return reply.redirect('/cart', 303);
  });

  /** A priced cart as its visitor reads it: product names and shipping in the cart's language. */
  async function inCartLanguage<P extends { lines: PricedCartLine[]; totals: OrderTotals }>(
    request: FastifyRequest,
    cart: { locale?: string | null } | null,
    priced: P,
  ): Promise<P> {
    const site = request.site!;
    const language = languageOfTag(site, cart?.locale);
    if (language.primary) return priced;
    return {
      ...priced,
      lines: await linesInLanguage(app.db, site.id, priced.lines, language.tag),
      totals: shippingIn(site, language, priced.totals),
    };
  }

  // Chosen from the list, never typed: an unknown code would ship at the rest of the world's rate,
  // untaxed. Named in the cart's language, each list made once.
  const countryLists = new Map<string, ReturnType<typeof countryOptions>>();
  const countriesIn = (tag: string) => {
    const list = countryLists.get(tag) ?? countryOptions(tag);
    countryLists.set(tag, list);
    return list;
  };

  /** What the checkout page shows besides the cart: the form as sent and what became of it. */
  interface CheckoutForm {
    /** The fields as the visitor sent them, by form field name. */
    values: Record<string, string>;
    errors?: Record<string, string>;
    alert?: string;
    status?: number;
    /** The visitor sent an address: the summary has shipping, tax and the total. */
    addressKnown?: boolean;
    /** Paying on the provider's own page next: show the order to check first, with this notice. */
    review?: { notice: string } | null;
  }

  const checkoutPage = async (request: FastifyRequest, reply: FastifyReply, form: CheckoutForm) => {
    if (!request.site) return reply.callNotFound();
    const cart = await cartOf(request);
    if (!cart) return reply.redirect('/commerce/goto-checkout', 303);
    const { values } = form;
    const country = (values['shippingAddress.country'] ?? 'US').trim().toUpperCase();
    const region = (values['shippingAddress.region'] ?? '').trim().toUpperCase();
    const shippingRateId = values.shippingRateId || null;
    let priced = await priceCart(app.db, request.site.id, cart, {
      destination: { country, region },
      shippingRateId,
    });
    // Nothing to ship: the order is priced without an address (startCheckout), and so is its summary.
    if (!priced.totals.requiresShipping)
      priced = await priceCart(app.db, request.site.id, cart, { destination: null, shippingRateId });
    priced = await inCartLanguage(request, cart, priced);
    const review = form.review ? { totalCents: priced.totals.total, notice: form.review.notice } : null;
    return sendScreen(reply, {
      title: 'Checkout',
      view: {
        screen: 'checkout',
        cart: checkoutCartView(priced, form.addressKnown ?? false),
        values,
        errors: form.errors ?? {},
        alert: form.alert ?? '',
        country,
        countries: countriesIn(languageOfTag(request.site, cart.locale).tag),
        review,
      },
      pageType: PageType.checkout,
      status: form.status ?? 200,
      locale: cart.locale ?? null,
    });
  };

  /**
   * What a new checkout form starts with: a signed-in member's address and their default shipping
   * address (modules/members), else only the country. Only this uncached page is prefilled, and
   * only here: a form the visitor sent comes back exactly as they typed it.
   */
  async function checkoutStart(request: FastifyRequest): Promise<CheckoutForm> {
    const signedIn = await signedInMember(app, request);
    if (!signedIn) return { values: { 'shippingAddress.country': 'US' } };
    const saved = await defaultMemberAddress(app.db, request.site!.id, signedIn.member.id);
    const values: Record<string, string> = { email: signedIn.member.email, 'shippingAddress.country': 'US' };
    if (saved)
      for (const [field, value] of Object.entries(rowToAddress(saved)))
        values[`shippingAddress.${field}`] = value;
    return { values, addressKnown: Boolean(saved) };
  }

  app.get('/checkout', async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    return checkoutPage(request, reply, await checkoutStart(request));
  });

  app.post('/checkout', noCrumb, async (request, reply) => {
    if (!request.site) return reply.callNotFound();
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, str(v)]));
    const cart = await cartOf(request);
    if (!cart)
      return sendScreen(reply, {
        title: 'Checkout',
        view: { screen: 'cookies-required', atEntry: false },
        pageType: PageType.checkout,
        status: 400,
        locale: null,
      });
    // Update shipping and tax: the same page again, priced for the address as sent so far.
    if (values.intent === 'quote') return checkoutPage(request, reply, { values, addressKnown: true });
    const prefix = 'shippingAddress.';
    const address = Object.fromEntries(
      Object.entries(values)
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, v]) => [k.slice(prefix.length), v]),
    );
    const parsed = CheckoutBody.safeParse({
      email: values.email,
      shippingAddress: Object.values(address).some(Boolean) ? address : null,
      shippingRateId: values.shippingRateId || null,
    });
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
      return checkoutPage(request, reply, {
        values,
        errors,
        alert: 'Check the highlighted fields.',
        status: 400,
        addressKnown: true,
      });
    }
    if (app.payments.name !== 'test-card') {
      // The customer pays on the provider's own page next: they see the order here first, with
      // shipping, tax and the total, and go on only with the total they saw.
      const address = parsed.data.shippingAddress;
      const quote = await priceCart(app.db, request.site.id, cart, {
        destination: address
          ? { country: address.country.toUpperCase(), region: address.region.toUpperCase() }
          : null,
        shippingRateId: parsed.data.shippingRateId,
      });
      if (values.reviewedTotal !== String(quote.totals.total)) {
        const notice = values.reviewedTotal ? 'The total changed. Check it before you pay.' : '';
        return checkoutPage(request, reply, { values, addressKnown: true, review: { notice } });
      }
    }
    try {
      const result = await startCheckout(
        app,
        { site: request.site, baseUrl: baseUrl(request, app.config.secureCookies) },
        cart.id,
        parsed.data,
      );
      return reply.redirect(result.redirectUrl, 303);
    } catch (error) {
      if (error instanceof AppError && error.kind !== 'not_found') {
        return checkoutPage(request, reply, {
          values,
          errors: error.fields ?? {},
          alert: error.message,
          status: error.kind === 'conflict' ? 409 : 400,
          addressKnown: true,
        });
      }
      throw error;
    }
  });
}
