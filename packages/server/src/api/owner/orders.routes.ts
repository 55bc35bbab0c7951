import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ordersCsv } from '#modules/orders/orders.csv';
import { OrderErrors } from '#modules/orders/orders.errors';
import { orderToJson } from '#modules/orders/orders.model';
import * as q from '#modules/orders/orders.queries';
import { FulfilBody, OrderParams, OrdersQuery, RefundBody } from '#modules/orders/orders.schemas';
import { csvStream } from '#platform/csv/csv';
import { parseInput } from '#platform/errors/validation';
import { requirePermission } from '#platform/tenancy/permissions';
import { cancelOrder, fulfilOrder, refundOrder } from '#workflows/orders/order-admin.workflow';

const baseUrl = (request: FastifyRequest, secure: boolean) =>
  `${secure ? 'https' : request.protocol}://${request.headers.host ?? ''}`;

/** The owner's orders: list, search, detail with timeline, fulfil, cancel, refund, CSV. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  // Orders hold customers' names, addresses and mail: reading them needs `store` as well.
  app.addHook('preHandler', requirePermission(app, 'store'));
  const base = '/api/config/store/orders';

  const orderId = (request: FastifyRequest) => {
    const parsed = OrderParams.safeParse(request.params);
    if (!parsed.success) throw OrderErrors.notFound();
    return parsed.data.id;
  };

  const detail = async (siteId: string, id: string) => {
    const order = await q.orderById(app.db, siteId, id);
    if (!order) throw OrderErrors.notFound();
    const [lines, events, payments] = await Promise.all([
      q.orderLines(app.db, id),
      q.orderEvents(app.db, id),
      q.orderPayments(app.db, id),
    ]);
    return { order: orderToJson(order, lines, events, payments) };
  };

  // A page at a time by key: `next` asks for the following page; the first page also counts the
  // list (up to 1,000: `totalCapped` past that).
  app.get(base, async (request) => {
    const filter = parseInput(OrdersQuery, request.query);
    const page = { cursor: filter.cursor ?? null, offset: filter.offset, limit: filter.limit };
    const { rows, next, count } = await q.listOrders(app.db, request.site!.id, filter, page, !filter.cursor);
    return { orders: rows.map((row) => orderToJson(row)), next, ...count };
  });

  // Every order the filter finds, streamed a page at a time.
  app.get(`${base}.csv`, async (request, reply) => {
    const filter = parseInput(OrdersQuery, request.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="orders.csv"')
      .header('Cache-Control', 'private, no-store')
      .send(csvStream(ordersCsv(q.allOrders(app.db, request.site!.id, filter))));
  });

  app.get(`${base}/:id`, async (request) => detail(request.site!.id, orderId(request)));

  app.post(`${base}/:id/fulfil`, async (request) => {
    const id = orderId(request);
    const body = parseInput(FulfilBody, request.body ?? {});
    await fulfilOrder(
      app,
      request.site!.id,
      id,
      body.trackingNumber || null,
      baseUrl(request, app.config.secureCookies),
    );
    return detail(request.site!.id, id);
  });

  app.post(`${base}/:id/cancel`, async (request) => {
    const id = orderId(request);
    await cancelOrder(app, request.site!.id, id, baseUrl(request, app.config.secureCookies));
    return detail(request.site!.id, id);
  });

  app.post(`${base}/:id/refund`, async (request) => {
    const id = orderId(request);
    const body = parseInput(RefundBody, request.body ?? {});
    await refundOrder(app, request.site!.id, id, body.amount, baseUrl(request, app.config.secureCookies));
    return detail(request.site!.id, id);
  });
}
