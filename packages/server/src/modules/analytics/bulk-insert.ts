import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

/** Statement sizes: few shapes, none near either engine's parameter limit. */
const CHUNK_SIZES = [128, 64, 32, 16, 8, 4, 2, 1];

/**
 * Multi-row inserts into one table in chunks of a few fixed sizes, each statement compiled once
 * and then only given new parameters: building and compiling a 128-row insert cost more than
 * running it. Rows must hold every column of `columns`.
 */
export class BulkInsert<T extends 'analytics_events' | 'consent_log'> {
  private readonly statements = new Map<number, string>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly table: T,
    private readonly columns: readonly (keyof DB[T] & string)[],
  ) {}

  async insert(trx: Kysely<DB> | Transaction<DB>, rows: readonly DB[T][]): Promise<void> {
    let at = 0;
    while (at < rows.length) {
      const size = CHUNK_SIZES.find((n) => n <= rows.length - at)!;
      const parameters: unknown[] = [];
      for (let i = at; i < at + size; i++) {
        const row = rows[i]!;
        for (const column of this.columns) parameters.push(row[column]);
      }
      await trx.executeQuery(CompiledQuery.raw(this.statement(size), parameters));
      at += size;
    }
  }

  /** The engine's own SQL for `size` rows, with the columns in the order parameters are given. */
  private statement(size: number): string {
    let sql = this.statements.get(size);
    if (sql === undefined) {
      const placeholder = Object.fromEntries(this.columns.map((column) => [column, null]));
      sql = this.db
        .insertInto(this.table)
        // biome-ignore lint/suspicious/noExplicitAny: a row of nulls, only compiled for its shape.
        .values(Array.from({ length: size }, () => placeholder) as any)
        .compile().sql;
      this.statements.set(size, sql);
    }
    return sql;
  }
}
