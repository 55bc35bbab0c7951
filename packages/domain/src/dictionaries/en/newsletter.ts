import { newsletterMessages } from '../../message-groups/newsletter';

/**
 * What a newsletter subscriber reads: the confirmation email and the pages its links open (the
 * owner's export headings are not a visitor's and stay out).
 */
export const newsletter = {
  confirmSubject: newsletterMessages.confirmSubject,
  confirmIntro: newsletterMessages.confirmIntro,
  confirmAction: newsletterMessages.confirmAction,
  confirmIgnore: newsletterMessages.confirmIgnore,
  unsubscribeFooter: newsletterMessages.unsubscribeFooter,
  confirmedTitle: newsletterMessages.confirmedTitle,
  confirmedBody: newsletterMessages.confirmedBody,
  unsubscribedTitle: newsletterMessages.unsubscribedTitle,
  unsubscribedBody: newsletterMessages.unsubscribedBody,
  invalidLinkTitle: newsletterMessages.invalidLinkTitle,
  invalidConfirmBody: newsletterMessages.invalidConfirmBody,
  invalidUnsubscribeBody: newsletterMessages.invalidUnsubscribeBody,
  backHome: newsletterMessages.backHome,
} as const;
