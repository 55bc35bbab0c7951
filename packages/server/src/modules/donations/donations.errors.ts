import { defineError } from '#platform/errors/app-error';

/** What the donation checkout and the owner's donors refuse. */
export const DonationErrors = {
  /** No published Donation block with this id on this site (or its page is not for everyone). */
  formNotFound: defineError({
    kind: 'not_found',
    code: 'donations.form_not_found',
    message: 'This donation form is no longer available.',
  }),
  /** An amount the block does not offer: outside the owner's bounds, or not a whole minor unit. */
  amountRefused: defineError({
    kind: 'invalid',
    code: 'donations.amount_refused',
    message: 'This amount cannot be given here.',
  }),
  invalid: defineError({
    kind: 'invalid',
    code: 'donations.invalid',
    message: 'Check the highlighted fields.',
  }),
  /** The block's amounts were set in another currency than the store's today. */
  currencyChanged: defineError({
    kind: 'conflict',
    code: 'donations.currency_changed',
    message: 'This donation form is being updated. Please try again later.',
  }),
  notFound: defineError({
    kind: 'not_found',
    code: 'donations.not_found',
    message: 'This donation does not exist on this site.',
  }),
  notPaid: defineError({
    kind: 'conflict',
    code: 'donations.not_paid',
    message: 'Only a paid donation has a receipt.',
  }),
};
