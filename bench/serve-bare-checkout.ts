// The checkout baseline: a bare node:http server with better-sqlite3 answering the same four
// requests a test-provider purchase makes (session, add to cart, checkout, pay) and writing the
// same rows: in one transaction the cart and its line; in one transaction the order number, the conditional stock
// update, the order, its line and event; in one transaction the payment, the paid order, its
// event, the emptied cart and the two mails. It trusts every price and checks nothing else: what
// our server does beyond this is our overhead.
//
// argv: the app's SQLite file (copied, so both start from the same rows), the demo site id.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { acceptProfileRequests } from './profile-hooks';

const [source = '', siteId = ''] = process.argv.slice(2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-bare-checkout-'));
const file = path.join(dir, 'bare.sqlite');
const copy = new Database(source);
copy.prepare('VACUUM INTO ?').run(file);
copy.close();

const db = new Database(file);
// The pragmas of packages/server/src/db/database.ts.
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');

const newId = () => randomBytes(12).toString('hex');
const now = () => new Date().toISOString();

const insertCart = db.prepare(
  'insert into carts (id, website_id, coupon_code, order_id, created_at, updated_at) values (?, ?, null, null, ?, ?)',
);
const insertCartLine = db.prepare(
  'insert into cart_lines (cart_id, variant_id, quantity, added_at) values (?, ?, ?, ?)',
);
const variantOf = db.prepare(
  `select v.id, v.product_id, v.price, v.sku, p.name, p.product_type from product_variants v
   join products p on p.id = v.product_id where v.id = ? and v.website_id = ?`,
);
const cartLines = db.prepare('select variant_id, quantity from cart_lines where cart_id = ?');
const nextNumber = db.prepare(
  'update store_configs set next_order_number = next_order_number + 1 where website_id = ? returning next_order_number',
);
const takeStock = db.prepare(
  'update product_variants set qty_in_stock = qty_in_stock - ? where id = ? and unlimited = 0 and qty_in_stock >= ?',
);
const insertOrder = db.prepare(
  `insert into orders (id, website_id, number, status, fulfilment, tracking_number, email, shipping_address,
   billing_address, shipping_option, currency, subtotal, discount, shipping, tax, total, refunded, coupon_id,
   coupon_code, cart_id, provider, provider_ref, reserved_until, search_text, created_at, paid_at, updated_at)
   values (?, ?, ?, 'pending', 'unfulfilled', null, ?, ?, ?, null, 'USD', ?, 0, 0, 0, ?, 0, null, null, ?,
   'test-card', null, ?, ?, ?, null, ?)`,
);
const insertOrderLine = db.prepare(
  `insert into order_lines (id, order_id, website_id, product_id, variant_id, product_type, name, sku, options,
   quantity, stock_taken, unit_price, amount, discount, tax, position) values (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, 0, 0, 0)`,
);
const insertEvent = db.prepare(
  'insert into order_events (id, order_id, website_id, kind, detail, created_at) values (?, ?, ?, ?, ?, ?)',
);
const linkCart = db.prepare('update carts set order_id = ?, updated_at = ? where id = ?');
const orderById = db.prepare('select id, total, email, cart_id, currency from orders where id = ?');
const insertPayment = db.prepare(
  `insert into payments (id, order_id, website_id, provider, kind, amount, currency, status, provider_ref,
   idempotency_key, created_at) values (?, ?, ?, 'test-card', 'charge', ?, ?, 'succeeded', ?, ?, ?)`,
);
const markPaid = db.prepare(
  "update orders set status = 'paid', paid_at = ?, provider_ref = ?, updated_at = ? where id = ? and status = 'pending'",
);
const clearCart = db.prepare('delete from cart_lines where cart_id = ?');
const unlinkCart = db.prepare('update carts set order_id = null where id = ?');
const insertMail = db.prepare(
  `insert into mail_messages (id, website_id, "to", reply_to, subject, text, html, kind, status, attempts,
   last_error, next_attempt_at, created_at, sent_at) values (?, ?, ?, null, ?, ?, null, ?, 'outbox', 0, null, null, ?, null)`,
);

/** A new cart and its first line in one transaction, as our server writes them. */
const addToCart = db.transaction((id: string, fresh: boolean, variantId: string, quantity: number) => {
  const at = now();
  if (fresh) insertCart.run(id, siteId, at, at);
  insertCartLine.run(id, variantId, quantity, at);
});

const checkout = db.transaction((cartId: string, email: string, address: string) => {
  const lines = cartLines.all(cartId) as { variant_id: string; quantity: number }[];
  const number = (nextNumber.get(siteId) as { next_order_number: number }).next_order_number - 1;
  const id = newId();
  const created = now();
  let total = 0;
  const rows = lines.map((line) => {
    const variant = variantOf.get(line.variant_id, siteId) as {
      product_id: string;
      price: number;
      sku: string;
      name: string;
      product_type: number;
    };
    if (takeStock.run(line.quantity, line.variant_id, line.quantity).changes !== 1)
      throw new Error('sold out');
    total += variant.price * line.quantity;
    return { line, variant };
  });
  const until = new Date(Date.now() + 15 * 60_000).toISOString();
  insertOrder.run(
    id,
    siteId,
    number,
    email,
    address,
    address,
    total,
    total,
    cartId,
    until,
    email,
    created,
    created,
  );
  for (const { line, variant } of rows) {
    insertOrderLine.run(
      newId(),
      id,
      siteId,
      variant.product_id,
      line.variant_id,
      variant.product_type,
      variant.name,
      variant.sku,
      line.quantity,
      line.quantity,
      variant.price,
      variant.price * line.quantity,
    );
  }
  insertEvent.run(newId(), id, siteId, 'created', 'Checkout started; stock held until payment.', created);
  linkCart.run(id, created, cartId);
  return { id, number, total };
});

const pay = db.transaction((orderId: string) => {
  const order = orderById.get(orderId) as {
    id: string;
    total: number;
    email: string;
    cart_id: string;
    currency: string;
  };
  const at = now();
  const charge = `tc_${newId()}`;
  insertPayment.run(newId(), orderId, siteId, order.total, order.currency, charge, `test-card:${charge}`, at);
  if (markPaid.run(at, charge, at, orderId).changes !== 1) return false;
  insertEvent.run(newId(), orderId, siteId, 'paid', 'Payment received.', at);
  clearCart.run(order.cart_id);
  unlinkCart.run(order.cart_id);
  insertMail.run(
    newId(),
    siteId,
    order.email,
    'Your order',
    'Thank you for your order.',
    'order-confirmation',
    at,
  );
  insertMail.run(newId(), siteId, 'owner@example.com', 'New order', 'A new order.', 'order-new', at);
  return true;
});

function readBody(request: http.IncomingMessage, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
}

function answer(response: http.ServerResponse, status: number, body: unknown, cookie?: string) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...(cookie ? { 'set-cookie': cookie } : {}),
  });
  response.end(text);
}

const cartCookie = (request: http.IncomingMessage) =>
  /CART=([0-9a-f]{24})/.exec(request.headers.cookie ?? '')?.[1];

const server = http.createServer((request, response) => {
  const url = request.url ?? '';
  if (request.method === 'GET' && url === '/api/auth/session') {
    return answer(response, 200, { account: null }, `crumb=${newId()}; Path=/; SameSite=Lax`);
  }
  readBody(request, (raw) => {
    try {
      if (url === '/api/commerce/cart/items') {
        const body = JSON.parse(raw) as { variantId: string; quantity: number };
        const id = cartCookie(request) ?? newId();
        addToCart(id, !cartCookie(request), body.variantId, body.quantity);
        return answer(response, 200, { cart: { id } }, `CART=${id}; Path=/; HttpOnly; SameSite=Lax`);
      }
      if (url === '/api/commerce/checkout') {
        const body = JSON.parse(raw) as { email: string; shippingAddress: unknown };
        const order = checkout(cartCookie(request) ?? '', body.email, JSON.stringify(body.shippingAddress));
        return answer(response, 201, { order, redirectUrl: `/commerce/pay/${order.id}?token=x` });
      }
      const paid = /^\/api\/commerce\/test-card\/([0-9a-f]{24})\/pay$/.exec(url);
      if (paid) return answer(response, 200, { outcome: pay(paid[1]!) ? 'paid' : 'closed' });
      return answer(response, 404, { error: 'Not found' });
    } catch (error) {
      return answer(response, 409, { error: String(error) });
    }
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  acceptProfileRequests();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => {
  server.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
