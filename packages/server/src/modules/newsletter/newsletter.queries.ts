import { type Kysely, sql, type Transaction } from 'kysely';
import { keysetPage, type PageRequest } from '#platform/db/keyset';
import type { DB, NewsletterSubscribersTable } from '#platform/db/schema';
import { searchWords, textIndexOf } from '#platform/db/text-search';

type Db = Kysely<DB> | Transaction<DB>;

export const subscriberByEmail = (db: Db, websiteId: string, email: string) =>
  db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('email', '=', email)
    .executeTakeFirst();

/** Inserts a new subscriber; false when the address is already on the site's list. */
export async function insertSubscriber(db: Db, row: NewsletterSubscribersTable): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values(row)
    .onConflict((conflict) => conflict.columns(['website_id', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface PendingAgain {
  formId: string;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  sentAt: string;
}

/**
 * Makes a subscriber pending with fresh tokens, provided nobody else did since it was read (the
 * confirmation_sent_at it was read with still holds), so two sign-ups at once send one mail.
 */
export async function renewPending(
  db: Db,
  row: Pick<NewsletterSubscribersTable, 'id' | 'confirmation_sent_at'>,
  next: PendingAgain,
): Promise<boolean> {
  let update = db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'pending',
      form_id: next.formId,
      confirm_token_hash: next.confirmTokenHash,
      unsubscribe_token_hash: next.unsubscribeTokenHash,
      confirmation_sent_at: next.sentAt,
      unsubscribed_at: null,
    })
    .where('id', '=', row.id)
    .where('status', '!=', 'confirmed');
  update =
    row.confirmation_sent_at === null
      ? update.where('confirmation_sent_at', 'is', null)
      : update.where('confirmation_sent_at', '=', row.confirmation_sent_at);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Confirms the site's pending subscriber holding this token; the token is spent. */
export const confirmByToken = (db: Db, websiteId: string, tokenHash: string, now: string) =>
  db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirm_token_hash: null, confirmed_at: now })
    .where('website_id', '=', websiteId)
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export const subscriberByUnsubscribeToken = (db: Db, websiteId: string, tokenHash: string) =>
  db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('unsubscribe_token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Unsubscribes one subscriber of a site; a pending confirmation link stops working with it. */
export const unsubscribe = (db: Db, websiteId: string, id: string, now: string) =>
  db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', confirm_token_hash: null, unsubscribed_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .executeTakeFirst();

export const subscriberById = (db: Db, websiteId: string, id: string) =>
  db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();

export interface SubscriberFilter {
  q?: string;
  status?: string;
}

/**
 * The newsletter's subscribers, newest first, a page at a time by key (created_at, id); a search
 * finds addresses through the text index (migration 0025).
 */
export function listSubscribers(
  db: Db,
  websiteId: string,
  filter: SubscriberFilter,
  page: PageRequest,
  withCount: boolean,
) {
  return keysetPage(
    db,
    {
      table: 'newsletter_subscribers',
      base: (from) => {
        let base = db
          .selectFrom((from ?? 'newsletter_subscribers') as 'newsletter_subscribers')
          .where('website_id', '=', websiteId);
        if (filter.status) base = base.where('status', '=', filter.status);
        return base;
      },
      keys: ['created_at', 'id'],
      direction: 'desc',
      search: { index: textIndexOf('newsletter_subscribers'), words: searchWords(filter.q ?? '', true) },
      keyOf: (row: NewsletterSubscribersTable) => [row.created_at, row.id],
    },
    page,
    withCount,
  );
}

/**
 * A site's subscribers oldest first, the page after `after` (null: the first), through the index on
 * (website_id, created_at, id): the CSV export reads them so, a page at a time.
 */
export function subscribersAfter(
  db: Db,
  websiteId: string,
  after: Pick<NewsletterSubscribersTable, 'created_at' | 'id'> | null,
  limit: number,
) {
  let query = db.selectFrom('newsletter_subscribers').selectAll().where('website_id', '=', websiteId);
  if (after) query = query.where(sql<boolean>`(created_at, id) > (${after.created_at}, ${after.id})`);
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}

/**
 * Makes an address on the site's list confirmed at once, recorded as signed up through `source` and
 * confirmed now (the caller knows the address is its holder's); a confirmed one is left alone. True
 * when it changed.
 */
export async function confirmDirectly(
  db: Db,
  websiteId: string,
  row: Pick<NewsletterSubscribersTable, 'id' | 'status'>,
  source: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'confirmed',
      form_id: source,
      confirm_token_hash: null,
      confirmed_at: now,
      unsubscribed_at: null,
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('status', '!=', 'confirmed')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
