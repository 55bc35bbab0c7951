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
