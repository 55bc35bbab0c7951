import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider';
import { payPath } from './providers/test-card/pay-link';
import { testCardProvider } from './providers/test-card/test-card.provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider the configuration chose (PAYMENT_PROVIDER). */
    payments: PaymentProvider;
  }
}

export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  // Refuse to start rather than take payments through a provider other than the one configured.
  if (app.config.paymentProvider !== 'test-card') {
    throw new Error(
      `PAYMENT_PROVIDER=${app.config.paymentProvider} is not available in this version; use test-card`,
    );
  }
  app.decorate(
    'payments',
    testCardProvider((orderId) => payPath(app.secret, orderId)),
  );
});
