import { describe, expect, it } from 'vitest';
import { BillingPeriodUnit, isBillingPeriodUnit, subscriptionText } from './subscription';

const plan = (value: number, unit: BillingPeriodUnit, numBillingCycles = 0) => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('subscriptionText', () => {
  it.each([
    [2, 'week', 'renews every 2 weeks'],
    [3, 'month', 'renews every 3 months'],
    [2, 'year', 'renews every 2 years'],
  ] as const)('every %i %s renews indefinitely: %s', (value, unit, expected) => {
    expect(subscriptionText(plan(value, unit))).toBe(expected);
  });

  it('says one period in the singular without the number', () => {
    expect(subscriptionText(plan(1, 'week'))).toBe('renews every week');
    expect(subscriptionText(plan(1, 'month'))).toBe('renews every month');
    expect(subscriptionText(plan(1, 'year'))).toBe('renews every year');
  });

  it('adds the number of payments when the plan is finite', () => {
    expect(subscriptionText(plan(1, 'month', 12))).toBe('renews every month for 12 payments');
    expect(subscriptionText(plan(2, 'week', 6))).toBe('renews every 2 weeks for 6 payments');
  });

  it('says one payment in the singular', () => {
    expect(subscriptionText(plan(1, 'year', 1))).toBe('renews every year for 1 payment');
  });

  it('refuses periods and cycle counts that cannot be', () => {
    expect(() => subscriptionText(plan(0, 'month'))).toThrow(RangeError);
    expect(() => subscriptionText(plan(1.5, 'month'))).toThrow(RangeError);
    expect(() => subscriptionText(plan(1, 'month', -1))).toThrow(RangeError);
    expect(() => subscriptionText(plan(1, 'month', 2.5))).toThrow(RangeError);
  });
});

describe('BillingPeriodUnit', () => {
  it('is week, month or year', () => {
    expect(Object.values(BillingPeriodUnit)).toEqual(['week', 'month', 'year']);
    expect(isBillingPeriodUnit('day')).toBe(false);
  });
});
