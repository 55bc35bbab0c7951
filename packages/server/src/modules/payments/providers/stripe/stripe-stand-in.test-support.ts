import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { listOf, parseStripeForm } from './stripe-form.test-support';

type Json = Record<string, unknown>;
export type Deliver = (payload: string, signature: string) => Promise<number>;

export interface RecordedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Json;
}

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A local stand-in for the Stripe endpoints the stripe provider calls, answering as Stripe's
 * API reference documents them (form-encoded requests, JSON objects, `error` bodies,
 * Idempotency-Key replay), plus the hosted payment page and signed webhooks made with the
 * library's own test-header helper. Webhooks go to `deliver`; `hold` keeps them for a test to
 * deliver late, twice or out of order.
 */
export class StripeStandIn {
  readonly secretKey = 'sk_test_standin';
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly calls: RecordedCall[] = [];
  readonly sessions = new Map<string, Json>();
  readonly refunds: Json[] = [];
  /** Events made and not delivered because `hold` was on. */
  readonly held: Json[] = [];
  hold = false;
  private readonly replies = new Map<string, { body: string; status: number; response: Json }>();
  private readonly stripe = new Stripe(this.secretKey);

  /** A Stripe-Signature header for a payload, signed with the webhook secret at a given time (seconds). */
  signatureAt(payload: string, timestamp: number): string {
    return this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret, timestamp });
  }
  private server: Server | null = null;
  base = '';

  constructor(private readonly deliver: Deliver) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      this.route(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  creates(path: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === 'POST' && c.path === path);
  }

  /** Signs one event as Stripe would and hands it to the webhook; answers its HTTP status. */
  send(event: Json): Promise<number> {
    const payload = JSON.stringify(event);
    const signature = this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    return this.deliver(payload, signature);
  }

  private async emit(type: string, session: Json) {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(session) },
    };
    if (this.hold) this.held.push(event);
    else await this.send(event);
  }

  /** The customer pays on the hosted page: the session completes and Stripe reports it. */
  async pay(sessionId: string): Promise<Json> {
    const session = this.sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: stripeId('pi') });
    await this.emit('checkout.session.completed', session);
    return session;
  }

  /** The session runs out unpaid. */
  async expire(sessionId: string): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    Object.assign(session, { status: 'expired', url: null });
    await this.emit('checkout.session.expired', session);
  }

  private async route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.base);
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (c: string) => (text += c));
      request.on('end', () => resolve(text));
    });
    if (url.pathname.startsWith('/pay/')) return this.hostedPage(request, response, url);
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return json(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    const body = parseStripeForm(raw);
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    this.calls.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key, body });
    if (request.method === 'POST' && key) {
      const earlier = this.replies.get(`${url.pathname} ${key}`);
      if (earlier && earlier.body !== raw) {
        return json(
          response,
          400,
          stripeError(
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      }
      if (earlier) return json(response, earlier.status, earlier.response, { 'idempotent-replayed': 'true' });
    }
    const [status, answer] = this.answer(request.method ?? '', url.pathname, body);
    if (request.method === 'POST' && key)
      this.replies.set(`${url.pathname} ${key}`, { body: raw, status, response: answer });
    return json(response, status, answer);
  }

  private answer(method: string, path: string, body: Json): [number, Json] {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(body);
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const session = this.sessions.get(retrieve[1]!);
      return session ? [200, session] : missing('id', retrieve[1]!);
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(body);
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)];
  }

  private createSession(body: Json): [number, Json] {
    if (body.mode !== 'payment') return invalid('mode', 'Missing required param: mode.');
    if (typeof body.success_url !== 'string')
      return invalid('success_url', 'Missing required param: success_url.');
    const items = listOf(body.line_items);
    if (items.length === 0) return invalid('line_items', 'Missing required param: line_items.');
    let total = 0;
    let currency = '';
    for (const [i, item] of items.entries()) {
      const price = (item.price_data ?? {}) as Json;
      const unit = Number(price.unit_amount);
      const quantity = Number(item.quantity);
      if (!Number.isInteger(unit) || unit < 0)
        return invalid(`line_items[${i}][price_data][unit_amount]`, 'Invalid integer.');
      if (!Number.isInteger(quantity) || quantity < 1)
        return invalid(`line_items[${i}][quantity]`, 'Invalid integer.');
      if (typeof price.currency !== 'string' || price.currency !== price.currency.toLowerCase())
        return invalid(`line_items[${i}][price_data][currency]`, 'Invalid currency.');
      currency = price.currency;
      total += unit * quantity;
    }
    const id = stripeId('cs');
    const session: Json = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      created: now(),
      currency,
      customer_email: body.customer_email ?? null,
      expires_at: Number(body.expires_at ?? now() + 86_400),
      livemode: false,
      metadata: body.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url,
      url: `${this.base}/pay/${id}`,
    };
    this.sessions.set(id, session);
    return [200, session];
  }

  private createRefund(body: Json): [number, Json] {
    const session = [...this.sessions.values()].find((s) => s.payment_intent === body.payment_intent);
    if (!session) return missing('payment_intent', String(body.payment_intent));
    const refunded = this.refunds
      .filter((r) => r.payment_intent === body.payment_intent)
      .reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = body.amount === undefined ? Number(session.amount_total) - refunded : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || refunded + amount > Number(session.amount_total)) {
      return invalid('amount', `Refund amount (${amount}) is greater than unrefunded amount on charge.`);
    }
    const refund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      created: now(),
      payment_intent: body.payment_intent,
      status: 'succeeded',
      metadata: body.metadata ?? {},
    };
    this.refunds.push(refund);
    return [200, refund];
  }

  /** Stands in for Stripe's hosted page: Pay completes the session, then back to success_url. */
  private async hostedPage(request: IncomingMessage, response: ServerResponse, url: URL) {
    const session = this.sessions.get(url.pathname.slice('/pay/'.length));
    if (!session) return json(response, 404, stripeError('invalid_request_error', 'No such session.'));
    if (request.method === 'POST' && session.status === 'open') {
      await this.pay(String(session.id));
      response.writeHead(303, { location: String(session.success_url) });
      return response.end();
    }
    const total = `${(Number(session.amount_total) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Stripe Checkout (stand-in)</title><h1>Pay ${total}</h1><p>Session ${session.status}</p>` +
        (session.status === 'open'
          ? `<form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url}">Back</a>`
          : ''),
    );
  }
}

function json(response: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': stripeId('req'),
    ...headers,
  });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, param?: string, code?: string): Json => ({
  error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
});
const invalid = (param: string, message: string): [number, Json] => [
  400,
  stripeError('invalid_request_error', message, param, 'parameter_invalid'),
];
const missing = (param: string, id: string): [number, Json] => [
  404,
  stripeError('invalid_request_error', `No such object: '${id}'`, param, 'resource_missing'),
];
