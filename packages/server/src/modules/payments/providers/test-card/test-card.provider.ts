import type {
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  RefundRequest,
} from '#modules/payments/payment-provider';
import { randomToken } from '#platform/security/tokens';

/**
 * The built-in provider: the card form is served by our own server (/commerce/pay/{order}), so a
 * purchase works offline on a fresh machine. Charges and refunds are recorded by the checkout flow.
 */
export function testCardProvider(payLink: (orderId: string) => string): PaymentProvider {
  return {
    name: 'test-card',
    async startPayment(request: PaymentRequest): Promise<PaymentStart> {
      return { redirectUrl: `${request.siteBaseUrl}${payLink(request.orderId)}`, providerRef: null };
    },
    async refund(_request: RefundRequest) {
      return { refundRef: `tcr_${randomToken(12)}` };
    },
  };
}
