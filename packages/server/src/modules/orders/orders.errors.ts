import { defineError } from '#platform/errors/app-error';

export const OrderErrors = {
  notFound: defineError({
    kind: 'not_found',
    code: 'orders.not_found',
    message: 'This order does not exist on this site.',
  }),
  notPaid: defineError({
    kind: 'conflict',
    code: 'orders.not_paid',
    message: 'Only a paid order can be changed this way.',
  }),
  refundTooLarge: defineError({
    kind: 'invalid',
    code: 'orders.refund_too_large',
    message: 'The refund is more than what is left to refund.',
  }),
  refundFailed: defineError({
    kind: 'conflict',
    code: 'orders.refund_failed',
    message: 'The payment provider refused the refund.',
  }),
};
