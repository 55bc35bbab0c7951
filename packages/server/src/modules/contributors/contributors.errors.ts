import { defineError } from '#platform/errors/app-error';
import { CommonErrors } from '#platform/errors/common.errors';

export const ContributorsErrors = {
  notFound: defineError({
    kind: 'not_found',
    code: 'contributors.not_found',
    message: 'This person is not a contributor.',
  }),
  invitationNotFound: defineError({
    kind: 'not_found',
    code: 'contributors.invitation_not_found',
    message: 'This invitation was already accepted or withdrawn.',
  }),
  lastAdmin: defineError({
    kind: 'invalid',
    code: 'contributors.last_admin',
    message: 'A site keeps at least one admin.',
  }),
};

/** What accepting an invitation link can fail on (api/account/invitation.routes.ts). */
export const InvitationErrors = {
  invalid: defineError({
    kind: 'not_found',
    code: 'invitations.invalid',
    message:
      'This invitation link has expired, was withdrawn or was already used. Ask the site’s owner for a new one.',
  }),
  otherAccount: defineError({
    kind: 'forbidden',
    code: 'invitations.other_account',
    message: 'This invitation is for another email address. Sign out, then sign in with the invited address.',
  }),
  accountExists: defineError({
    kind: 'conflict',
    code: 'invitations.account_exists',
    message: 'An account already uses this email address. Sign in to accept the invitation.',
  }),
  /** The one auth.login_required, with a message that says what to sign in for. */
  signInFirst: () =>
    CommonErrors.loginRequired(undefined, 'Sign in, or create an account, to accept the invitation.'),
};
