// The product server over many seeded sites, for the scale benchmark: SQLite in a temporary folder,
// or, with BENCH_DATABASE_URL, a new PostgreSQL schema dropped at the end; no logs. The first
// argument is how many sites to seed. Settings such as PAGE_CACHE_MB come from the environment.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@atelier/server';
import { loadConfig } from '@atelier/server/config/config';
import { openDatabase } from '@atelier/server/platform/db/database';
import { migrateToLatest } from '@atelier/server/platform/db/migrate';
import { sql } from 'kysely';
import { acceptProfileRequests } from './profile-hooks';
import { seedSites } from './seed-sites';

const count = Number(process.argv[2] ?? 1000);
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-scale-'));
const schema = `bench_${randomBytes(6).toString('hex')}`;

const env = { ...process.env, DATABASE_URL: '', REDIS_URL: '', REPORT_BYTES_PER_SITE_PER_DAY: String(1e12) };
const config = { ...loadConfig(env), dataDir, port: 0, host: '127.0.0.1' };
if (databaseUrl) {
  const admin = openDatabase({ databaseUrl, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
}
const database = databaseUrl
  ? openDatabase({ databaseUrl, pgSchema: schema, poolSize: 10 })
  : openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'atelier.sqlite') });
await migrateToLatest(database.db, databaseUrl ? schema : undefined);

const seedStarted = performance.now();
const sites = await seedSites(database.db, database.engine, count);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
acceptProfileRequests();
process.on('message', (message: unknown) => {
  if (message === 'cache:figures') process.send?.({ cacheFigures: app.pageCache.figures() });
});
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  sites,
  seedSeconds,
  engine: database.engine,
});
process.on('disconnect', () => {
  app
    .close()
    .then(() => database.close())
    .then(async () => {
      if (databaseUrl) {
        const admin = openDatabase({ databaseUrl, poolSize: 1 });
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.close();
      }
    })
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
