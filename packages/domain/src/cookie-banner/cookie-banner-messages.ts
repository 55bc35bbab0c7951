/**
 * Ours, not the specification's: the accessible names and close control of the cookie banner (the
 * spec's banner texts are cookieBannerMessages in message-groups/widgets.ts). Kept out of the message
 * groups and the dictionary on purpose: the banner chunk counts in every page's boot budget, and
 * importing a message group would bring all of that group's strings with it.
 */
export const cookieBannerUiMessages = {
  regionLabel: 'Cookie consent',
  close: 'Close',
  closeLabel: 'Close without accepting cookies',
} as const;
