/** The mails the platform sends to an account holder about the account itself. */

export function verificationMail(link: string) {
  const text = [
    'Welcome to Atelier.',
    '',
    'Confirm your email address to finish creating your account:',
    link,
    '',
    'The link works for 24 hours. If you did not sign up, ignore this mail: no account is opened.',
  ].join('\n');
  return { subject: 'Confirm your email address for Atelier', text, kind: 'account-verification' };
}

export function alreadyRegisteredMail(signInUrl: string) {
  const text = [
    'Someone, perhaps you, tried to create an Atelier account with this email address.',
    '',
    'You already have an account. Sign in here:',
    signInUrl,
    '',
    'If it was not you, you can ignore this mail: nothing has changed.',
  ].join('\n');
  return { subject: 'You already have an Atelier account', text, kind: 'account-exists' };
}

export function passwordResetMail(link: string) {
  const text = [
    'Someone, perhaps you, asked to reset the password of your Atelier account.',
    '',
    'Choose a new password here:',
    link,
    '',
    'The link works once, for 1 hour. Setting a new password signs you out everywhere.',
    'If it was not you, ignore this mail: your password has not changed.',
  ].join('\n');
  return { subject: 'Reset your Atelier password', text, kind: 'password-reset' };
}

export function passwordChangedMail(signInUrl: string) {
  const text = [
    'The password of your Atelier account was just changed, and your other sessions were ended.',
    '',
    'If it was not you, reset your password at once from the sign-in page:',
    signInUrl,
  ].join('\n');
  return { subject: 'Your Atelier password was changed', text, kind: 'password-changed' };
}
