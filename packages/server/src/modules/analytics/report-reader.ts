import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Engine } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import { ReportWorker } from './report-worker';
import { type FoldMark, readMark } from './rollups.queries';

/** The statements of one report, made once the fold mark is known (null: read it in the snapshot). */
export type ReportStatements = (mark: FoldMark | null) => CompiledQuery[];

/**
 * Runs a report's statements in one snapshot of the database, so the roll-ups and the raw events
 * not folded yet are read at the same instant: no event is counted twice or missed.
 */
export interface ReportReader {
  /** Where the statements run: a worker thread (SQLite file), the main connection (SQLite in memory), PostgreSQL. */
  where: 'worker' | 'main-thread' | 'postgres';
  batch(statements: ReportStatements): Promise<unknown[][]>;
  close(): Promise<void>;
}

/** PostgreSQL: one repeatable-read transaction; the pool's connections are asynchronous already. */
const postgresReader = (db: Kysely<DB>): ReportReader => ({
  where: 'postgres',
  batch: (statements) =>
    db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const results: unknown[][] = [];
        for (const query of statements(await readMark(trx)))
          results.push((await trx.executeQuery(query)).rows);
        return results;
      }),
  close: async () => {},
});

/**
 * SQLite in memory (tests): there is no file for another connection to open, so the statements run
 * on the main connection, in one transaction.
 */
const mainThreadReader = (db: Kysely<DB>): ReportReader => ({
  where: 'main-thread',
  batch: (statements) =>
    db.transaction().execute(async (trx) => {
      const results: unknown[][] = [];
      for (const query of statements(null)) results.push((await trx.executeQuery(query)).rows);
      return results;
    }),
  close: async () => {},
});

const workerReader = (file: string): ReportReader => {
  const worker = new ReportWorker(file);
  return {
    where: 'worker',
    batch: (statements) => worker.run(statements(null)),
    close: () => worker.close(),
  };
};

/** The SQLite database's file, or '' when it lives in memory. */
async function sqliteFile(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ file: string | null }>`
    select file from pragma_database_list where name = 'main'`.execute(db);
  return rows[0]?.file ?? '';
}

/** Where this database's reports run: off the main thread whenever the engine allows. */
export async function openReportReader(db: Kysely<DB>, engine: Engine): Promise<ReportReader> {
  if (engine === 'postgres') return postgresReader(db);
  const file = await sqliteFile(db);
  return file ? workerReader(file) : mainThreadReader(db);
}
