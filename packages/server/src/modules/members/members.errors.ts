import { defineError } from '#platform/errors/app-error';

/** What the site's visitor-account calls refuse (api/members/members.routes.ts). */
export const MemberErrors = {
  accountsOff: defineError({
    kind: 'not_found',
    code: 'members.accounts_off',
    message: 'This site has no visitor accounts.',
  }),
  badCredentials: defineError({
    kind: 'invalid',
    code: 'members.bad_credentials',
    message: 'Incorrect email or password.',
  }),
  unverified: defineError({
    kind: 'invalid',
    code: 'members.unverified',
    message: 'Confirm your email address first: follow the link in the mail we sent you.',
  }),
  tooManyAttempts: defineError({
    kind: 'rate_limited',
    code: 'members.too_many_attempts',
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  }),
  tooManySignUps: defineError({
    kind: 'rate_limited',
    code: 'members.too_many_signups',
    message: 'Too many sign-ups from this address. Please try again later.',
  }),
  tooManyResets: defineError({
    kind: 'rate_limited',
    code: 'members.too_many_resets',
    message: 'Too many password reset requests. Please try again later.',
  }),
  xsrfFail: defineError({
    kind: 'crumb_fail',
    code: 'members.xsrf_fail',
    message: 'Your session’s security token did not match. Please try again.',
  }),
  badResetLink: defineError({
    kind: 'invalid',
    code: 'members.bad_reset_link',
    message: 'This password reset link has expired or was already used. Ask for a new one.',
  }),
  // The account page's changes (api/members/account-*.routes.ts).
  wrongPassword: defineError({
    kind: 'invalid',
    code: 'members.wrong_password',
    message: 'The current password is not correct.',
  }),
  tooManyPasswordAttempts: defineError({
    kind: 'rate_limited',
    code: 'members.too_many_password_attempts',
    message: 'Too many wrong passwords. Please wait a few minutes and try again.',
  }),
  sameEmail: defineError({
    kind: 'invalid',
    code: 'members.same_email',
    message: 'That is already your email address.',
  }),
  tooManyEmailChanges: defineError({
    kind: 'rate_limited',
    code: 'members.too_many_email_changes',
    message: 'Too many email change requests. Please try again later.',
  }),
  tooManyAddresses: defineError({
    kind: 'invalid',
    code: 'members.too_many_addresses',
    message: 'You can keep at most 10 addresses. Remove one first.',
  }),
  addressNotFound: defineError({
    kind: 'invalid',
    code: 'members.address_not_found',
    message: 'There is no such address in your account.',
  }),
};

/** What the owner's calls about members and member areas refuse (api/owner/members.routes.ts). */
export const MemberAdminErrors = {
  memberNotFound: defineError({
    kind: 'not_found',
    code: 'members.member_not_found',
    message: 'There is no such member on this site.',
  }),
  areaNotFound: defineError({
    kind: 'not_found',
    code: 'members.area_not_found',
    message: 'There is no such member area on this site.',
  }),
  areaInUse: defineError({
    kind: 'conflict',
    code: 'members.area_in_use',
    message: 'Pages are still in this member area. Move them out of it first.',
  }),
};
