import { defineError } from '#platform/errors/app-error';

export const CheckoutErrors = {
  emptyCart: defineError({ kind: 'invalid', code: 'checkout.empty_cart', message: 'Your cart is empty.' }),
  belowMinimum: defineError({
    kind: 'invalid',
    code: 'checkout.below_minimum',
    message: 'To check out, your order subtotal must be {subtotal} or more.',
  }),
  soldOut: defineError({ kind: 'conflict', code: 'checkout.sold_out', message: 'Sold out' }),
  couponUsedUp: defineError({
    kind: 'conflict',
    code: 'checkout.coupon_used_up',
    message: 'This coupon has been used up.',
  }),
  addressInvalid: defineError({
    kind: 'invalid',
    code: 'checkout.address_invalid',
    message: 'Check the address.',
  }),
  noShipping: defineError({
    kind: 'invalid',
    code: 'checkout.no_shipping',
    message: 'We do not ship to this address.',
  }),
  paymentUnavailable: defineError({
    kind: 'conflict',
    code: 'checkout.payment_unavailable',
    message: 'Payment could not start. Please try again.',
  }),
};
