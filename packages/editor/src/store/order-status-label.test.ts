import { describe, expect, it } from 'vitest';
import { orderStatusBadge, refundLeftText } from './order-status-label';

describe('an order’s status as the owner reads it', () => {
  it('says a paid order was partly refunded, and keeps every other status', () => {
    expect(orderStatusBadge({ status: 'paid', total: 4128, refunded: 0 })).toEqual({
      text: 'paid',
      className: 'badge badge--paid',
    });
    expect(orderStatusBadge({ status: 'paid', total: 4128, refunded: 1000 })).toEqual({
      text: 'Partially refunded',
      className: 'badge badge--partially-refunded',
    });
    expect(orderStatusBadge({ status: 'refunded', total: 4128, refunded: 4128 }).text).toBe('refunded');
    // A cancelled order given back in part stays cancelled: nothing is left to deliver.
    expect(orderStatusBadge({ status: 'cancelled', total: 4128, refunded: 1000 }).text).toBe('cancelled');
  });

  it('says how much is left to refund, in the order’s money', () => {
    expect(refundLeftText({ total: 4128, refunded: 2878, currency: 'USD' })).toBe(
      'Up to $12.50 left to refund',
    );
    expect(refundLeftText({ total: 4128, refunded: 0, currency: 'USD' })).toBe('Up to $41.28 left to refund');
    expect(refundLeftText({ total: 500000, refunded: 0, currency: 'JPY' })).toMatch(
      /^Up to .*500,000 left to refund$/,
    );
  });
});
