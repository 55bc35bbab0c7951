import { dictionariesFor, formatIcuMessage } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';
import { escapeHtml } from './newsletter-pages';

export interface ConfirmationLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

export const newsletterLinks = (siteBaseUrl: string, confirmToken: string, unsubscribeToken: string) => ({
  confirmUrl: `${siteBaseUrl}/api/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
  unsubscribeUrl: `${siteBaseUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
});

/**
 * The double opt-in email, in the language the visitor signed up in: the confirmation link, and an
 * unsubscribe link for later.
 */
export function confirmationMail(siteTitle: string, links: ConfirmationLinks, locale = 'en') {
  const t = translator(locale, dictionariesFor(locale).newsletter, formatIcuMessage);
  const m = { confirmAction: t('confirmAction'), confirmIgnore: t('confirmIgnore') };
  const site = siteTitle.trim() || new URL(links.confirmUrl).host;
  const intro = t('confirmIntro', { site });
  const footer = t('unsubscribeFooter', { url: links.unsubscribeUrl });
  const text = [intro, '', m.confirmAction, links.confirmUrl, '', m.confirmIgnore, '', '--', footer].join(
    '\n',
  );
  const confirm = escapeHtml(links.confirmUrl);
  const unsubscribe = escapeHtml(links.unsubscribeUrl);
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(m.confirmAction)}<br><a href="${confirm}">${confirm}</a></p>`,
    `<p>${escapeHtml(m.confirmIgnore)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(t('unsubscribeFooter', { url: '' }).trim())} <a href="${unsubscribe}">${unsubscribe}</a></p>`,
  ].join('\n');
  return { subject: t('confirmSubject', { site }), text, html };
}
