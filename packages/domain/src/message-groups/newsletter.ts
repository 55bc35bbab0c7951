/**
 * Ours, not the specification's: what a newsletter subscriber reads (the confirmation email and
 * the pages its links open) and what the owner's subscriber export is headed with.
 */
export const newsletterMessages = {
  confirmSubject: 'Confirm your subscription to {site}',
  confirmIntro: 'Someone, hopefully you, asked to receive the newsletter of {site} at this address.',
  confirmAction: 'To confirm, open this link:',
  confirmIgnore: 'If you did not ask for this, ignore this email and you will not hear from us again.',
  unsubscribeFooter: 'No longer interested? Unsubscribe: {url}',
  confirmedTitle: "You're subscribed",
  confirmedBody: 'Thank you for confirming. You will receive the newsletter of {site} at {email}.',
  unsubscribedTitle: "You're unsubscribed",
  unsubscribedBody: 'You will no longer receive the newsletter of {site} at {email}.',
  invalidLinkTitle: 'This link does not work',
  invalidConfirmBody:
    'This confirmation link is not valid or has already been used. Sign up again to receive a new one.',
  invalidUnsubscribeBody:
    'This unsubscribe link is not valid or has been replaced by a newer one. Use the link in the latest email you received.',
  backHome: 'Back to {site}',
  csvEmail: 'Email',
  csvStatus: 'Status',
  csvSubscribed: 'Signed up',
  csvConfirmed: 'Confirmed',
  csvUnsubscribed: 'Unsubscribed',
} as const;
