import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { orderToJson } from '#modules/orders/orders.model';
import { orderById, orderLines } from '#modules/orders/orders.queries';
import { reviewRequestPath } from '#modules/reviews/review-links';
import { reviewRequestMail } from '#modules/reviews/review-mail';
import { REQUEST_VALID_DAYS } from '#modules/reviews/reviews.model';
import {
  claimRequestSend,
  dueRequests,
  reviewSettings,
  scheduleRequest,
} from '#modules/reviews/reviews.queries';
import type { DB, OrdersTable, ReviewRequestsTable } from '#platform/db/schema';
import { randomToken, sha256 } from '#platform/security/tokens';
import { orderForCustomer } from '#workflows/orders/customer-mail';
import { reviewableLines } from './reviewable-lines';

const DAY_MS = 86_400_000;

const addressName = (json: string | null): string => {
  try {
    const name = json ? (JSON.parse(json) as { name?: unknown }).name : '';
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
};

/**
 * Schedules the review request of an order just fulfilled, in the fulfilment's transaction: due
 * the owner's delay after `now`, its link at `baseUrl` (the site address the order was fulfilled at).
 */
export async function scheduleReviewRequest(
  trx: Transaction<DB>,
  order: OrdersTable,
  baseUrl: string,
  now: Date,
): Promise<void> {
  const settings = await reviewSettings(trx, order.website_id);
  await scheduleRequest(trx, {
    siteId: order.website_id,
    orderId: order.id,
    email: order.email,
    name: addressName(order.shipping_address) || addressName(order.billing_address),
    locale: order.locale ?? null,
    baseUrl,
    sendAt: new Date(now.getTime() + settings.requestDelayDays * DAY_MS),
  });
}

/**
 * Mails one due request, once: the claim (`sent_at is null`) records a fresh token's hash in the
 * transaction that queues the mail. An order refunded or cancelled since, or with nothing left to
 * review, is claimed without a mail. True when a mail was queued.
 */
async function sendRequest(app: FastifyInstance, request: ReviewRequestsTable, now: Date): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + REQUEST_VALID_DAYS * DAY_MS);
    if (!(await claimRequestSend(trx, request.id, sha256(token), now, expiresAt))) return false;
    const order = await orderById(trx, request.website_id, request.order_id);
    if (order?.status !== 'paid') return false;
    const lines = reviewableLines(await orderLines(trx, order.id));
    if (lines.length === 0) return false;
    const url = `${request.base_url}${reviewRequestPath(request.id, token)}`;
    const { order: json, site } = await orderForCustomer(
      trx,
      request.website_id,
      orderToJson(order, lines),
      url,
    );
    await app.mail.enqueue(trx, {
      websiteId: request.website_id,
      to: request.email,
      kind: 'review-request',
      ...reviewRequestMail({
        orderNumber: order.number,
        products: json.lines.map((line) => line.name),
        url,
        expiresAt,
        site,
        tag: order.locale ?? site.locale ?? 'en',
      }),
    });
    return true;
  });
}

/** Mails every review request due at `now`; returns how many mails were queued. */
export async function sendDueReviewRequests(app: FastifyInstance, now: Date): Promise<number> {
  let sent = 0;
  for (const request of await dueRequests(app.db, now)) if (await sendRequest(app, request, now)) sent++;
  if (sent > 0) app.mail.kick();
  return sent;
}
