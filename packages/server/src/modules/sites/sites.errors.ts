import { defineError } from '#platform/errors/app-error';
import { CommonErrors } from '#platform/errors/common.errors';

export const SitesErrors = {
  identifierTaken: defineError({
    kind: 'conflict',
    code: 'sites.identifier_taken',
    message: 'This site address is already taken.',
  }),
  tooManySites: defineError({
    kind: 'conflict',
    code: 'sites.too_many',
    message: 'You have reached the limit of sites per owner.',
  }),
  unknownTemplate: defineError({
    kind: 'invalid',
    code: 'sites.unknown_template',
    message: 'Choose one of the templates.',
  }),
  notFound: defineError({ kind: 'not_found', code: 'sites.not_found', message: 'This site does not exist.' }),
  appHostOnly: defineError({
    kind: 'not_found',
    code: 'sites.app_host_only',
    message: 'This is only available on the platform home.',
  }),
  loginRequired: CommonErrors.loginRequired,
};
