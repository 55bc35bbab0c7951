import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Database, openDatabase } from './database';
import { migrateToLatest } from './migrate';

export interface TestDatabase {
  /** The open, migrated database of the current run (valid inside tests and hooks). */
  readonly current: Database;
}

/** The engines a storage test runs on: SQLite always, PostgreSQL too when DATABASE_URL is set. */
export function testEngines(): { name: string; url: string | null }[] {
  const engines: { name: string; url: string | null }[] = [{ name: 'sqlite', url: null }];
  if (process.env.DATABASE_URL) engines.push({ name: 'postgres', url: process.env.DATABASE_URL });
  return engines;
}

/** Opens a fresh migrated database: an in-memory SQLite, or a new PostgreSQL schema dropped on close. */
export async function openTestDatabase(url: string | null): Promise<Database> {
  if (!url) {
    const database = openDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    return database;
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ databaseUrl: url, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const database = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 8 });
  await migrateToLatest(database.db, schema);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = openDatabase({ databaseUrl: url, poolSize: 1 });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(cleanup.db);
      await cleanup.close();
    },
  };
}

/** Runs the same storage tests once per engine, each on a database of its own. */
export function describeEachDatabase(title: string, body: (handle: TestDatabase) => void): void {
  for (const engine of testEngines()) {
    describe(`${title} [${engine.name}]`, () => {
      let database: Database | undefined;
      const handle: TestDatabase = {
        get current() {
          if (!database) throw new Error('database not open yet');
          return database;
        },
      };
      beforeAll(async () => {
        database = await openTestDatabase(engine.url);
      });
      afterAll(async () => {
        await database?.close();
      });
      body(handle);
    });
  }
}
