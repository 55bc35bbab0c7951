import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';
import { SEARCHED } from './migrations/0025-hosting-scale';
import { MEMBERS_SEARCHED } from './migrations/0031-member-areas';
import { openTestDatabase } from './test-databases';
import { indexedText, textIndexOf, trigramIndexNames } from './text-search';

const url = process.env.DATABASE_URL;

/**
 * Searches ask the catalogue which trigram indexes their schema has. Other schemas of the same
 * database (other test files, another deployment) make and drop schemas all the while; none of
 * that may fail a search.
 */
describe.skipIf(!url)('the trigram indexes a search reads [postgres]', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(url!);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds this schema’s trigram indexes while other schemas are made and dropped', async () => {
    const admin = openDatabase({ databaseUrl: url!, poolSize: 1 });
    const [{ schema: trgm } = { schema: 'public' }] = (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(admin.db)
    ).rows;
    // Sibling schemas with indexes on columns and expressions (as the search indexes are), each
    // dropped whole while this schema's indexes are read: the read through pg_indexes failed so on
    // a busy machine. A bounded number, made in a second or two, so test files migrating beside
    // this one (their migrator reads every schema's tables) retry past them.
    const made: string[] = [];
    let churning = true;
    // After each drop the next read is awaited, so every drop meets reads, however fast either runs.
    let readDone = () => {};
    const nextRead = () => new Promise<void>((resolve) => (readDone = resolve));
    const churn = async () => {
      try {
        for (let i = 0; i < 20; i++) {
          const schema = `churn_${randomBytes(5).toString('hex')}`;
          made.push(schema);
          await sql`create schema ${sql.id(schema)}`.execute(admin.db);
          await sql`create table ${sql.id(schema, 't')} (a text, b integer)`.execute(admin.db);
          await sql.raw(`create index i0 on "${schema}".t (b, a)`).execute(admin.db);
          await sql
            .raw(`create index i1 on "${schema}".t using gin (lower(a) "${trgm}".gin_trgm_ops)`)
            .execute(admin.db);
          const read = nextRead();
          await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
          await read;
        }
      } finally {
        churning = false;
      }
    };
    const expected = new Set([...SEARCHED, ...MEMBERS_SEARCHED].map((s) => s.fts));
    let reads = 0;
    const read = async () => {
      while (churning) {
        expect(await trigramIndexNames(database.db)).toEqual(expected);
        reads++;
        readDone();
      }
    };
    try {
      await Promise.all([churn(), read()]);
      expect(reads).toBeGreaterThanOrEqual(20);
    } finally {
      for (const schema of made) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
  });

  it('asks again after a failed read instead of failing every later search', async () => {
    const index = textIndexOf('media_items');
    // The same database, its statements failing for a moment (a connection lost, say).
    const failing = database.db.withPlugin({
      transformQuery: () => {
        throw new Error('connection lost');
      },
      transformResult: async (args) => args.result,
    });
    await expect(indexedText(failing, index, 'media_items', ['heron'])).rejects.toThrow('connection lost');
    expect(await indexedText(database.db, index, 'media_items', ['heron'])).toMatchObject({
      where: expect.anything(),
    });
  });
});
