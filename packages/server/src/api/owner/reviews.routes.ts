import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReviewErrors } from '#modules/reviews/reviews.errors';
import { reviewToJson } from '#modules/reviews/reviews.model';
import { ownerReviews, reviewSettings, saveReviewSettings } from '#modules/reviews/reviews.queries';
import {
  ReviewParams,
  ReviewSettingsBody,
  ReviewsQuery,
  ReviewUpdateBody,
} from '#modules/reviews/reviews.schemas';
import { parseInput } from '#platform/errors/validation';
import { requirePermission } from '#platform/tenancy/permissions';
import { moderateReview, removeReview } from '#workflows/reviews/moderate-review.workflow';

/**
 * The owner's product reviews (Store panel): list, publish, hide, reply, delete, and the settings
 * (moderation, request delay). Reviews carry customers' addresses: reading them needs `store`, as
 * moderating does (docs/permissions.md).
 */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requirePermission(app, 'store'));
  const base = '/api/config/store/reviews';

  const reviewId = (request: FastifyRequest) => {
    const parsed = ReviewParams.safeParse(request.params);
    if (!parsed.success) throw ReviewErrors.notFound();
    return parsed.data.id;
  };

  app.get(base, async (request) => {
    const filter = parseInput(ReviewsQuery, request.query);
    const rows = await ownerReviews(app.db, request.site!.id, filter);
    return { reviews: rows.map(reviewToJson) };
  });

  app.patch(`${base}/:id`, async (request) => {
    const id = reviewId(request);
    const body = parseInput(ReviewUpdateBody, request.body);
    return { review: await moderateReview(app, request.site!.id, id, body, app.jobs.clock.now()) };
  });

  app.delete(`${base}/:id`, async (request) => {
    await removeReview(app, request.site!.id, reviewId(request));
    return { deleted: true };
  });

  app.get('/api/config/store/review-settings', async (request) => ({
    settings: await reviewSettings(app.db, request.site!.id),
  }));

  app.put('/api/config/store/review-settings', async (request) => {
    const body = parseInput(ReviewSettingsBody, request.body);
    const settings = { ...(await reviewSettings(app.db, request.site!.id)), ...body };
    await saveReviewSettings(app.db, request.site!.id, settings);
    return { settings };
  });
}
