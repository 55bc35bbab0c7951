import http from 'node:http';
import Database from 'better-sqlite3';
import { cpuSeconds } from './cpu';
import { type Child, profiled, startChild } from './load';
import { numberOption } from './options';

/** Against a bare node:http + better-sqlite3 server writing the same rows, our checkout may cost 1/0.3. */
const GOAL_VS_BARE_SQLITE = 0.3;
const SHOPPERS = 16;
const WARM_SECONDS = numberOption('BENCH_WARM_SECONDS', 5);
const STOCK = 1_000_000;
const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Main Street',
  line2: '',
  city: 'New York',
  region: 'NY',
  postalCode: '10001',
  country: 'US',
};
const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** One shopper's browser: its cookies, its crumb, one keep-alive connection. */
class Shopper {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly address: string,
    private readonly agent: http.Agent,
  ) {}

  send(method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { host: this.host, 'x-forwarded-for': this.address };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crumb = this.cookies.get('crumb');
    if (crumb && method !== 'GET') headers['x-csrf-token'] = crumb;
    if (payload) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const request = http.request(
        { port: this.port, host: '127.0.0.1', method, path, headers, agent: this.agent },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            for (const cookie of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = cookie.split(';');
              const at = pair.indexOf('=');
              this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
            }
            resolve({ status: response.statusCode ?? 0, body: text, cookies: [] });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** A whole purchase; the paid order's id, or an error naming the step that failed. */
  async buy(variantId: string): Promise<string> {
    await this.send('GET', '/api/auth/session');
    const added = await this.send('POST', '/api/commerce/cart/items', { variantId, quantity: 1 });
    if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${added.body}`);
    const checkout = await this.send('POST', '/api/commerce/checkout', {
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
    });
    if (checkout.status !== 201) throw new Error(`checkout: ${checkout.status} ${checkout.body}`);
    const { order, redirectUrl } = JSON.parse(checkout.body) as {
      order: { id: string };
      redirectUrl: string;
    };
    const token = new URL(redirectUrl, 'http://x').searchParams.get('token');
    const paid = await this.send('POST', `/api/commerce/test-card/${order.id}/pay`, { token, ...CARD });
    if (paid.status !== 200 || (JSON.parse(paid.body) as { outcome: string }).outcome !== 'paid')
      throw new Error(`pay: ${paid.status} ${paid.body}`);
    return order.id;
  }
}

let visitorNumber = 0;
const nextAddress = () => {
  visitorNumber += 1;
  return `10.${(visitorNumber >> 16) & 255}.${(visitorNumber >> 8) & 255}.${visitorNumber & 255}`;
};

/** Shoppers buying one unit each, one after another, for `seconds`: completed purchases and server CPU. */
async function checkoutsPerSecond(child: Child, host: string, variantId: string, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPERS });
  const deadline = Date.now() + seconds * 1000;
  const paid: string[] = [];
  const cpuBefore = cpuSeconds(child.process.pid!);
  const started = Date.now();
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (Date.now() < deadline) {
        paid.push(await new Shopper(child.port, host, nextAddress(), agent).buy(variantId));
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpu = cpuSeconds(child.process.pid!) - cpuBefore;
  agent.destroy();
  return { perSecond: paid.length / elapsed, cpu, checkouts: paid.length, paid };
}

/**
 * Completed test-provider checkouts per second (session, add to cart, checkout, pay) against a
 * bare node:http + better-sqlite3 server writing the same rows in the same transactions, in
 * interleaved rounds of the same run; server CPU per checkout from /proc decides. At the end,
 * every purchase answered 'paid' must be a paid order, and the stock must add up: none oversold.
 */
export async function benchCheckout(seconds: number): Promise<{ ratio: number; ok: boolean }> {
  const children: Child[] = [];
  try {
    const app = await startChild('serve-app.ts', ['127.0.0.1']);
    children.push(app);
    const host = `demo.localhost:${app.port}`;
    const file = new Database(app.sqliteFile!);
    const site = file.prepare("select id from websites where identifier = 'demo'").get() as { id: string };
    const variant = file
      .prepare(
        `select v.id from product_variants v join products p on p.id = v.product_id
         where p.website_id = ? and p.product_type = 1 and p.workflow = 'published' and v.unlimited = 0
         order by p.created_at limit 1`,
      )
      .get(site.id) as { id: string };
    file.prepare('update product_variants set qty_in_stock = ? where id = ?').run(STOCK, variant.id);
    const bare = await startChild('serve-bare-checkout.ts', [app.sqliteFile!, site.id]);
    children.push(bare);
    // Both servers warm until their code is compiled: ours runs far more JavaScript than the bare
    // one, and its cost per checkout still fell by a third between the first and the fifth second.
    for (const child of [app, bare]) await checkoutsPerSecond(child, host, variant.id, WARM_SECONDS);
    const servers = { ours: app, bare };
    const totals = {
      ours: { perSecond: 0, cpu: 0, checkouts: 0 },
      bare: { perSecond: 0, cpu: 0, checkouts: 0 },
    };
    const answeredPaid: string[] = [];
    const rounds = numberOption('BENCH_ROUNDS', 4);
    for (let round = 0; round < rounds; round++) {
      const turn = round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
      for (const name of turn) {
        const run = await profiled(servers[name], `checkout-${name}-${round}`, () =>
          checkoutsPerSecond(servers[name], host, variant.id, seconds),
        );
        totals[name].perSecond += run.perSecond;
        totals[name].cpu += run.cpu;
        totals[name].checkouts += run.checkouts;
        if (name === 'ours') answeredPaid.push(...run.paid);
      }
    }

    // What the database says once the load is over (warm-up purchases included in the sums).
    const paidRows = new Set(
      (
        file.prepare("select id from orders where website_id = ? and status = 'paid'").all(site.id) as {
          id: string;
        }[]
      ).map((r) => r.id),
    );
    const lost = answeredPaid.filter((id) => !paidRows.has(id)).length;
    const stock = (
      file.prepare('select qty_in_stock from product_variants where id = ?').get(variant.id) as {
        qty_in_stock: number;
      }
    ).qty_in_stock;
    const held = (
      file
        .prepare(
          `select coalesce(sum(l.stock_taken), 0) as n from order_lines l join orders o on o.id = l.order_id
           where l.variant_id = ? and o.status in ('pending', 'paid')`,
        )
        .get(variant.id) as { n: number }
    ).n;
    file.close();
    const oversold = stock < 0 || stock + held !== STOCK;

    const cpuPer = (name: keyof typeof totals) => (totals[name].cpu / totals[name].checkouts) * 1e6;
    const ratio = cpuPer('bare') / cpuPer('ours');
    const perSecond = (name: keyof typeof totals) => totals[name].perSecond / rounds;
    console.log(
      `checkouts (session, add to cart, checkout, pay): ${Math.round(perSecond('ours'))}/s at ${Math.round(cpuPer('ours'))} µs server CPU each, bare node:http + better-sqlite3: ${Math.round(perSecond('bare'))}/s at ${Math.round(cpuPer('bare'))} µs`,
    );
    const rateRatio = perSecond('ours') / perSecond('bare');
    console.log(
      `checkouts vs bare node:http + better-sqlite3 (same rows, same transactions), CPU per checkout: ${ratio.toFixed(3)} (goal >= ${GOAL_VS_BARE_SQLITE}) ${ratio >= GOAL_VS_BARE_SQLITE ? 'OK' : 'BELOW GOAL'}; per second: ${rateRatio.toFixed(3)} (goal >= ${GOAL_VS_BARE_SQLITE}) ${rateRatio >= GOAL_VS_BARE_SQLITE ? 'OK' : 'BELOW GOAL'}`,
    );
    console.log(
      `checkouts answered paid: ${answeredPaid.length}, of them not a paid order: ${lost} ${lost === 0 ? 'OK' : 'LOST'}; stock ${stock} + held or sold ${held} = ${stock + held} of ${STOCK} ${oversold ? 'OVERSOLD' : 'OK'}`,
    );
    return { ratio, ok: ratio >= GOAL_VS_BARE_SQLITE && lost === 0 && !oversold };
  } finally {
    for (const child of children) child.process.disconnect();
  }
}
