import { defineError } from '#platform/errors/app-error';

/** Failures of the reporting calls and the owner's dashboard; the site runtime ignores the messages. */
export const AnalyticsErrors = {
  noSite: defineError({
    kind: 'not_found',
    code: 'analytics.no_site',
    message: 'There is no site at this address.',
  }),
  notUtf8: defineError({
    kind: 'invalid',
    code: 'analytics.not_utf8',
    message: 'The body is not valid UTF-8 text.',
  }),
  notJson: defineError({
    kind: 'invalid',
    code: 'analytics.not_json',
    message: 'The body is not JSON, or is nested too deeply or too large.',
  }),
  badField: defineError({
    kind: 'invalid',
    code: 'analytics.bad_field',
    message: 'A form field has a name no report uses.',
  }),
  wrongSite: defineError({
    kind: 'invalid',
    code: 'analytics.wrong_site',
    message: 'The report names another site than the one at this address.',
  }),
  rateLimited: defineError({
    kind: 'rate_limited',
    code: 'analytics.rate_limited',
    message: 'Too many reports from this address. Please try again later.',
  }),
  quotaExceeded: defineError({
    kind: 'rate_limited',
    code: 'analytics.quota_exceeded',
    message: 'This site has stored all the reports it may today. Please try again tomorrow.',
  }),
  badRange: defineError({
    kind: 'invalid',
    code: 'analytics.bad_range',
    message: 'Give a range of days as from=YYYY-MM-DD and to=YYYY-MM-DD, at most 366 days long.',
  }),
};
