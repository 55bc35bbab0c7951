import { storeScreenMessages } from '@atelier/domain';

/**
 * The built-in test provider's documented card numbers. Any expiry in the future and any 3-digit
 * CVC go with them; every other number is refused as not a test card.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000002500003155',
} as const;

export const DECLINED_MESSAGE = storeScreenMessages.cardDeclined;

export type CardOutcome = 'succeeded' | 'declined' | 'requires_confirmation' | 'unknown_card';

export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.succeeds) return 'succeeded';
  if (digits === TEST_CARDS.declined) return 'declined';
  if (digits === TEST_CARDS.needsConfirmation) return 'requires_confirmation';
  return 'unknown_card';
}
