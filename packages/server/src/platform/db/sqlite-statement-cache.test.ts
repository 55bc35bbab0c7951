import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache';

describe('withStatementCache', () => {
  it('prepares each query once and keeps giving right answers', async () => {
    const sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await sql`create table t (n integer)`.execute(db);
    for (let n = 1; n <= 5; n++) await db.insertInto('t').values({ n }).execute();
    const sum = await db
      .selectFrom('t')
      .select((eb) => eb.fn.sum<number>('n').as('total'))
      .executeTakeFirst();
    expect(sum?.total).toBe(15);
    const inserts = prepare.mock.calls.filter(([text]) => String(text).startsWith('insert'));
    expect(inserts).toHaveLength(1);
    await db.destroy();
  });

  it('drops the least recently used statement past its size', () => {
    const sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3'); // drops "select 2"
    cached.prepare('select 1');
    cached.prepare('select 2');
    expect(prepare.mock.calls.map(([text]) => text)).toEqual([
      'select 1',
      'select 2',
      'select 3',
      'select 2',
    ]);
    cached.close();
  });
});
