// The product in this process, over a database of its own, for the hosting-scale benchmarks
// (scale-catalogue, scale-lists, scale-writes): requests go through app.inject(), so what is measured
// is the server's own work per request (routing, checks, queries, rendering, serialising), without
// sockets, in this process's CPU time.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newId } from '@atelier/domain';
import { buildApp } from '@atelier/server';
import { loadConfig } from '@atelier/server/config/config';
import { type Database, openDatabase } from '@atelier/server/platform/db/database';
import { migrateToLatest } from '@atelier/server/platform/db/migrate';
import type { DB } from '@atelier/server/platform/db/schema';
import { hashPassword } from '@atelier/server/platform/security/password';
import { createSite } from '@atelier/server/workflows/sites/create-site.workflow';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { type Engine, enginesOption } from './options';

export type { Engine };

/** The engines to run on: SQLite, and PostgreSQL when DATABASE_URL is set (BENCH_ENGINES narrows). */
export const benchEngines = (): Engine[] => enginesOption('BENCH_ENGINES');

export interface BenchDatabase {
  database: Database;
  engine: Engine;
  close(): Promise<void>;
}

/** A new migrated database: an SQLite file in a temporary folder, or a new PostgreSQL schema. */
export async function openBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-scale-'));
  if (engine === 'sqlite') {
    const database = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'atelier.sqlite') });
    await migrateToLatest(database.db);
    return {
      database,
      engine,
      close: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL!;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ databaseUrl: url, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const database = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 10 });
  await migrateToLatest(database.db, schema);
  return {
    database,
    engine,
    close: async () => {
      await database.close();
      const cleanup = openDatabase({ databaseUrl: url, poolSize: 1 });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(cleanup.db);
      await cleanup.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app over a bench database: no logs, no port, limits out of the way of seeding. */
export async function benchApp(database: Database): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-app-'));
  const config = {
    ...loadConfig({ REPORT_BYTES_PER_SITE_PER_DAY: String(1e12), SIGN_UPS_PER_HOUR: '100000' }),
    dataDir,
    port: 0,
    host: '127.0.0.1',
  };
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

export const OWNER_PASSWORD = 'bench-owner-password';

/** A confirmed account that owns a new site made from a template; its sign-in is OWNER_PASSWORD. */
export async function ownerSite(
  db: Kysely<DB>,
  identifier: string,
  templateId = 'blank',
): Promise<{ accountId: string; email: string; siteId: string; host: string }> {
  const accountId = newId();
  const email = `${identifier}-${accountId}@bench.atelier.test`;
  const now = new Date().toISOString();
  await db
    .insertInto('accounts')
    .values({
      id: accountId,
      email,
      password_hash: await hashPassword(OWNER_PASSWORD),
      display_name: 'Bench Owner',
      created_at: now,
      email_verified_at: now,
    })
    .execute();
  const { id } = await createSite(db, {
    ownerId: accountId,
    title: `Bench ${identifier}`,
    identifier,
    templateId,
  });
  return { accountId, email, siteId: id, host: `${identifier}.localhost` };
}

/** A browser for app.inject(): cookies kept by name, the crumb sent back on changes. */
export class InjectClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host: string,
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    const headers: Record<string, string> = { host: this.host };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crumb = this.cookies.get('crumb');
    if (crumb && method !== 'GET') headers['x-csrf-token'] = crumb;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.cookies as { name: string; value: string }[]) {
      if (cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async signIn(email: string): Promise<void> {
    await this.request('GET', '/api/auth/session');
    const answer = await this.request('POST', '/api/auth/login', { email, password: OWNER_PASSWORD });
    if (answer.statusCode !== 200) throw new Error(`sign-in failed: ${answer.statusCode} ${answer.body}`);
  }
}

/** Inserts rows in batches well under both engines' limits on bound values. */
export async function bulkInsert(db: Kysely<DB>, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const perInsert = Math.max(1, Math.floor(2000 / Object.keys(rows[0]!).length));
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < rows.length; at += perInsert) {
      await trx
        // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time.
        .insertInto(table as any)
        // biome-ignore lint/suspicious/noExplicitAny: so are its rows.
        .values(rows.slice(at, at + perInsert) as any)
        .execute();
    }
  });
}

/** CPU microseconds per call of `work` over `times` calls (after `warm` unmeasured ones), and wall time. */
export async function measure(
  work: (i: number) => Promise<unknown>,
  times: number,
  warm = Math.min(20, times),
): Promise<{ cpu: number; wall: number }> {
  for (let i = 0; i < warm; i++) await work(i);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < times; i++) await work(warm + i);
  const used = process.cpuUsage(cpu);
  return {
    cpu: (used.user + used.system) / times,
    wall: ((performance.now() - started) * 1000) / times,
  };
}

/** "1,234 µs" */
export const micros = (value: number): string => `${Math.round(value).toLocaleString('en-US')} µs`;
