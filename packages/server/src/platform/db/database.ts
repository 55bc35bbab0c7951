import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type PgModule from 'pg';
import type { DB } from './schema';
import { withStatementCache } from './sqlite-statement-cache';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite when null. */
  databaseUrl: string | null;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string;
  poolSize?: number;
}

const require = createRequire(import.meta.url);
let pgModule: typeof PgModule | undefined;

/** The PostgreSQL driver, loaded only when PostgreSQL is used: an SQLite server starts without it. */
function pg(): typeof PgModule {
  if (!pgModule) {
    pgModule = require('pg') as typeof PgModule;
    // PostgreSQL returns int8 (count(*), sums) as strings by default; our counts fit in a double.
    pgModule.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  }
  return pgModule;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new (pg().Pool)({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  if (file !== ':memory:') ownerOnly(file);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * The database and its WAL files hold password hashes and visitors' data: readable by the server's
 * user only, whatever the umask. The WAL files are created with the database's mode once it is set.
 */
function ownerOnly(file: string): void {
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(name, 0o600);
    } catch {
      // A WAL file not created yet takes the mode of the database file.
    }
  }
}
