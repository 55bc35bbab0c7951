import { messages } from '@atelier/domain';
import { defineError } from '#platform/errors/app-error';

/** What checkout on a site host refuses (api/visitor/checkout.routes.ts). */
export const CheckoutErrors = {
  /** Spec 000 §5: checkout needs the cart cookies; the spec's alert text. */
  cookiesRequired: defineError({
    kind: 'invalid',
    code: 'checkout.cookies_required',
    message: messages.checkout.cookiesRequired,
  }),
  noSite: defineError({
    kind: 'not_found',
    code: 'checkout.no_site',
    message: 'There is no site at this address.',
  }),
};
