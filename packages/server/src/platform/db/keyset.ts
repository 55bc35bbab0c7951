import { type AliasedRawBuilder, type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from './schema';
import { containsText, indexedText, SEARCH_CAP, type TextIndex } from './text-search';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Owner lists page by key (a keyset): each page asks for the rows after the last one it showed, in
 * the list's order, through an index that ends in that order's columns, so page 1,000 costs what
 * page 1 does and no page counts every row. The key of a row is the values of the order's columns
 * (the last one unique: the id); the cursor the API hands out is that key, opaque to clients.
 */
export type Key = (string | number)[];

/** `?cursor=`: a key handed out by an earlier page of the same list. */
export const CursorParam = z
  .string()
  .max(400)
  .transform((text, context) => {
    const key = decodeKey(text);
    if (!key) {
      context.addIssue({ code: 'custom', message: 'Not a cursor of this list: load the list again.' });
      return z.NEVER;
    }
    return key;
  });

export const encodeKey = (key: Key): string => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeKey(text: string): Key | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(value) || value.length === 0 || value.length > 4) return null;
    return value.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
      ? (value as Key)
      : null;
  } catch {
    return null;
  }
}

export interface PageRequest {
  /** The key of the last row the client has; null for the first page. */
  cursor: Key | null;
  /** Rows to skip (the older `offset` parameter, still honoured without a cursor). */
  offset: number;
  limit: number;
}

export interface ListCount {
  /** Rows the list holds, up to SEARCH_CAP. */
  total: number;
  /** More than SEARCH_CAP rows: `total` is SEARCH_CAP. */
  totalCapped: boolean;
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** The cursor of the next page, or null on the last. */
  next: string | null;
  /** Counted on the first page only (no cursor), and only up to SEARCH_CAP. */
  count: ListCount | null;
}

export interface KeysetList<T extends keyof DB & string, Row> {
  /**
   * The list's rows with its filters (the site, a status...), selecting nothing yet; from `from`
   * in place of the table when given (a search's matches, aliased as the table).
   */
  // biome-ignore lint/complexity/noBannedTypes: a select with no columns chosen yet.
  base: (from?: AliasedRawBuilder<unknown, string>) => SelectQueryBuilder<DB, T, {}>;
  table: T;
  /** The order's columns, the last one unique (the id); one direction for all of them. */
  keys: readonly string[];
  direction: 'asc' | 'desc';
  /** What the rows must contain (every word, for lists that search by words); none: no search. */
  search?: { index: TextIndex; words: string[] };
  keyOf: (row: Row) => Key;
}

/** `(k1, k2, id) > (v1, v2, v3)` (or `<`): the rows after a key, an index range on both engines. */
function after(keys: readonly string[], key: Key, direction: 'asc' | 'desc') {
  const columns = sql.join(keys.map((k) => sql.ref(k)));
  const values = sql.join(key.map((v) => sql`${v}`));
  return direction === 'asc'
    ? sql<boolean>`(${columns}) > (${values})`
    : sql<boolean>`(${columns}) < (${values})`;
}

const compareKeys = (a: Key, b: Key): number => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
};

/**
 * One page of a list, by key. A search first asks the list's text index for the matching rows
 * (their keys only): when at most SEARCH_CAP match, they are ordered here and the page is read by
 * id, so a rare word costs what its matches cost, whatever the list's size; when more match, the
 * word is common and the page is read by walking the list's order and testing each row, which
 * stops after `limit` matches found soon.
 */
export async function keysetPage<T extends keyof DB & string, Row>(
  db: Db,
  list: KeysetList<T, Row>,
  page: PageRequest,
  withCount: boolean,
): Promise<KeysetPage<Row>> {
  const search = list.search && list.search.words.length > 0 ? list.search : null;
  if (search) {
    const indexed = await indexedText(db, search.index, list.table, search.words);
    if (indexed) {
      let matches = list.base(indexed.from);
      if (indexed.where) matches = matches.where(indexed.where);
      const candidates = (await matches
        .select(list.keys.map((k) => sql.ref(k).as(k)) as never)
        .limit(SEARCH_CAP + 1)
        .execute()) as Record<string, string | number>[];
      if (candidates.length <= SEARCH_CAP) {
        return fromCandidates(db, list, page, candidates, withCount);
      }
      return walk(db, list, page, search, withCount, true);
    }
  }
  return walk(db, list, page, search, withCount, false);
}

async function fromCandidates<T extends keyof DB & string, Row>(
  db: Db,
  list: KeysetList<T, Row>,
  page: PageRequest,
  candidates: Record<string, string | number>[],
  withCount: boolean,
): Promise<KeysetPage<Row>> {
  const sign = list.direction === 'asc' ? 1 : -1;
  const keyed = candidates
    .map((row) => list.keys.map((k) => normalise(row[k]!)) as Key)
    .sort((a, b) => sign * compareKeys(a, b));
  const cursor = page.cursor;
  const start = cursor
    ? keyed.findIndex((key) => sign * compareKeys(key, cursor) > 0)
    : Math.min(page.offset, keyed.length);
  const chosen = start < 0 ? [] : keyed.slice(start, start + page.limit + 1);
  const idColumn = list.keys[list.keys.length - 1]!;
  const ids = chosen.slice(0, page.limit).map((key) => key[key.length - 1]!);
  // By key alone (the candidates passed the list's filters already): with the site in the WHERE
  // too, SQLite may walk the site's index instead of looking the ids up.
  const rows = ids.length
    ? (
        await sql<Row>`select * from ${sql.table(list.table)} where ${sql.ref(idColumn)} in (${sql.join(ids)})`.execute(
          db,
        )
      ).rows
    : [];
  rows.sort((a, b) => sign * compareKeys(list.keyOf(a), list.keyOf(b)));
  return {
    rows,
    next: chosen.length > page.limit && rows.length ? encodeKey(list.keyOf(rows[rows.length - 1]!)) : null,
    count: withCount ? { total: candidates.length, totalCapped: false } : null,
  };
}

/** Keys read back as stored (a bigint as a number). */
const normalise = (value: unknown): string | number =>
  typeof value === 'number' || typeof value === 'string' ? value : Number(value);

async function walk<T extends keyof DB & string, Row>(
  db: Db,
  list: KeysetList<T, Row>,
  page: PageRequest,
  search: { index: TextIndex; words: string[] } | null,
  withCount: boolean,
  /** The text index found more than SEARCH_CAP matches already. */
  manyMatches: boolean,
): Promise<KeysetPage<Row>> {
  const filtered = () => {
    let query = list.base();
    if (search) query = query.where(containsText(db, search.index, search.words));
    return query;
  };
  let query = filtered();
  if (page.cursor) query = query.where(after(list.keys, page.cursor, list.direction));
  for (const key of list.keys) query = query.orderBy(sql.ref(key), list.direction) as typeof query;
  query = query.limit(page.limit + 1);
  if (!page.cursor && page.offset > 0) query = query.offset(page.offset);
  const found = (await query.selectAll().execute()) as Row[];
  const rows = found.slice(0, page.limit);
  let count: ListCount | null = null;
  if (withCount) {
    if (manyMatches) count = { total: SEARCH_CAP, totalCapped: true };
    else {
      const { n } = await db
        .selectFrom(
          filtered()
            .select(sql`1`.as('one'))
            .limit(SEARCH_CAP + 1)
            .as('capped'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      count = { total: Math.min(Number(n), SEARCH_CAP), totalCapped: Number(n) > SEARCH_CAP };
    }
  }
  return {
    rows,
    next: found.length > page.limit && rows.length ? encodeKey(list.keyOf(rows[rows.length - 1]!)) : null,
    count,
  };
}
