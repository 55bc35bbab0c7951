import { PageType } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { donationByOrder } from '#modules/donations/donations.queries';
import { orderDownloads } from '#modules/orders/order-downloads.queries';
import { downloadPath, validOrderToken } from '#modules/orders/order-links';
import { OrderErrors } from '#modules/orders/orders.errors';
import { orderToJson } from '#modules/orders/orders.model';
import * as q from '#modules/orders/orders.queries';
import { orderInLanguage } from '#render/order-language';
import { orderStatusView } from '#render/order-status-view';
import { sendScreen } from '#render/plain-page';
import { contributionPath } from '#workflows/donations/donation-links';

const Params = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

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
    // A gift's page is its contribution confirmed page (page type 204), where the test card's form sends it.
    if (await donationByOrder(app.db, order.id))
      return reply.redirect(contributionPath(app.secret, order.id), 303);
    const placed = (request.query as Record<string, unknown>).placed === '1';
    const rows = await orderDownloads(app.db, order.id);
    return sendScreen(reply, {
      title: placed ? 'Order confirmed' : 'Order status',
      view: {
        screen: 'order-status',
        ...orderStatusView(app.secret, await orderInLanguage(app.db, request.site!, order), rows, placed),
      },
      pageType: placed && order.status === 'paid' ? PageType.orderConfirmed : PageType.orderStatus,
      locale: order.locale,
    });
  });
}
