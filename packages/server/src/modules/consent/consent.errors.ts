import { defineError } from '#platform/errors/app-error';

/** Failures of the owner's cookie banner settings and consent log. */
export const ConsentErrors = {
  invalidSettings: defineError({
    kind: 'invalid',
    code: 'consent.invalid_settings',
    message: 'Some cookie banner settings are not valid.',
  }),
  badRange: defineError({
    kind: 'invalid',
    code: 'consent.bad_range',
    message: 'Give the days as from=YYYY-MM-DD and to=YYYY-MM-DD, from no later than to.',
  }),
};
