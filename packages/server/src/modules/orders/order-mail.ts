import type { OrderJson } from './orders.model';

interface MailSite {
  title: string;
  statusUrl: string;
}

const lineText = (order: OrderJson) =>
  order.lines
    .map((l) => `  ${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}  ${l.amountFormatted}`)
    .join('\n');

const totalsText = (order: OrderJson) =>
  [
    `Subtotal: ${order.formatted.subtotal}`,
    order.discount ? `Discount: -${order.formatted.discount}` : '',
    order.shippingOption ? `Shipping: ${order.formatted.shipping}` : '',
    order.tax ? `Tax: ${order.formatted.tax}` : '',
    `Total: ${order.formatted.total}`,
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

const downloadsText = (downloads: MailDownload[]) =>
  downloads.length
    ? `\n\nYour downloads:\n${downloads
        .map(
          (d) =>
            `  ${d.fileName}\n  ${d.url}\n  (${d.limit === 1 ? 'one download' : `${d.limit} downloads`} until ${new Date(d.expiresAt).toUTCString()})`,
        )
        .join('\n')}`
    : '';

export function orderConfirmationMail(order: OrderJson, site: MailSite, downloads: MailDownload[] = []) {
  return {
    subject: `Your order #${order.number} from ${site.title}`,
    text: `Thank you for your order.\n\nOrder #${order.number}\n${lineText(order)}\n\n${totalsText(order)}${downloadsText(downloads)}\n\nSee your order at any time:\n${site.statusUrl}\n`,
  };
}

export function newOrderMail(order: OrderJson, site: MailSite) {
  return {
    subject: `New order #${order.number}: ${order.formatted.total}`,
    text: `${order.email} placed order #${order.number} on ${site.title}.\n\n${lineText(order)}\n\n${totalsText(order)}\n`,
  };
}

export function orderShippedMail(order: OrderJson, site: MailSite) {
  const tracking = order.trackingNumber ? `\nTracking number: ${order.trackingNumber}\n` : '';
  return {
    subject: `Your order #${order.number} from ${site.title} is on its way`,
    text: `Your order #${order.number} has been fulfilled.\n${tracking}\n${lineText(order)}\n\n${site.statusUrl}\n`,
  };
}

export function autoRefundMail(order: OrderJson, site: MailSite) {
  return {
    subject: `Your order #${order.number} from ${site.title} could not be completed`,
    text: `Your payment arrived after the time we could hold your items, and they sold out in the meantime. We have refunded the full amount (${order.formatted.total}); it reaches your card in a few days.\n\n${site.statusUrl}\n`,
  };
}

export function refundMail(order: OrderJson, site: MailSite, amount: string) {
  return {
    subject: `Refund for your order #${order.number} from ${site.title}`,
    text: `We have refunded ${amount} for your order #${order.number}.\n\n${site.statusUrl}\n`,
  };
}
