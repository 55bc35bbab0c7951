import { type Kysely, sql, type Transaction } from 'kysely';
import { keysetPage, type PageRequest } from '#platform/db/keyset';
import { precompiled, precompiledInsert } from '#platform/db/precompiled';
import type { DB, FormSubmissionsTable } from '#platform/db/schema';
import { searchWords, textIndexOf } from '#platform/db/text-search';

type Db = Kysely<DB> | Transaction<DB>;

const PAGE_COLLECTION_TYPE = 10;
const ROLE_ADMIN = 1; // contributor role, spec 001 §6

/** Every published page of a site with the document of its published version. */
export const publishedPageDocuments = (db: Db, siteId: string) =>
  db
    .selectFrom('collections')
    .innerJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select([
      'collections.id',
      'collections.slug',
      'collections.password_hash',
      'collections.member_area_id',
      'page_versions.title',
      'page_versions.document',
    ])
    .where('collections.website_id', '=', siteId)
    .where('collections.collection_type', '=', PAGE_COLLECTION_TYPE)
    .orderBy('collections.position')
    .execute();

// The queries of every scripted submission are compiled once (db/precompiled.ts).
const insertKey = precompiled(3, (db, id: string, siteId: string, expiresAt: string) =>
  db.insertInto('form_submission_keys').values({ id, website_id: siteId, expires_at: expiresAt }),
);
const deleteKey = precompiled(3, (db, id: string, siteId: string, now: string) =>
  db
    .deleteFrom('form_submission_keys')
    .where('id', '=', id)
    .where('website_id', '=', siteId)
    .where('expires_at', '>', now),
);

export const insertSubmissionKey = async (db: Db, id: string, siteId: string, expiresAt: string) => {
  await insertKey(db, id, siteId, expiresAt);
};

/**
 * Uses up a key in one statement: of two requests racing with the same key, only the one whose
 * delete removed the row gets true.
 */
export async function consumeSubmissionKey(
  db: Db,
  id: string,
  siteId: string,
  now: string,
): Promise<boolean> {
  const result = await deleteKey(db, id, siteId, now);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export const purgeExpiredKeys = (db: Db, now: string) =>
  db.deleteFrom('form_submission_keys').where('expires_at', '<=', now).execute();

/** Records a captcha challenge as answered; false when it already was (an insert that inserted nothing). */
export async function recordCaptchaUse(db: Db, id: string, expiresAt: string): Promise<boolean> {
  const result = await db
    .insertInto('form_captcha_uses')
    .values({ id, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const purgeExpiredCaptchaUses = (db: Db, now: string) =>
  db.deleteFrom('form_captcha_uses').where('expires_at', '<=', now).execute();

const SUBMISSION_COLUMNS = [
  'id',
  'website_id',
  'form_id',
  'kind',
  'page_id',
  'page_path',
  'page_title',
  'form_title',
  'field_values',
  'field_snapshot',
  'search_text',
  'read',
  'created_at',
] as const satisfies readonly (keyof FormSubmissionsTable)[];
const insertSubmissionRow = precompiledInsert('form_submissions', SUBMISSION_COLUMNS);

export const insertSubmission = async (db: Db, row: FormSubmissionsTable) => {
  await insertSubmissionRow(db, row);
};

/**
 * A form's submissions, newest first, a page at a time by key (created_at, id); a search finds
 * submissions holding every word (at most 8) through the text index (migration 0025).
 */
export function listSubmissions(
  db: Db,
  siteId: string,
  formId: string,
  query: string,
  page: PageRequest,
  withCount: boolean,
) {
  return keysetPage(
    db,
    {
      table: 'form_submissions',
      base: (from) =>
        db
          .selectFrom((from ?? 'form_submissions') as 'form_submissions')
          .where('website_id', '=', siteId)
          .where('form_id', '=', formId),
      keys: ['created_at', 'id'],
      direction: 'desc',
      search: { index: textIndexOf('form_submissions'), words: searchWords(query, false) },
      keyOf: (row: FormSubmissionsTable) => [row.created_at, row.id],
    },
    page,
    withCount,
  );
}

/**
 * A form's submissions oldest first, the page after `after` (null: the first), through the index
 * on (website_id, form_id, created_at, id): the CSV export reads them so, a page at a time.
 */
export function submissionsAfter(
  db: Db,
  siteId: string,
  formId: string,
  after: Pick<FormSubmissionsTable, 'created_at' | 'id'> | null,
  limit: number,
) {
  let query = db
    .selectFrom('form_submissions')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('form_id', '=', formId);
  if (after) query = query.where(sql<boolean>`(created_at, id) > (${after.created_at}, ${after.id})`);
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}

export const submissionById = (db: Db, siteId: string, formId: string, id: string) =>
  db
    .selectFrom('form_submissions')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('form_id', '=', formId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function setSubmissionRead(db: Db, siteId: string, formId: string, id: string, read: boolean) {
  const result = await db
    .updateTable('form_submissions')
    .set({ read: read ? 1 : 0 })
    .where('website_id', '=', siteId)
    .where('form_id', '=', formId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSubmission(db: Db, siteId: string, formId: string, id: string) {
  const result = await db
    .deleteFrom('form_submissions')
    .where('website_id', '=', siteId)
    .where('form_id', '=', formId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Per form: how many submissions, how many unread, and when the last one came. */
export const submissionCounts = (db: Db, siteId: string) =>
  db
    .selectFrom('form_submissions')
    .select((eb) => [
      'form_id',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(sql`1 - read`).as('unread'),
      eb.fn.max('created_at').as('last_at'),
    ])
    .where('website_id', '=', siteId)
    .groupBy('form_id')
    .execute();

/** The latest submission of a form, for what it was called when it is no longer published. */
export const latestSubmission = (db: Db, siteId: string, formId: string) =>
  db
    .selectFrom('form_submissions')
    .select(['kind', 'form_title', 'page_path', 'page_title'])
    .where('website_id', '=', siteId)
    .where('form_id', '=', formId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Where notifications go when the form or the store names no address: the site's first
 * administrator. The limit is written into the statement, not bound: SQLite ran this sorted query
 * four times slower with a bound limit (10 µs against 2.4 µs), and every submission runs it.
 */
const ownerEmail = precompiled(1, (db, siteId: string) =>
  db
    .selectFrom('contributors')
    .innerJoin('accounts', 'accounts.id', 'contributors.account_id')
    .select('accounts.email')
    .where('contributors.website_id', '=', siteId)
    .where('contributors.role', '=', ROLE_ADMIN)
    .orderBy('contributors.created_at')
    .limit(sql.lit(1)),
);

export const siteOwnerEmail = async (db: Db, siteId: string): Promise<string | null> => {
  const [row] = (await ownerEmail(db, siteId)).rows;
  return row?.email ?? null;
};
