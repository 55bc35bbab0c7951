import { formatMessage, newsletterMessages as m } from '@atelier/domain';
import { escapeHtml } from './newsletter-pages';

export interface ConfirmationLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

export const newsletterLinks = (siteBaseUrl: string, confirmToken: string, unsubscribeToken: string) => ({
  confirmUrl: `${siteBaseUrl}/api/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
  unsubscribeUrl: `${siteBaseUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
});

/** The double opt-in email: the confirmation link, and an unsubscribe link for later. */
export function confirmationMail(siteTitle: string, links: ConfirmationLinks) {
  const site = siteTitle.trim() || new URL(links.confirmUrl).host;
  const intro = formatMessage(m.confirmIntro, { site });
  const footer = formatMessage(m.unsubscribeFooter, { url: links.unsubscribeUrl });
  const text = [intro, '', m.confirmAction, links.confirmUrl, '', m.confirmIgnore, '', '--', footer].join(
    '\n',
  );
  const confirm = escapeHtml(links.confirmUrl);
  const unsubscribe = escapeHtml(links.unsubscribeUrl);
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(m.confirmAction)}<br><a href="${confirm}">${confirm}</a></p>`,
    `<p>${escapeHtml(m.confirmIgnore)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(formatMessage(m.unsubscribeFooter, { url: '' }).trim())} <a href="${unsubscribe}">${unsubscribe}</a></p>`,
  ].join('\n');
  return { subject: formatMessage(m.confirmSubject, { site }), text, html };
}
