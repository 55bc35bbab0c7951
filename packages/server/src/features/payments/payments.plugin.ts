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
  app.decorate(
    'payments',
    testCardProvider((orderId) => payPath(app.secret, orderId)),
  );
});
