import { storeScreenMessages } from '@atelier/domain';
import { defineError } from '#platform/errors/app-error';

export const UNKNOWN_CARD = storeScreenMessages.useTestCard;

/** What the built-in test provider's card form refuses (api/pages/test-card.routes.ts). */
export const TestCardErrors = {
  orderNotFound: defineError({
    kind: 'not_found',
    code: 'payments.order_not_found',
    message: 'There is no payment to make here.',
  }),
  /** Thrown with UNKNOWN_CARD on the card number field as well. */
  unknownCard: defineError({ kind: 'invalid', code: 'payments.unknown_card', message: UNKNOWN_CARD }),
  noConfirmation: defineError({
    kind: 'invalid',
    code: 'payments.no_confirmation',
    message: 'This payment did not ask for a confirmation.',
  }),
};
