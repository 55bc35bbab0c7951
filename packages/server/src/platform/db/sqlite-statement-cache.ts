import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 behind Kysely with its prepared statements kept: Kysely prepares every query anew,
 * and preparing cost a third as much as running the statements of a form submission. Queries are
 * built from a few fixed shapes with bound parameters, so a small cache holds all of them; the
 * least recently used statement is dropped past `max`.
 */
export function withStatementCache(
  database: { prepare(sql: string): SqliteStatement; close(): void },
  max = 500,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
