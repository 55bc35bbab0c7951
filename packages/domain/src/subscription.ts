import { memberGuard } from './catalogues/catalogue';
import { formatMessage, messages } from './messages';

/** Units of a subscription billing period (spec 000 §3 "Subscription plan"). */
export const BillingPeriodUnit = {
  week: 'week',
  month: 'month',
  year: 'year',
} as const;
export type BillingPeriodUnit = (typeof BillingPeriodUnit)[keyof typeof BillingPeriodUnit];

export const isBillingPeriodUnit = /* @__PURE__ */ memberGuard(BillingPeriodUnit);

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingPeriodUnit };
  /** How many payments the subscription takes; 0 means it renews until cancelled. */
  numBillingCycles: number;
}

const RENEWAL = {
  week: [messages.subscription.everyWeek, messages.subscription.everyWeeks],
  month: [messages.subscription.everyMonth, messages.subscription.everyMonths],
  year: [messages.subscription.everyYear, messages.subscription.everyYears],
} as const;

/**
 * The renewal line under a subscription price (spec 000 §9): 'renews every 2 weeks', with
 * 'for 6 payments' after it when the plan ends. One period reads 'renews every month' rather
 * than 'every 1 months', and one payment 'for 1 payment'.
 */
export function subscriptionText(plan: SubscriptionPlan): string {
  const { value, unit } = plan.billingPeriod;
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`Billing period must be a positive whole number, got ${value}`);
  if (!Number.isInteger(plan.numBillingCycles) || plan.numBillingCycles < 0) {
    throw new RangeError(`Billing cycles must be a whole number of 0 or more, got ${plan.numBillingCycles}`);
  }
  const [single, plural] = RENEWAL[unit];
  const renews = value === 1 ? single : formatMessage(plural, { n: value });
  const cycles = plan.numBillingCycles;
  if (cycles === 0) return renews;
  const payments =
    cycles === 1
      ? messages.subscription.forOnePayment
      : formatMessage(messages.subscription.forPayments, { p: cycles });
  return `${renews} ${payments}`;
}
