import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './providers/stripe/stripe.provider';
import { stripeClient } from './providers/stripe/stripe-client';
import { payPath } from './providers/test-card/pay-link';
import { testCardProvider } from './providers/test-card/test-card.provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider the configuration chose (PAYMENT_PROVIDER). */
    payments: PaymentProvider;
  }
}

export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  if (config.paymentProvider === 'stripe') {
    // Refuse to start rather than accept orders nobody can pay or webhooks nobody can check.
    if (!config.stripeSecretKey || !config.stripeWebhookSecret)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    app.decorate('payments', stripeProvider(stripeClient(config.stripeSecretKey, config.stripeApiBase)));
    return;
  }
  app.decorate(
    'payments',
    testCardProvider((orderId) => payPath(app.secret, orderId)),
  );
});
