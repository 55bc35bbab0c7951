import { errorMessages, validationMessages } from '@atelier/domain';
import { defineError } from '#platform/errors/app-error';

/** The review module's errors; the customer's are the spec's own strings (spec 001 §5, §8). */
export const ReviewErrors = {
  notFound: defineError({
    kind: 'not_found',
    code: 'reviews.not_found',
    message: 'This review does not exist on this site.',
  }),
  requestNotFound: defineError({
    kind: 'not_found',
    code: 'reviews.request_not_found',
    message: 'This review request does not exist.',
  }),
  ratingRequired: defineError({
    kind: 'invalid',
    code: 'reviews.rating_required',
    message: validationMessages.starRatingRequired,
  }),
  alreadyReviewed: defineError({
    kind: 'conflict',
    code: 'reviews.already_reviewed',
    message: errorMessages.alreadyReviewed,
  }),
  expired: defineError({
    kind: 'conflict',
    code: 'reviews.request_expired',
    message: errorMessages.reviewRequestExpired,
  }),
  nothingToReview: defineError({
    kind: 'conflict',
    code: 'reviews.nothing_to_review',
    message: errorMessages.noProductsToReview,
  }),
  changed: defineError({
    kind: 'conflict',
    code: 'reviews.changed',
    message: 'This review was changed meanwhile. Reload and try again.',
  }),
  rateLimited: defineError({
    kind: 'rate_limited',
    code: 'reviews.rate_limited',
    message: 'Too many reviews from here. Please try again later.',
  }),
};
