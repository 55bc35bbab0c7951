/**
 * Ours, not the specification's: what a site's visitor reads about their account on the site (the
 * mails of sign-up and password reset), in the language of the page they signed up from. ICU
 * message format; `{site}` is the site's title as its visitors read it.
 */
export const memberMessages = {
  verifySubject: 'Confirm your account at {site}',
  verifyIntro: 'Welcome to {site}. Confirm your email address to finish creating your account:',
  verifyOutro: 'The link works for 24 hours. If you did not sign up, ignore this mail: no account is opened.',
  existsSubject: 'Your account at {site}',
  existsIntro:
    'Someone, perhaps you, tried to create an account at {site} with this email address, which already has one. Sign in here, or reset your password if you forgot it:',
  existsOutro: 'If it was not you, ignore this mail: nothing has changed.',
  resetSubject: 'Reset your password at {site}',
  resetIntro:
    'Someone, perhaps you, asked to reset the password of your account at {site}. Choose a new one here:',
  resetOutro:
    'The link works for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
} as const;
