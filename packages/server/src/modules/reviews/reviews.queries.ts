import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB, ReviewRequestsTable, ReviewsTable } from '#platform/db/schema';
import {
  DEFAULT_REVIEW_SETTINGS,
  type Moderation,
  type RatingSummary,
  type ReviewSettings,
  type ReviewStatus,
  roundedAverage,
} from './reviews.model';

type Db = Kysely<DB> | Transaction<DB>;

// --- settings -------------------------------------------------------------------------------------

export async function reviewSettings(db: Db, siteId: string): Promise<ReviewSettings> {
  const row = await db
    .selectFrom('review_settings')
    .select(['moderation', 'request_delay_days'])
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_REVIEW_SETTINGS };
  return { moderation: row.moderation as Moderation, requestDelayDays: row.request_delay_days };
}

export async function saveReviewSettings(db: Db, siteId: string, settings: ReviewSettings): Promise<void> {
  const values = {
    moderation: settings.moderation,
    request_delay_days: settings.requestDelayDays,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('review_settings')
    .values({ website_id: siteId, ...values })
    .onConflict((oc) => oc.column('website_id').doUpdateSet(values))
    .execute();
}

// --- requests -------------------------------------------------------------------------------------

/** Schedules an order's review request; an order has one, so a second fulfilment adds nothing. */
export async function scheduleRequest(
  db: Db,
  request: {
    siteId: string;
    orderId: string;
    email: string;
    name: string;
    locale: string | null;
    baseUrl: string;
    sendAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('review_requests')
    .values({
      id: newId(),
      website_id: request.siteId,
      order_id: request.orderId,
      email: request.email,
      customer_name: request.name,
      locale: request.locale,
      base_url: request.baseUrl,
      send_at: request.sendAt.toISOString(),
      sent_at: null,
      token_hash: null,
      expires_at: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/** Requests whose mail is due and not sent yet, oldest first. */
export function dueRequests(db: Db, now: Date, limit = 100): Promise<ReviewRequestsTable[]> {
  return db
    .selectFrom('review_requests')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('send_at', '<=', now.toISOString())
    .orderBy('send_at')
    .limit(limit)
    .execute();
}

/** When the next unsent request falls due, if one waits. */
export async function nextRequestDue(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('review_requests')
    .select((eb) => eb.fn.min('send_at').as('next'))
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}

/**
 * Marks a request sent with its token's hash and expiry, only if no one sent it yet: of many
 * processes racing, one mails it. False when another did.
 */
export async function claimRequestSend(
  db: Db,
  requestId: string,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const moved = await db
    .updateTable('review_requests')
    .set({ sent_at: now.toISOString(), token_hash: tokenHash, expires_at: expiresAt.toISOString() })
    .where('id', '=', requestId)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export function requestById(db: Db, siteId: string, id: string): Promise<ReviewRequestsTable | undefined> {
  return db
    .selectFrom('review_requests')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
}

// --- reviews --------------------------------------------------------------------------------------

/** The products of an order already reviewed. */
export async function reviewedProducts(db: Db, orderId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('reviews').select('product_id').where('order_id', '=', orderId).execute();
  return new Set(rows.map((row) => row.product_id));
}

export async function insertReview(
  db: Db,
  review: Omit<ReviewsTable, 'id' | 'reply' | 'replied_at' | 'updated_at'>,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('reviews')
    .values({ ...review, id, reply: null, replied_at: null, updated_at: review.created_at })
    .execute();
  return id;
}

export function reviewById(db: Db, siteId: string, id: string) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One review as the owner's list shows it: with its product's name. */
export function ownerReviewById(db: Db, siteId: string, id: string) {
  return db
    .selectFrom('reviews')
    .leftJoin('products', 'products.id', 'reviews.product_id')
    .selectAll('reviews')
    .select('products.name as product_name')
    .where('reviews.website_id', '=', siteId)
    .where('reviews.id', '=', id)
    .executeTakeFirst();
}

/** The site's reviews for the owner, newest first, with each product's name. */
export function ownerReviews(
  db: Db,
  siteId: string,
  filter: { status?: ReviewStatus; productId?: string },
  limit = 200,
) {
  let query = db
    .selectFrom('reviews')
    .leftJoin('products', 'products.id', 'reviews.product_id')
    .selectAll('reviews')
    .select('products.name as product_name')
    .where('reviews.website_id', '=', siteId);
  if (filter.status) query = query.where('reviews.status', '=', filter.status);
  if (filter.productId) query = query.where('reviews.product_id', '=', filter.productId);
  return query.orderBy('reviews.created_at', 'desc').orderBy('reviews.id', 'desc').limit(limit).execute();
}

/** Moves a review to `status` from the status it was read in; false when it changed meanwhile. */
export async function moveReview(
  db: Db,
  review: Pick<ReviewsTable, 'id' | 'website_id' | 'status' | 'published_at'>,
  status: ReviewStatus,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .updateTable('reviews')
    .set({
      status,
      published_at: status === 'published' ? (review.published_at ?? now.toISOString()) : review.published_at,
      updated_at: now.toISOString(),
    })
    .where('id', '=', review.id)
    .where('website_id', '=', review.website_id)
    .where('status', '=', review.status)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function setReply(db: Db, siteId: string, id: string, reply: string | null, now: Date) {
  const moved = await db
    .updateTable('reviews')
    .set({ reply, replied_at: reply ? now.toISOString() : null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function deleteReview(db: Db, siteId: string, id: string): Promise<boolean> {
  const gone = await db
    .deleteFrom('reviews')
    .where('id', '=', id)
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) === 1;
}

/** A product's published reviews, newest first. */
export function publishedReviews(db: Db, siteId: string, productId: string, limit = 50) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Published reviews in numbers for each product that has any, in one read. */
export async function ratingSummaries(
  db: Db,
  siteId: string,
  productIds: string[],
): Promise<Map<string, RatingSummary>> {
  const out = new Map<string, RatingSummary>();
  if (productIds.length === 0) return out;
  const rows = await db
    .selectFrom('reviews')
    .select((eb) => [
      'product_id',
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.sum<string | number>('rating').as('sum'),
    ])
    .where('website_id', '=', siteId)
    .where('status', '=', 'published')
    .where('product_id', 'in', productIds)
    .groupBy('product_id')
    .execute();
  for (const row of rows) {
    const count = Number(row.count);
    out.set(row.product_id, { count, average: roundedAverage(Number(row.sum), count) });
  }
  return out;
}
