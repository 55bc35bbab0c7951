import { DEFAULT_CURRENCY, DONATION_DEFAULT_MINOR } from '@atelier/domain';

/**
 * A new Donation block: an example cause, three suggested amounts and a custom amount between 5
 * and 1,000 (in the store currency, which its settings form takes from the store when it opens).
 */
export function defaultDonationSettings(currency: string = DEFAULT_CURRENCY): Record<string, unknown> {
  return {
    cause: 'Support our work',
    suggestedAmounts: [...DONATION_DEFAULT_MINOR.suggested],
    allowCustomAmount: true,
    minAmount: DONATION_DEFAULT_MINOR.min,
    maxAmount: DONATION_DEFAULT_MINOR.max,
    currency,
    frequency: 'one-time',
    allowMessage: true,
  };
}
