import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '#platform/db/database';
import { testEngines } from '#platform/db/test-databases';
import { sweepExpiredOrders } from './checkout.workflow';
import { CARDS, US_ADDRESS } from './store.test-support';

const MAIN = path.resolve(import.meta.dirname, '../../main.ts');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The real server as a child process, the way `npm start` runs it. */
function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Atelier is running')) resolve(child);
    });
    child.stderr!.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
}

/** A browser-like visitor over raw HTTP: keeps cookies, sends the crumb back. */
class Visitor {
  cookies = new Map<string, string>();
  constructor(
    private port: number,
    private host: string,
  ) {}

  // biome-ignore lint/suspicious/noExplicitAny: the answers are read as loosely as a browser script would.
  request(method: string, url: string, body?: unknown): Promise<{ status: number; json: () => any }> {
    const headers: Record<string, string> = { host: this.host };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crumb = this.cookies.get('crumb');
    if (crumb && method !== 'GET') headers['x-csrf-token'] = crumb;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: this.port, method, path: url, headers }, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
}

for (const engine of testEngines()) {
  describe(`a server killed in the middle of checkouts [${engine.name}]`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-'));
    const schema = `crash_${Date.now().toString(36)}`;
    let child: ChildProcess | null = null;
    let database: Database | null = null;

    const env = async (): Promise<NodeJS.ProcessEnv> => ({
      DATA_DIR: dataDir,
      SECRET: 'crash-test-secret',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      ...(engine.url
        ? { DATABASE_URL: engine.url, PGOPTIONS: `-c search_path=${schema}` }
        : { DATABASE_URL: '' }),
    });

    afterAll(async () => {
      child?.kill('SIGKILL');
      await database?.close();
      if (engine.url) {
        const admin = openDatabase({ databaseUrl: engine.url, poolSize: 1 });
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.close();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no paid order and leaves no stock taken without an order', { timeout: 180_000 }, async () => {
      if (engine.url) {
        const admin = openDatabase({ databaseUrl: engine.url, poolSize: 1 });
        await sql`create schema ${sql.id(schema)}`.execute(admin.db);
        await admin.close();
      }
      const first = await env();
      child = await startServer(first);
      const port = Number(first.PORT);
      const host = `demo.localhost:${port}`;

      const catalogue = await new Visitor(port, host).request('GET', '/api/commerce/products');
      const cup = catalogue.json().products.find((p: { name: string }) => p.name === 'Espresso Cup');
      const variant = cup.variants.find(
        (v: { optionValues: { value: string }[] }) => v.optionValues[0]!.value === 'White',
      );
      const initialStock: number = variant.qtyInStock;

      const paidAnswers: string[] = [];
      let killed = false;
      const shop = async () => {
        while (!killed) {
          try {
            const visitor = new Visitor(port, host);
            await visitor.request('GET', '/api/auth/session');
            await visitor.request('POST', '/api/commerce/cart/items', { variantId: variant.id, quantity: 1 });
            const checkout = await visitor.request('POST', '/api/commerce/checkout', {
              email: 'crash@example.com',
              shippingAddress: US_ADDRESS,
            });
            if (checkout.status !== 201) continue;
            const { redirectUrl, order } = checkout.json();
            const token = new URL(redirectUrl).searchParams.get('token');
            const paid = await visitor.request('POST', `/api/commerce/test-card/${order.id}/pay`, {
              token,
              ...CARDS.ok,
            });
            if (paid.status === 200 && paid.json().outcome === 'paid') paidAnswers.push(order.id);
          } catch {
            // The server died under this request: that is the point of the test.
          }
        }
      };
      const shoppers = Array.from({ length: 6 }, shop);
      // Kill once several sales went through and more are in flight.
      await vi.waitFor(() => expect(paidAnswers.length).toBeGreaterThanOrEqual(5), {
        timeout: 120_000,
        interval: 20,
      });
      child.kill('SIGKILL');
      killed = true;
      await Promise.all(shoppers);

      const second = await env();
      child = await startServer(second);
      database = engine.url
        ? openDatabase({ databaseUrl: engine.url, pgSchema: schema, poolSize: 2 })
        : openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'atelier.sqlite') });
      const db = database.db;

      const heldBy = async (statuses: string[]) => {
        const rows = await db
          .selectFrom('order_lines')
          .innerJoin('orders', 'orders.id', 'order_lines.order_id')
          .select(['order_lines.stock_taken', 'orders.status'])
          .where('order_lines.variant_id', '=', variant.id)
          .execute();
        return rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.stock_taken, 0);
      };
      const stock = async () =>
        (
          await db
            .selectFrom('product_variants')
            .select('qty_in_stock')
            .where('id', '=', variant.id)
            .executeTakeFirstOrThrow()
        ).qty_in_stock;

      // Every customer told "paid" has a paid order.
      const statuses = await db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('id', 'in', paidAnswers)
        .execute();
      expect(statuses).toHaveLength(paidAnswers.length);
      expect(statuses.every((s) => s.status === 'paid')).toBe(true);
      // Every unit out of stock is held by a pending order or sold in a paid one.
      expect(initialStock - (await stock())).toBe(await heldBy(['pending', 'paid']));
      // Once the holds of the interrupted checkouts run out, only the paid orders keep stock.
      await sweepExpiredOrders(db, new Date(Date.now() + 60 * 60_000));
      expect(initialStock - (await stock())).toBe(await heldBy(['paid']));
      expect(await heldBy(['paid'])).toBeGreaterThanOrEqual(paidAnswers.length);
    });
  });
}
