import {
  type AliasedRawBuilder,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  sql,
  type Transaction,
} from 'kysely';
import { SEARCHED } from './migrations/0025-hosting-scale';
import { MEMBERS_SEARCHED } from './migrations/0031-member-areas';
import type { DB } from './schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Owner lists search through a text index (migration 0025): an FTS5 table with the trigram
 * tokenizer on SQLite, a pg_trgm GIN index on PostgreSQL. Both find a word anywhere in the text,
 * as the LIKE '%word%' they replace did, and both need at least three characters to use the
 * index; a shorter word is tested on each row instead. This file is where the engines differ.
 */

/** Matches a search reads from the index at most; more, and the list is walked in its order. */
export const SEARCH_CAP = 1000;

/** Words shorter than this cannot use a trigram index. */
const TRIGRAM = 3;

/** One list's text index: its FTS5 table and columns (SQLite), its indexed expression (PostgreSQL). */
export interface TextIndex {
  fts: string;
  columns: string[];
  pgText: string;
}

export type SearchedTable =
  | 'orders'
  | 'products'
  | 'media_items'
  | 'form_submissions'
  | 'newsletter_subscribers'
  | 'site_members';

export const textIndexOf = (table: SearchedTable): TextIndex => {
  const found = [...SEARCHED, ...MEMBERS_SEARCHED].find((s) => s.table === table);
  if (!found) throw new Error(`no text index on ${table}`);
  return { fts: found.fts, columns: found.columns, pgText: found.pgText };
};

/** The words of a search box, lower case; `whole`: the text as one phrase (orders, products, media). */
export function searchWords(text: string, whole: boolean): string[] {
  const trimmed = text.trim().toLowerCase();
  if (!trimmed) return [];
  return whole ? [trimmed] : trimmed.split(/\s+/).filter(Boolean).slice(0, 8);
}

/** `%`, `_` and the escape character itself match literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An FTS5 phrase: the word as it is, its quotes doubled. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

/**
 * Whether the row holds every word, tested on the row itself (no index): the walk's filter, and
 * the filter of words too short for the index.
 */
export function containsText(db: Db, index: TextIndex, words: string[]): RawBuilder<boolean> {
  const tests = words.map((word) => {
    const pattern = likePattern(word);
    if (isPostgres(db)) {
      // `|| ''` keeps the planner off the trigram index: a walk tests rows in the list's order.
      return sql<boolean>`((${sql.raw(index.pgText)}) || '') like ${pattern}`;
    }
    return sql<boolean>`(${sql.join(
      index.columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
      sql` or `,
    )})`;
  });
  return sql<boolean>`(${sql.join(tests, sql` and `)})`;
}

const trigramIndexes = new WeakMap<object, Promise<Set<string>>>();

/**
 * The trigram indexes of the schema this connection works in, read from that schema's catalogue
 * rows by their operator class. Not through the pg_indexes view: it deparses every index of every
 * schema in the database (pg_get_indexdef) before keeping ours, and an index another schema drops
 * meanwhile fails the whole read ("could not open relation with OID ...").
 */
export async function trigramIndexNames(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select i.relname as name
    from pg_catalog.pg_class i
    join pg_catalog.pg_index x on x.indexrelid = i.oid
    join pg_catalog.pg_opclass o on o.oid = any (x.indclass::oid[])
    where i.relnamespace = (select n.oid from pg_catalog.pg_namespace n where n.nspname = current_schema())
      and o.opcname = 'gin_trgm_ops'`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** The trigram indexes this PostgreSQL schema has (none where pg_trgm could not be installed). */
function pgTrigramIndexes(db: Db): Promise<Set<string>> {
  const key = db.getExecutor().adapter;
  let known = trigramIndexes.get(key);
  if (!known) {
    const reading = trigramIndexNames(db);
    // A read that failed is not kept: the next search asks again.
    reading.catch(() => {
      if (trigramIndexes.get(key) === reading) trigramIndexes.delete(key);
    });
    trigramIndexes.set(key, reading);
    known = reading;
  }
  return known;
}

/**
 * How a search reads the rows holding every word through the index: the rows to read in place of
 * the table (SQLite: the FTS matches, aliased as the table) and a filter to add (PostgreSQL's
 * indexed LIKE; words too short for the index, tested on each match).
 */
export interface IndexedSearch {
  from?: AliasedRawBuilder<unknown, string>;
  where?: RawBuilder<boolean>;
}

/**
 * The index's way to the rows holding every word, or null when the index cannot help (every word
 * is shorter than three characters, or PostgreSQL has no trigram index).
 */
export async function indexedText(
  db: Db,
  index: TextIndex,
  table: string,
  words: string[],
): Promise<IndexedSearch | null> {
  const long = words.filter((word) => [...word].length >= TRIGRAM);
  const short = words.filter((word) => [...word].length < TRIGRAM);
  if (long.length === 0) return null;
  const rest = short.length ? containsText(db, index, short) : undefined;
  if (isPostgres(db)) {
    if (!(await pgTrigramIndexes(db)).has(index.fts)) return null;
    // PostgreSQL's LIKE escapes with a backslash by default: no ESCAPE clause is needed.
    const tests = long.map((word) => sql<boolean>`(${sql.raw(index.pgText)}) like ${likePattern(word)}`);
    if (rest) tests.push(rest);
    return { where: sql<boolean>`(${sql.join(tests, sql` and `)})` };
  }
  // The matches as a table of their own, read from the index first (CROSS JOIN keeps SQLite to that
  // order) and handed on one by one, so the list's filters and LIMIT stop the reading early; a
  // LIMIT keeps SQLite from merging it into the list's query, where it would walk the site's index
  // and test every row against a list of all the matches instead.
  const match = long.map(phrase).join(' AND ');
  const fts = sql.table(index.fts);
  const source = sql.table(table);
  return {
    from: sql`(select ${source}.* from ${fts} cross join ${source} on ${source}.rowid = ${fts}.rowid where ${fts} match ${match} limit -1)`.as(
      table,
    ),
    where: rest,
  };
}
