import { formatMoney } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { orderDownloads } from '#modules/orders/order-downloads.queries';
import { downloadPath, validOrderToken } from '#modules/orders/order-links';
import { OrderErrors } from '#modules/orders/orders.errors';
import { type OrderJson, orderToJson } from '#modules/orders/orders.model';
import * as q from '#modules/orders/orders.queries';
import type { OrderDownloadsTable } from '#platform/db/schema';
import { escapeHtml, sendPlainPage } from '#render/plain-page';

const Params = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  expired: 'Not paid in time',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const dateText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** The order's download links, each with what is left of it; withdrawn ones say why. */
function downloadsHtml(secret: string, order: OrderJson, rows: OrderDownloadsTable[], now: Date): string {
  if (rows.length === 0) return '';
  const items = rows
    .map((row) => {
      const left = Math.max(0, row.download_limit - row.downloads_used);
      const expired = row.expires_at <= now.toISOString();
      const state =
        row.revoked_at || order.status !== 'paid'
          ? 'Withdrawn: the order was refunded or cancelled.'
          : expired
            ? `Expired on ${dateText(row.expires_at)} UTC.`
            : left === 0
              ? 'All downloads used.'
              : `${left} of ${row.download_limit} downloads left, until ${dateText(row.expires_at)} UTC.`;
      const usable = !row.revoked_at && order.status === 'paid' && !expired && left > 0;
      return `<li data-download><span class="download__name">${escapeHtml(row.file_name)}</span> ${
        usable
          ? `<a class="button" href="${escapeHtml(downloadPath(secret, row.id))}" download data-download-link>Download<span class="visually-hidden"> ${escapeHtml(row.file_name)}</span></a>`
          : ''
      }<br><small data-download-state>${escapeHtml(state)}</small></li>`;
    })
    .join('');
  return `<section aria-labelledby="downloads" class="order-downloads"><h2 id="downloads">Your downloads</h2><ul>${items}</ul></section>`;
}

function statusHtml(order: OrderJson, placed: boolean, downloads = ''): string {
  const money = (v: number) => escapeHtml(formatMoney(v, order.currency));
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}${l.options ? ` <small>${escapeHtml(l.options)}</small>` : ''} × ${l.quantity}</td><td class="num">${money(l.amount)}</td></tr>`,
    )
    .join('');
  const refundNote =
    order.status === 'refunded' && order.timeline.some((e) => e.detail.includes('refunded automatically'))
      ? '<div role="alert">Your payment arrived after the time we could hold your items and they sold out. We have refunded you in full.</div>'
      : '';
  return `${placed && order.status === 'paid' ? '<h1 data-order-confirmed>Order confirmed</h1><p>Thank you! A confirmation is on its way to your inbox.</p>' : '<h1>Order status</h1>'}
${refundNote}
<p>Order number <strong data-order-number>#${order.number}</strong></p>
<p>Status: <strong data-order-status>${escapeHtml(STATUS_TEXT[order.status] ?? order.status)}</strong>${order.status === 'paid' ? ` · ${order.fulfilment === 'fulfilled' ? 'Fulfilled' : 'Being prepared'}` : ''}</p>
${order.trackingNumber ? `<p>Tracking number: <strong>${escapeHtml(order.trackingNumber)}</strong></p>` : ''}
<table><tbody>${rows}
<tr><td>Subtotal</td><td class="num">${money(order.subtotal)}</td></tr>
${order.discount ? `<tr><td>Discount</td><td class="num">-${money(order.discount)}</td></tr>` : ''}
${order.shippingOption ? `<tr><td>Shipping</td><td class="num">${money(order.shipping)}</td></tr>` : ''}
${order.tax ? `<tr><td>Tax</td><td class="num">${money(order.tax)}</td></tr>` : ''}
<tr><th>Total</th><th class="num">${money(order.total)}</th></tr>
${order.refunded ? `<tr><td>Refunded</td><td class="num">${money(order.refunded)}</td></tr>` : ''}
</tbody></table>
${downloads}
<p><a class="button" href="/">Continue Shopping</a></p>`;
}

/** The customer's order page behind its signed link: confirmed (spec 001 §2 page 202) and status (211). */
export async function orderStatusRoutes(app: FastifyInstance): Promise<void> {
  const load = async (request: FastifyRequest) => {
    const params = Params.safeParse(request.params);
    const token = (request.query as Record<string, unknown>).token;
    if (!params.success || !request.site || !validOrderToken(app.secret, params.data.id, token))
      throw OrderErrors.notFound();
    const order = await q.orderById(app.db, request.site.id, params.data.id);
    if (!order) throw OrderErrors.notFound();
    return orderToJson(order, await q.orderLines(app.db, order.id), await q.orderEvents(app.db, order.id));
  };

  app.get('/api/commerce/orders/:id', async (request, reply) => {
    const order = await load(request);
    reply.header('Cache-Control', 'private, no-store');
    const { timeline: _t, payments: _p, ...visible } = order;
    const downloads = (await orderDownloads(app.db, order.id)).map((row) => ({
      fileName: row.file_name,
      url: downloadPath(app.secret, row.id),
      downloadsLeft: Math.max(0, row.download_limit - row.downloads_used),
      downloadLimit: row.download_limit,
      expiresAt: row.expires_at,
      revoked: Boolean(row.revoked_at) || order.status !== 'paid',
    }));
    return { order: { ...visible, downloads } };
  });

  app.get('/commerce/orders/:id', async (request, reply) => {
    const order = await load(request);
    const placed = (request.query as Record<string, unknown>).placed === '1';
    const downloads = downloadsHtml(app.secret, order, await orderDownloads(app.db, order.id), new Date());
    return sendPlainPage(
      reply,
      placed ? 'Order confirmed' : 'Order status',
      statusHtml(order, placed, downloads),
    );
  });
}
