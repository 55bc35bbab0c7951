import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestClient } from '#testing/test-app';

export const US_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Main Street',
  line2: '',
  city: 'New York',
  region: 'NY',
  postalCode: '10001',
  country: 'US',
};

export const CARDS = {
  ok: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  declined: { number: '4000000000000002', expiry: '12/34', cvc: '123' },
  confirm: { number: '4000002500003155', expiry: '12/34', cvc: '123' },
};

/** A visitor of a site: a cart, a checkout and the test provider's card form, through HTTP only. */
export class Shopper extends TestClient {
  constructor(app: FastifyInstance, host: string) {
    super(app, host);
  }

  async start() {
    await this.request('GET', '/api/auth/session');
    return this;
  }

  add(variantId: string, quantity = 1) {
    return this.request('POST', '/api/commerce/cart/items', { variantId, quantity });
  }

  cart() {
    return this.request('GET', '/api/commerce/cart');
  }

  checkout(body: Record<string, unknown> = {}) {
    return this.request('POST', '/api/commerce/checkout', {
      email: 'ada@example.com',
      shippingAddress: US_ADDRESS,
      ...body,
    });
  }

  /** Pays through the JSON form of the test card provider; returns its answer. */
  async pay(redirectUrl: string, card = CARDS.ok) {
    const url = new URL(redirectUrl);
    const orderId = url.pathname.split('/').pop()!;
    const token = url.searchParams.get('token')!;
    const response = await this.request('POST', `/api/commerce/test-card/${orderId}/pay`, { token, ...card });
    return response;
  }

  async buy(variantId: string, quantity = 1) {
    expect((await this.add(variantId, quantity)).statusCode).toBe(200);
    const checkout = await this.checkout();
    expect(checkout.statusCode, checkout.body).toBe(201);
    const paid = await this.pay(checkout.json().redirectUrl);
    expect(paid.json().outcome, paid.body).toBe('paid');
    return checkout.json().order as { id: string; number: number };
  }
}

export async function stockOf(app: FastifyInstance, variantId: string): Promise<number> {
  const row = await app.db
    .selectFrom('product_variants')
    .select('qty_in_stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.qty_in_stock;
}

export async function orderStatus(app: FastifyInstance, orderId: string): Promise<string> {
  const row = await app.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}
