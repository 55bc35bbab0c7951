import { defineError } from '#platform/errors/app-error';
import { CommonErrors } from '#platform/errors/common.errors';

export const AuthErrors = {
  badCredentials: defineError({
    kind: 'invalid',
    code: 'auth.bad_credentials',
    message: 'Incorrect email or password.',
  }),
  emailTaken: defineError({
    kind: 'conflict',
    code: 'auth.email_taken',
    message: 'An account with this email already exists.',
  }),
  loginRequired: CommonErrors.loginRequired,
  tooManyAttempts: defineError({
    kind: 'rate_limited',
    code: 'auth.too_many_attempts',
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  }),
  unverified: defineError({
    kind: 'invalid',
    code: 'auth.unverified',
    message: 'Confirm your email address first: follow the link in the mail we sent you.',
  }),
  tooManySignUps: defineError({
    kind: 'rate_limited',
    code: 'auth.too_many_signups',
    message: 'Too many sign-ups from this address. Please try again later.',
  }),
  badHandoff: defineError({
    kind: 'invalid',
    code: 'auth.bad_handoff',
    message: 'This sign-in link has expired or was already used. Open the editor again from your sites.',
  }),
  wrongPassword: defineError({
    kind: 'invalid',
    code: 'auth.wrong_password',
    message: 'Your current password is not correct.',
  }),
  badResetLink: defineError({
    kind: 'invalid',
    code: 'auth.bad_reset_link',
    message: 'This password reset link has expired or was already used. Ask for a new one.',
  }),
  tooManyResets: defineError({
    kind: 'rate_limited',
    code: 'auth.too_many_resets',
    message: 'Too many password reset requests. Please try again later.',
  }),
  resetOnPlatform: defineError({
    kind: 'invalid',
    code: 'auth.reset_on_platform',
    message: 'Reset your password from the Atelier home page.',
  }),
};
