import { type Compilable, CompiledQuery, type Kysely, type QueryResult, type Transaction } from 'kysely';
import type { DB } from './schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A query of the busiest writes built and compiled once per database engine, then run with new
 * values: building and compiling a query cost more than running it. `build` is called once with
 * stand-in strings for its text arguments; each must reach the query as a bound parameter as it is
 * given (a value in `values`, a `where` comparison), so the stand-ins can be swapped for the real
 * values. Anything else in the query stays as it was built. The SQL is the engine's own, from
 * the same builder calls the other queries use. A number argument is built as a stand-in string
 * too, so it may only be compared or computed with (`where`, `set`), never used by the builder
 * itself (a `limit` takes a number and is built as it was given).
 */
export function precompiled<A extends (string | number)[], R>(
  arity: A['length'],
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  const marks = Array.from({ length: arity }, (_, n) => `\u0000precompiled ${n}\u0000`);
  // Per engine (the dialect adapter of a database and of its transactions is one object).
  const shapes = new WeakMap<object, { sql: string; slots: number[]; parameters: readonly unknown[] }>();
  const shapeFor = (db: Db) => {
    const adapter = db.getExecutor().adapter;
    let shape = shapes.get(adapter);
    if (!shape) {
      const compiled = build(db as Kysely<DB>, ...(marks as unknown as A)).compile();
      const slots = compiled.parameters.map((value) => marks.indexOf(value as string));
      for (let n = 0; n < arity; n++) {
        if (!slots.includes(n)) throw new Error(`precompiled query: argument ${n} is not a bound parameter`);
      }
      shape = { sql: compiled.sql, slots, parameters: compiled.parameters };
      shapes.set(adapter, shape);
    }
    return shape;
  };
  return async (db, ...args) => {
    const { sql, slots, parameters } = shapeFor(db);
    const values = slots.map((slot, n) => (slot === -1 ? parameters[n] : args[slot]));
    return db.executeQuery<R>(CompiledQuery.raw(sql, values));
  };
}

/** The columns of a table that a list leaves out: `never` when it names them all. */
type Unlisted<T extends keyof DB, C extends readonly PropertyKey[]> = Exclude<keyof DB[T], C[number]>;

/**
 * A one-row insert of every column in `columns`, compiled once per engine, then run with a row's
 * values (the statement of BulkInsert for a single row, for rows of any table). The list must
 * name every column of the table, checked when compiling the project: a column added to a table
 * later is never left out of its inserts silently.
 */
export function precompiledInsert<
  T extends keyof DB & string,
  const C extends readonly (keyof DB[T] & string)[],
>(
  table: T,
  columns: C & ([Unlisted<T, C>] extends [never] ? unknown : { unlistedColumns: Unlisted<T, C> }),
): (db: Db, row: DB[T]) => Promise<QueryResult<unknown>> {
  const shapes = new WeakMap<object, string>();
  return (db, row) => {
    const adapter = db.getExecutor().adapter;
    let sql = shapes.get(adapter);
    if (sql === undefined) {
      const placeholder = Object.fromEntries(columns.map((column) => [column, null]));
      sql = (db as Kysely<DB>)
        .insertInto(table)
        // biome-ignore lint/suspicious/noExplicitAny: a row of nulls, only compiled for its shape.
        .values(placeholder as any)
        .compile().sql;
      shapes.set(adapter, sql);
    }
    // An optional column the caller left out is stored as null, as a Kysely insert would leave it.
    const values = columns.map((column) => (row[column as keyof DB[T]] as unknown) ?? null);
    return db.executeQuery(CompiledQuery.raw(sql, values));
  };
}

/**
 * A query with one list of values (`where id in (...)`), compiled once per engine and list length
 * as `precompiled` does; a list longer than `maxLength` is built each time.
 */
export function precompiledWithList<R, V extends string | number = string>(
  build: (db: Kysely<DB>, value: V, list: string[]) => Compilable<R>,
  maxLength = 16,
): (db: Db, value: V, list: string[]) => Promise<QueryResult<R>> {
  const byLength: ((db: Db, value: V, ...list: string[]) => Promise<QueryResult<R>>)[] = [];
  return (db, value, list) => {
    if (list.length > maxLength) return db.executeQuery(build(db as Kysely<DB>, value, list));
    let query = byLength[list.length];
    if (!query) {
      query = precompiled<[V, ...string[]], R>(1 + list.length, (kdb, first, ...rest) =>
        build(kdb, first, rest),
      );
      byLength[list.length] = query;
    }
    return query(db, value, ...list);
  };
}
