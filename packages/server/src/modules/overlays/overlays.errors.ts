import { defineError } from '#platform/errors/app-error';

/** Failures of the owner's announcement bar and popup overlay settings. */
export const OverlaysErrors = {
  invalidSettings: defineError({
    kind: 'invalid',
    code: 'overlays.invalid_settings',
    message: 'Some settings are not valid.',
  }),
};
