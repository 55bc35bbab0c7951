import { isValidEmail, validationMessages } from '@atelier/domain';

/**
 * Why a success address cannot be used, or null. Visitors are sent to a page of this site
 * ('/thank-you') or a full web address; anything else would be refused when the page renders and
 * quietly fall back to the thank-you message, so the owner hears about it here instead.
 */
export function redirectUrlError(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return 'Enter the address to go to.';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters make an address unsafe
  if (/[\u0000-\u001f\u007f\s]/.test(trimmed)) return 'An address cannot contain spaces.';
  if (/^\/(?![/\\])/.test(trimmed)) return null;
  if (/^https?:\/\/[^/\s]+\.[^/\s]+/i.test(trimmed)) return null;
  return 'Enter a page of your site, such as /thank-you, or a full address starting with https://.';
}

/** Why a notification address cannot be used, or null; empty means the site owner's own address. */
export function notificationEmailError(email: string): string | null {
  const trimmed = email.trim();
  return trimmed === '' || isValidEmail(trimmed) ? null : validationMessages.enterValidEmail;
}
