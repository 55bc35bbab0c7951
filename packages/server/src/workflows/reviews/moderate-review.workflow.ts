import type { FastifyInstance } from 'fastify';
import { plainReviewText } from '#modules/reviews/review-text';
import { ReviewErrors } from '#modules/reviews/reviews.errors';
import { type ReviewStatus, reviewToJson } from '#modules/reviews/reviews.model';
import {
  deleteReview,
  moveReview,
  ownerReviewById,
  reviewById,
  setReply,
} from '#modules/reviews/reviews.queries';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { storeMarkupNotify } from '#workflows/catalogue/store-markup.workflow';

/**
 * The owner's moderation of one review: publish, hide or send back to pending (a conditional update
 * on the status read), and a reply (plain text; empty removes it). Whatever changes what visitors
 * see (a review published or taken down, a published review's reply) starts a new render
 * generation of the store's markup, so the cached pages that show the product are made afresh.
 */
export async function moderateReview(
  app: FastifyInstance,
  siteId: string,
  id: string,
  change: { status?: ReviewStatus; reply?: string | null },
  now: Date,
) {
  const review = await app.db.transaction().execute(async (trx) => {
    const row = await reviewById(trx, siteId, id);
    if (!row) throw ReviewErrors.notFound();
    let visible = false;
    if (change.status && change.status !== row.status) {
      if (!(await moveReview(trx, row, change.status, now))) throw ReviewErrors.changed();
      visible = row.status === 'published' || change.status === 'published';
    }
    if (change.reply !== undefined) {
      const reply = change.reply ? plainReviewText(change.reply) || null : null;
      await setReply(trx, siteId, id, reply, now);
      visible ||= (change.status ?? row.status) === 'published';
    }
    if (visible) await bumpRenderGeneration(trx, siteId, undefined, 'catalogue');
    // As the owner's list shows it (with the product's name), so the panel can show it in place.
    return { row: (await ownerReviewById(trx, siteId, id))!, visible };
  });
  if (review.visible) storeMarkupNotify(app.db, siteId);
  return reviewToJson(review.row);
}

/** Deletes a review for good; a published one leaves the cached pages that showed it. */
export async function removeReview(app: FastifyInstance, siteId: string, id: string): Promise<void> {
  const wasPublished = await app.db.transaction().execute(async (trx) => {
    const row = await reviewById(trx, siteId, id);
    if (!row || !(await deleteReview(trx, siteId, id))) throw ReviewErrors.notFound();
    if (row.status === 'published') await bumpRenderGeneration(trx, siteId, undefined, 'catalogue');
    return row.status === 'published';
  });
  if (wasPublished) storeMarkupNotify(app.db, siteId);
}
