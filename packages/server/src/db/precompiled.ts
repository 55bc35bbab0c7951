import { type Compilable, CompiledQuery, type Kysely, type QueryResult, type Transaction } from 'kysely';
import type { DB } from './schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A query of the busiest writes built and compiled once per database engine, then run with new
 * values: building and compiling a query cost more than running it. `build` is called once with
 * stand-in strings for its text arguments; each must reach the query as a bound parameter as it is
 * given (a value in `values`, a `where` comparison), so the stand-ins can be swapped for the real
 * values. Anything else in the query stays as it was built. The SQL is the engine's own, from
 * the same builder calls the other queries use.
 */
export function precompiled<A extends string[], R>(
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
      const compiled = build(db as Kysely<DB>, ...(marks as A)).compile();
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

/**
 * A one-row insert of every column in `columns`, compiled once per engine, then run with a row's
 * values (the statement of BulkInsert for a single row, for rows of any table).
 */
export function precompiledInsert<T extends keyof DB & string>(
  table: T,
  columns: readonly (keyof DB[T] & string)[],
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
    const values = columns.map((column) => row[column as keyof DB[T]] as unknown);
    return db.executeQuery(CompiledQuery.raw(sql, values));
  };
}
