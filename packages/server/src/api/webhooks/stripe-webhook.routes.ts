import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { SESSION_METADATA } from '#modules/payments/providers/stripe/stripe.provider';
import { stripeClient } from '#modules/payments/providers/stripe/stripe-client';
import { AppError } from '#platform/errors/app-error';
import { hostName } from '#platform/tenancy/tenancy.plugin';
import { releaseOrder } from '#workflows/checkout/order-release.workflow';
import { completePayment } from '#workflows/checkout/payment-result.workflow';

export const STRIPE_WEBHOOK_PATH = '/api/commerce/stripe/webhook';

const badSignature = () =>
  new AppError('invalid', 'payments.bad_signature', 'The Stripe-Signature header does not match this body.');

const ORDER_ID = /^[0-9a-f]{24}$/;

function orderOf(session: Stripe.Checkout.Session): string | null {
  const named = session.metadata?.[SESSION_METADATA.orderId];
  const reference = session.client_reference_id;
  // Both are written from the one order when the session is made; a session naming two is no one's.
  if (named && reference && named !== reference) return null;
  const id = named ?? reference;
  return id && ORDER_ID.test(id) ? id : null;
}

/**
 * Whether the session is the one this order was sent to Stripe with: the order still names it, or
 * a payment of that session was recorded for the order (a paid order names its payment instead).
 * An event is only ever applied to its own session's order, so a session of one site's order can
 * neither pay, release nor refund an order of another site, whatever its metadata says.
 */
async function sessionOfOrder(
  app: FastifyInstance,
  sessionId: string,
  orderId: string,
): Promise<string | null> {
  const order = await app.db
    .selectFrom('orders')
    .select(['website_id', 'provider', 'provider_ref'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (order?.provider !== 'stripe') return null;
  if (order.provider_ref === sessionId) return order.website_id;
  const paid = await app.db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('idempotency_key', '=', `stripe:${sessionId}`)
    .executeTakeFirst();
  return paid ? order.website_id : null;
}

/** The site address the session carries, when it is an address of the order's own site; else none. */
async function siteBaseUrlOf(app: FastifyInstance, session: Stripe.Checkout.Session, siteId: string) {
  const base = session.metadata?.[SESSION_METADATA.siteBaseUrl] ?? '';
  let host: string;
  try {
    host = new URL(base).host;
  } catch {
    return '';
  }
  const site = await app.sites.forHost(hostName(host));
  return site?.id === siteId ? base : '';
}

const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * Stripe's webhook. The body is checked against its signature with the library before anything
 * is read from it. A paid session completes its order through the same flow as every provider:
 * the payment's key is the session id, so the same session reported twice (a redelivery, or both
 * `completed` and `async_payment_succeeded`) pays once, and a report arriving after the hold ran
 * out takes the stock again or refunds. An expired or failed session only releases an order that
 * is still pending, so it cannot undo a payment that arrived first.
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { stripeSecretKey, stripeWebhookSecret, stripeApiBase } = app.config;
  if (app.payments.name !== 'stripe' || !stripeSecretKey || !stripeWebhookSecret) return;
  const stripe = stripeClient(stripeSecretKey, stripeApiBase);
  const webhookSecret = stripeWebhookSecret;
  // The signature covers the exact bytes Stripe sent, so this route reads the body unparsed.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(STRIPE_WEBHOOK_PATH, { config: { crumb: false } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || typeof request.body !== 'string') throw badSignature();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      throw badSignature();
    }
    const outcome = await handle(app, event);
    return reply.send({ received: true, outcome });
  });
}

async function handle(app: FastifyInstance, event: Stripe.Event): Promise<string> {
  if (!event.type.startsWith('checkout.session.')) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = orderOf(session);
  if (!orderId) return 'ignored';
  const siteId = await sessionOfOrder(app, session.id, orderId);
  if (!siteId) return 'ignored';
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const paymentIntent = paymentIntentOf(session);
      if (session.payment_status !== 'paid' || !paymentIntent) return 'waiting';
      return completePayment(
        app,
        {
          orderId,
          providerRef: paymentIntent,
          amount: session.amount_total ?? 0,
          currency: (session.currency ?? '').toUpperCase(),
          eventKey: `stripe:${session.id}`,
        },
        await siteBaseUrlOf(app, session, siteId),
      );
    }
    case 'checkout.session.async_payment_failed':
      return (await releaseOrder(app.db, orderId, 'failed', 'Stripe reported that the payment failed.'))
        ? 'released'
        : 'unchanged';
    case 'checkout.session.expired':
      return (await releaseOrder(
        app.db,
        orderId,
        'expired',
        'The Stripe checkout session expired before payment.',
      ))
        ? 'released'
        : 'unchanged';
    default:
      return 'ignored';
  }
}
