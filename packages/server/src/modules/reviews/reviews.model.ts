import type { ReviewsTable } from '#platform/db/schema';

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MODERATIONS = ['wait', 'publish'] as const;
export type Moderation = (typeof MODERATIONS)[number];

/** The owner's review settings. */
export interface ReviewSettings {
  /** 'wait': new reviews wait for the owner; 'publish': they show at once. */
  moderation: Moderation;
  /** Days after fulfilment before the review request is mailed. */
  requestDelayDays: number;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { moderation: 'wait', requestDelayDays: 7 };
/** How long a review request's link works after it was mailed. */
export const REQUEST_VALID_DAYS = 60;

/** A product's published reviews in numbers: average rating (one decimal) and how many. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** A review as the owner reads it (the customer's address included: the owner's records). */
export function reviewToJson(row: ReviewsTable & { product_name?: string | null }) {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name ?? null,
    orderId: row.order_id,
    email: row.email,
    author: row.author_name,
    rating: row.rating,
    text: row.body,
    status: row.status as ReviewStatus,
    reply: row.reply,
    repliedAt: row.replied_at,
    publishedAt: row.published_at,
    createdAt: row.created_at,
  };
}
export type ReviewJson = ReturnType<typeof reviewToJson>;

/** A published review as visitors read it: never the customer's address. */
export function reviewToPublic(row: ReviewsTable) {
  return {
    id: row.id,
    author: row.author_name,
    rating: row.rating,
    text: row.body,
    reply: row.reply,
    createdAt: row.created_at,
  };
}
export type PublicReview = ReturnType<typeof reviewToPublic>;

/** An average of ratings to one decimal, as stars and structured data show it. */
export const roundedAverage = (sum: number, count: number): number =>
  count === 0 ? 0 : Math.round((sum / count) * 10) / 10;
