/** What a provider needs to know to take payment for an order. Amounts are minor units. */
export interface PaymentRequest {
  orderId: string;
  orderNumber: number;
  websiteId: string;
  amount: number;
  currency: string;
  email: string;
  lines: { name: string; quantity: number; amount: number }[];
  /** The site's address as the customer uses it, e.g. http://demo.localhost:3000. */
  siteBaseUrl: string;
  /** Where the customer lands after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** Sent with every create call, so a retried request cannot create a second payment. */
  idempotencyKey: string;
}

export interface PaymentStart {
  /** Where to send the customer to pay. */
  redirectUrl: string;
  /** The provider's id for this payment attempt (a Checkout Session id), if it has one yet. */
  providerRef: string | null;
}

export interface RefundRequest {
  /** The provider's id of the captured payment. */
  paymentRef: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

/**
 * A payment provider. Amounts are integers in minor units with their currency everywhere; the
 * provider never decides what an order costs, it only collects what the server computed.
 */
export interface PaymentProvider {
  readonly name: 'test-card' | 'stripe';
  startPayment(request: PaymentRequest): Promise<PaymentStart>;
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
}
