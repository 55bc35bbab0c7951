import type Stripe from 'stripe';
import type {
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  RefundRequest,
} from '#modules/payments/payment-provider';

/** Stripe lets a Checkout Session live 30 minutes at the least; a later payment is refunded. */
const SESSION_MINUTES = 31;

/** What the webhook needs back from a session to find and finish its order. */
export const SESSION_METADATA = { orderId: 'atelier_order', siteBaseUrl: 'atelier_site' } as const;

/**
 * Stripe Checkout: the customer pays on Stripe's hosted page (no Stripe script on our pages) and
 * Stripe's signed webhook reports the result. The order is one line of its server-computed
 * total, so tax, shipping and discounts reach Stripe exactly as the order has them.
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async startPayment(request: PaymentRequest): Promise<PaymentStart> {
      const items = request.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
      const metadata = {
        [SESSION_METADATA.orderId]: request.orderId,
        [SESSION_METADATA.siteBaseUrl]: request.siteBaseUrl,
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          customer_email: request.email,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: {
                  name: `Order #${request.orderNumber}`,
                  description: items.slice(0, 500) || undefined,
                },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`);
      return { redirectUrl: session.url, providerRef: session.id };
    },
    async refund(request: RefundRequest) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentRef, amount: request.amount },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe refused refund ${refund.id}: ${refund.status}`);
      return { refundRef: refund.id };
    },
  };
}
