import type { FastifyInstance } from 'fastify';
import {
  linkCount,
  plainReviewText,
  REVIEW_LINKS_MAX,
  REVIEW_TEXT_MAX,
  reviewerName,
} from '#modules/reviews/review-text';
import { ReviewErrors } from '#modules/reviews/reviews.errors';
import { insertReview, reviewSettings } from '#modules/reviews/reviews.queries';
import { isUniqueViolation } from '#platform/db/unique-violation';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { storeMarkupNotify } from '#workflows/catalogue/store-markup.workflow';
import { requestState } from './review-request-state';

/** One product's review as the request page's form sends it (strings, as a form posts them). */
export interface ReviewSubmission {
  productId: unknown;
  rating: unknown;
  text: unknown;
}

/** Why a form was refused, for the page to say next to it. */
export type SubmissionProblem = 'ratingRequired' | 'textTooLong' | 'tooManyLinks';

export type SubmissionResult =
  | { kind: 'saved'; productId: string; status: 'pending' | 'published' }
  | { kind: 'problem'; productId: string; problem: SubmissionProblem; rating?: number; text: string };

const RATING = /^[1-5]$/;

/**
 * Saves a customer's review of one product of the order behind a review request: only that order's
 * buyer (the link was mailed to them), only a product of the order not reviewed yet (the unique key
 * on order and product refuses a second, however many posts race), rating 1–5 and plain text within
 * its limits. Pending or published by the owner's setting; a published one refreshes the cached
 * pages that show the product.
 */
export async function submitReview(
  app: FastifyInstance,
  siteId: string,
  requestId: string,
  token: unknown,
  submission: ReviewSubmission,
  now: Date,
): Promise<SubmissionResult> {
  const productId = typeof submission.productId === 'string' ? submission.productId : '';
  const rawText = typeof submission.text === 'string' ? submission.text : '';
  const rating =
    typeof submission.rating === 'string' || typeof submission.rating === 'number'
      ? String(submission.rating)
      : '';
  const text = plainReviewText(rawText);
  const result = await app.db
    .transaction()
    .execute(async (trx): Promise<SubmissionResult> => {
      const state = await requestState(trx, siteId, requestId, token, now);
      if (state.refusal === 'expired') throw ReviewErrors.expired();
      if (state.refusal === 'nothing') throw ReviewErrors.nothingToReview();
      const line = state.open.find((open) => open.product_id === productId);
      if (!line) throw ReviewErrors.alreadyReviewed();
      const kept = { productId, text: rawText.slice(0, REVIEW_TEXT_MAX * 2) };
      if (!RATING.test(rating)) return { kind: 'problem', problem: 'ratingRequired', ...kept };
      const stars = Number(rating);
      if ([...text].length > REVIEW_TEXT_MAX)
        return { kind: 'problem', problem: 'textTooLong', rating: stars, ...kept };
      if (linkCount(text) > REVIEW_LINKS_MAX)
        return { kind: 'problem', problem: 'tooManyLinks', rating: stars, ...kept };
      const settings = await reviewSettings(trx, siteId);
      const status = settings.moderation === 'publish' ? 'published' : 'pending';
      await insertReview(trx, {
        website_id: siteId,
        product_id: productId,
        order_id: state.order.id,
        email: state.order.email,
        author_name: reviewerName(state.request.customer_name),
        rating: stars,
        body: text,
        status,
        published_at: status === 'published' ? now.toISOString() : null,
        created_at: now.toISOString(),
      });
      if (status === 'published') await bumpRenderGeneration(trx, siteId, undefined, 'catalogue');
      return { kind: 'saved', productId, status };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw ReviewErrors.alreadyReviewed();
      throw error;
    });
  if (result.kind === 'saved' && result.status === 'published') storeMarkupNotify(app.db, siteId);
  return result;
}
