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
  // The account screens and the member pages' access screen (page types 106 and 208).
  accountTitle: 'Your account',
  signInHeading: 'Sign in',
  signUpHeading: 'New here? Create an account',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  newPasswordLabel: 'Password (at least 10 characters)',
  nameLabel: 'Name (optional)',
  rememberMe: 'Keep me signed in on this device',
  signInButton: 'Sign in',
  signUpButton: 'Create account',
  signOutButton: 'Sign out',
  forgotHeading: 'Forgot your password?',
  sendResetButton: 'Email me a link',
  resetHeading: 'Choose a new password',
  savePasswordButton: 'Save password',
  verifiedNotice: 'Your email address is confirmed. Sign in to continue.',
  linkExpiredNotice: 'This link has expired or was already used.',
  signUpSentNotice: 'Check your email: we sent you a link to confirm your address.',
  resetSentNotice: 'If that address has an account here, we sent it a link to choose a new password.',
  passwordChangedNotice: 'Your password is changed. Sign in with the new one.',
  signedOutNotice: 'You are signed out.',
  signedInAs: 'Signed in as {email}',
  deniedHeading: 'This page is for members',
  deniedIntro: '{page} is in {area}, which only its members can see.',
  deniedSignIn: 'Sign in, or create an account, to continue.',
  joinButton: 'Join {area}',
  inviteOnly: 'Only people the site’s owner adds can join {area}.',
  joinedHeading: 'Welcome to {area}',
  continueTo: 'Continue to {page}',
  yourAreas: 'Your member areas',
  noAreas: 'You are not in any member area yet.',
  badCredentials: 'Incorrect email or password.',
  unverified: 'Confirm your email address first: follow the link in the mail we sent you.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many sign-ups from this address. Please try again later.',
  tooManyResets: 'Too many password reset requests. Please try again later.',
  badResetLink: 'This password reset link has expired or was already used. Ask for a new one.',
  invalidEmail: 'Enter a valid email address.',
  shortPassword: 'Use at least 10 characters.',
} as const;
