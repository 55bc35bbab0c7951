import { messages } from '@atelier/domain';
import { defineError } from '#platform/errors/app-error';

export const CartErrors = {
  variantNotFound: defineError({
    kind: 'not_found',
    code: 'cart.variant_not_found',
    message: 'This product is not for sale here.',
  }),
  soldOut: defineError({ kind: 'conflict', code: 'cart.sold_out', message: 'Sold out' }),
  notEnoughStock: defineError({
    kind: 'conflict',
    code: 'cart.not_enough_stock',
    message: messages.cart.updateQuantityFailed,
  }),
  lineNotFound: defineError({
    kind: 'not_found',
    code: 'cart.line_not_found',
    message: messages.cart.removeItemFailed,
  }),
  couponInvalid: defineError({
    kind: 'invalid',
    code: 'cart.coupon_invalid',
    message: 'This coupon code is not valid.',
  }),
};
