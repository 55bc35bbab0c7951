import { defineError } from '#platform/errors/app-error';

/**
 * The languages' error catalogue. A provider that cannot be reached is no error of this catalogue:
 * it is answered 502 `languages.provider_unavailable` by the multilingual routes
 * (providers/provider-errors.ts says why).
 */
export const LanguagesErrors = {
  invalidTag: defineError({
    kind: 'invalid',
    code: 'languages.invalid_tag',
    message: 'Use a language tag such as fr, de or pt-BR.',
  }),
  repeatedTag: defineError({
    kind: 'invalid',
    code: 'languages.repeated_tag',
    message: 'Each language appears once, and never as the primary language too.',
  }),
  tooMany: defineError({
    kind: 'invalid',
    code: 'languages.too_many',
    message: 'A site has at most 30 languages.',
  }),
  primaryInUse: defineError({
    kind: 'conflict',
    code: 'languages.primary_in_use',
    message:
      'This language is one of the site’s other languages: remove it from them to make it the primary one.',
  }),
  notASiteLanguage: defineError({
    kind: 'invalid',
    code: 'languages.not_a_site_language',
    message: 'Add this language to the site first.',
  }),
  invalidEndpoint: defineError({
    kind: 'invalid',
    code: 'languages.invalid_endpoint',
    message: 'Enter the translation service’s public web address, starting with https://.',
  }),
  notConnected: defineError({
    kind: 'conflict',
    code: 'languages.not_connected',
    message: 'Connect a translation service first.',
  }),
  providerRefused: defineError({
    kind: 'invalid',
    code: 'languages.provider_refused',
    message: 'The translation service refused the API key.',
  }),
  unsupportedLanguage: defineError({
    kind: 'conflict',
    code: 'languages.unsupported_language',
    message: 'The translation service does not translate between these languages.',
  }),
};
