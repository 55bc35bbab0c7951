import { formatMoney, newId, storeScreenMessages } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { orderStatusPath } from '#modules/orders/order-links';
import { orderToJson } from '#modules/orders/orders.model';
import { addEvent, orderById, orderLines } from '#modules/orders/orders.queries';
import { attemptOf, confirmAttempt, validPayToken } from '#modules/payments/providers/test-card/pay-link';
import { cardOutcome, DECLINED_MESSAGE, TEST_CARDS } from '#modules/payments/providers/test-card/test-cards';
import { AppError } from '#platform/errors/app-error';
import { parseInput } from '#platform/errors/validation';
import { orderInLanguage } from '#render/order-language';
import { orderSummaryView } from '#render/order-summary-view';
import { sendScreen } from '#render/plain-page';
import { releaseOrder } from '#workflows/checkout/order-release.workflow';
import { completePayment } from '#workflows/checkout/payment-result.workflow';
import { TestCardErrors, UNKNOWN_CARD } from './test-card.errors';

const Params = z.object({ orderId: z.string().regex(/^[0-9a-f]{24}$/) });
const CardBody = z.object({
  token: z.string().max(200),
  number: z.string().trim().min(1, storeScreenMessages.enterCardNumber).max(30),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, storeScreenMessages.enterCardExpiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, storeScreenMessages.enterCardSecurityCode),
});
const ConfirmBody = z.object({
  token: z.string().max(200),
  attempt: z.string().max(200),
  decision: z.enum(['confirm', 'fail']),
});
const CancelBody = z.object({ token: z.string().max(200) });

type Result = {
  outcome: 'paid' | 'declined' | 'requires_confirmation' | 'closed';
  message: string;
  redirectUrl: string;
  /** With 'requires_confirmation': what the confirmation step posts back. */
  attempt?: string;
};

const baseUrl = (request: FastifyRequest, secure: boolean) =>
  `${secure ? 'https' : request.protocol}://${request.headers.host ?? ''}`;

/**
 * The built-in test provider's card form, served by our own server. JSON for scripts and tests;
 * the same steps as HTML form posts for the browser (no script needed). The signed pay token,
 * not a session, authorises paying for the order.
 */
export async function testCardRoutes(app: FastifyInstance): Promise<void> {
  if (app.payments.name !== 'test-card') return;

  const pendingOrder = async (request: FastifyRequest, token: unknown) => {
    const params = Params.safeParse(request.params);
    if (!params.success || !request.site || !validPayToken(app.secret, params.data.orderId, token))
      throw TestCardErrors.orderNotFound();
    const order = await orderById(app.db, request.site.id, params.data.orderId);
    if (!order) throw TestCardErrors.orderNotFound();
    return order;
  };

  const statusUrl = (orderId: string) => `${orderStatusPath(app.secret, orderId)}&placed=1`;

  /** An order a card can still pay: waiting for payment, or its hold ran out a moment ago. */
  const payable = (order: { status: string }) => order.status === 'pending' || order.status === 'expired';
  const closed = (order: { id: string }): Result => ({
    outcome: 'closed',
    message: 'This order is no longer waiting for payment.',
    redirectUrl: statusUrl(order.id),
  });

  async function pay(request: FastifyRequest, body: z.infer<typeof CardBody>): Promise<Result> {
    const order = await pendingOrder(request, body.token);
    if (!payable(order)) return closed(order);
    const outcome = cardOutcome(body.number);
    if (outcome === 'unknown_card') throw TestCardErrors.unknownCard({ number: UNKNOWN_CARD });
    if (outcome === 'declined') {
      await addEvent(app.db, order, 'payment-declined', DECLINED_MESSAGE);
      return { outcome: 'declined', message: DECLINED_MESSAGE, redirectUrl: '' };
    }
    if (outcome === 'requires_confirmation') {
      return {
        outcome: 'requires_confirmation',
        message: 'Confirm this payment with your bank.',
        redirectUrl: '',
        attempt: confirmAttempt(app.secret, order.id, newId()),
      };
    }
    return capture(request, order, newId());
  }

  /** Charges the card once per attempt: the attempt names the charge and its event key. */
  async function capture(
    request: FastifyRequest,
    order: { id: string; total: number; currency: string },
    attemptId: string,
  ): Promise<Result> {
    const charge = `tc_${attemptId}`;
    const result = await completePayment(
      app,
      {
        orderId: order.id,
        providerRef: charge,
        amount: order.total,
        currency: order.currency,
        eventKey: `test-card:${charge}`,
      },
      baseUrl(request, app.config.secureCookies),
    );
    if (result === 'refund')
      return {
        outcome: 'closed',
        message: 'Your payment arrived too late and was refunded.',
        redirectUrl: statusUrl(order.id),
      };
    // Paid by an earlier charge while this one was on its way: this one was given back.
    if (result === 'already-paid' || result === 'duplicate') return closed(order);
    return { outcome: 'paid', message: '', redirectUrl: statusUrl(order.id) };
  }

  async function confirm(request: FastifyRequest, body: z.infer<typeof ConfirmBody>): Promise<Result> {
    const order = await pendingOrder(request, body.token);
    const attemptId = attemptOf(app.secret, order.id, body.attempt);
    if (!attemptId) throw TestCardErrors.noConfirmation();
    if (body.decision === 'fail') {
      if (!payable(order)) return closed(order);
      await addEvent(app.db, order, 'payment-declined', 'The extra confirmation step failed.');
      return { outcome: 'declined', message: DECLINED_MESSAGE, redirectUrl: '' };
    }
    if (!payable(order)) return closed(order);
    return capture(request, order, attemptId);
  }

  const routeConfig = { config: { crumb: false } };

  app.post('/api/commerce/test-card/:orderId/pay', routeConfig, async (request) =>
    pay(request, parseInput(CardBody, request.body)),
  );
  app.post('/api/commerce/test-card/:orderId/confirm', routeConfig, async (request) =>
    confirm(request, parseInput(ConfirmBody, request.body)),
  );

  const formPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    alert = '',
    status = 200,
  ) => {
    const order = await pendingOrder(request, token);
    if (order.status !== 'pending') return reply.redirect(statusUrl(order.id), 303);
    return sendScreen(reply, {
      title: 'Pay',
      view: {
        screen: 'pay',
        orderId: order.id,
        orderNumber: order.number,
        total: formatMoney(order.total, order.currency),
        // The order's own figures, as its confirmation shows them: what the card is charged.
        summary: orderSummaryView(
          await orderInLanguage(
            app.db,
            request.site!,
            orderToJson(order, await orderLines(app.db, order.id)),
          ),
        ),
        token,
        alert,
        cards: TEST_CARDS,
      },
      status,
      locale: order.locale ?? null,
    });
  };

  app.get('/commerce/pay/:orderId', async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    return formPage(request, reply, typeof token === 'string' ? token : '');
  });

  app.post('/commerce/pay/:orderId', routeConfig, async (request, reply) => {
    const body = CardBody.safeParse(request.body);
    const token =
      typeof (request.body as { token?: unknown })?.token === 'string'
        ? (request.body as { token: string }).token
        : '';
    if (!body.success)
      return formPage(
        request,
        reply,
        token,
        body.error.issues[0]?.message ?? storeScreenMessages.checkCardDetails,
        400,
      );
    let result: Result;
    try {
      result = await pay(request, body.data);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'invalid')
        return formPage(request, reply, token, error.message, 400);
      throw error;
    }
    if (result.outcome === 'declined') return formPage(request, reply, token, result.message, 402);
    if (result.outcome === 'requires_confirmation') {
      const order = await pendingOrder(request, token);
      return sendScreen(reply, {
        title: 'Confirm payment',
        view: {
          screen: 'confirm-payment',
          orderId: order.id,
          total: formatMoney(order.total, order.currency),
          token,
          attempt: result.attempt ?? '',
        },
        locale: order.locale ?? null,
      });
    }
    return reply.redirect(result.redirectUrl, 303);
  });

  app.post('/commerce/pay/:orderId/confirm', routeConfig, async (request, reply) => {
    const body = parseInput(ConfirmBody, request.body);
    let result: Result;
    try {
      result = await confirm(request, body);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'invalid')
        return formPage(request, reply, body.token, error.message, 400);
      throw error;
    }
    if (result.outcome === 'declined') return formPage(request, reply, body.token, result.message, 402);
    return reply.redirect(result.redirectUrl, 303);
  });

  app.post('/commerce/pay/:orderId/cancel', routeConfig, async (request, reply) => {
    const body = parseInput(CancelBody, request.body);
    const order = await pendingOrder(request, body.token);
    await releaseOrder(app.db, order.id, 'cancelled', 'The customer cancelled the payment.');
    return reply.redirect('/cart', 303);
  });
}
