/**
 * Ours, not the specification's: the mails a customer gets about an order (confirmation, shipped,
 * refunds), in the language the order was placed in. ICU message format.
 */
export const orderMailMessages = {
  confirmationSubject: 'Your order #{number} from {site}',
  thanks: 'Thank you for your order.',
  orderNumber: 'Order #{number}',
  subtotal: 'Subtotal: {amount}',
  discount: 'Discount: -{amount}',
  shipping: 'Shipping: {amount}',
  tax: 'Tax: {amount}',
  total: 'Total: {amount}',
  downloadsHeading: 'Your downloads:',
  downloadLimit: '{limit, plural, one {one download} other {# downloads}} until {date}',
  seeOrder: 'See your order at any time:',
  shippedSubject: 'Your order #{number} from {site} is on its way',
  shippedBody: 'Your order #{number} has been fulfilled.',
  trackingNumber: 'Tracking number: {tracking}',
  autoRefundSubject: 'Your order #{number} from {site} could not be completed',
  autoRefundBody:
    'Your payment arrived after the time we could hold your items, and they sold out in the meantime. We have refunded the full amount ({amount}); it reaches your card in a few days.',
  refundSubject: 'Refund for your order #{number} from {site}',
  refundBody: 'We have refunded {amount} for your order #{number}.',
} as const;
