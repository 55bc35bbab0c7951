import { DICTIONARIES, formatIcuMessage, uiLocaleFor } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';
import type { OrderJson } from './orders.model';

interface MailSite {
  title: string;
  statusUrl: string;
  /** The site's primary language: an order placed in it has no locale of its own. */
  locale?: string;
}

/** The customer's mails speak the language the order was placed in, else the site's primary one. */
function orderText(order: OrderJson, site: MailSite) {
  const tag = order.locale ?? site.locale ?? 'en';
  return { tag, text: translator(tag, DICTIONARIES[uiLocaleFor(tag)].orderMail, formatIcuMessage) };
}
type OrderText = ReturnType<typeof orderText>['text'];

const lineText = (order: OrderJson) =>
  order.lines
    .map((l) => `  ${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}  ${l.amountFormatted}`)
    .join('\n');

const totalsText = (order: OrderJson, text: OrderText) =>
  [
    text('subtotal', { amount: order.formatted.subtotal }),
    order.discount ? text('discount', { amount: order.formatted.discount }) : '',
    order.shippingOption ? text('shipping', { amount: order.formatted.shipping }) : '',
    order.tax ? text('tax', { amount: order.formatted.tax }) : '',
    text('total', { amount: order.formatted.total }),
  ]
    .filter(Boolean)
    .join('\n');

/** A download link as the confirmation mail lists it. */
export interface MailDownload {
  fileName: string;
  url: string;
  limit: number;
  expiresAt: string;
}

const expiry = (tag: string, at: string) =>
  `${new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(at))} UTC`;

const downloadsText = (downloads: MailDownload[], text: OrderText, tag: string) =>
  downloads.length
    ? `\n\n${text('downloadsHeading')}\n${downloads
        .map(
          (d) =>
            `  ${d.fileName}\n  ${d.url}\n  (${text('downloadLimit', { limit: d.limit, date: expiry(tag, d.expiresAt) })})`,
        )
        .join('\n')}`
    : '';

export function orderConfirmationMail(order: OrderJson, site: MailSite, downloads: MailDownload[] = []) {
  const { tag, text } = orderText(order, site);
  const number = String(order.number);
  return {
    subject: text('confirmationSubject', { number, site: site.title }),
    text: `${text('thanks')}\n\n${text('orderNumber', { number })}\n${lineText(order)}\n\n${totalsText(order, text)}${downloadsText(downloads, text, tag)}\n\n${text('seeOrder')}\n${site.statusUrl}\n`,
  };
}

/** To the owner, in the editor's language (English). */
export function newOrderMail(order: OrderJson, site: MailSite) {
  const text = translator('en', DICTIONARIES.en.orderMail, formatIcuMessage);
  return {
    subject: `New order #${order.number}: ${order.formatted.total}`,
    text: `${order.email} placed order #${order.number} on ${site.title}.\n\n${lineText(order)}\n\n${totalsText(order, text)}\n`,
  };
}

export function orderShippedMail(order: OrderJson, site: MailSite) {
  const { text } = orderText(order, site);
  const number = String(order.number);
  const tracking = order.trackingNumber
    ? `\n${text('trackingNumber', { tracking: order.trackingNumber })}\n`
    : '';
  return {
    subject: text('shippedSubject', { number, site: site.title }),
    text: `${text('shippedBody', { number })}\n${tracking}\n${lineText(order)}\n\n${site.statusUrl}\n`,
  };
}

export function autoRefundMail(order: OrderJson, site: MailSite) {
  const { text } = orderText(order, site);
  return {
    subject: text('autoRefundSubject', { number: String(order.number), site: site.title }),
    text: `${text('autoRefundBody', { amount: order.formatted.total })}\n\n${site.statusUrl}\n`,
  };
}

export function refundMail(order: OrderJson, site: MailSite, amount: string) {
  const { text } = orderText(order, site);
  const number = String(order.number);
  return {
    subject: text('refundSubject', { number, site: site.title }),
    text: `${text('refundBody', { amount, number })}\n\n${site.statusUrl}\n`,
  };
}
