import { errorMessages, validationMessages } from './editor';

/**
 * Product reviews as a customer and a visitor read them: the review request mail and page (page
 * type 209), and the reviews on a product's page. The refusals are the spec's own strings (spec 001
 * §5, §8); the rest is ours. ICU message format.
 */
export const reviewMessages = {
  ratingRequired: validationMessages.starRatingRequired,
  alreadyReviewed: errorMessages.alreadyReviewed,
  requestExpired: errorMessages.reviewRequestExpired,
  nothingToReview: errorMessages.noProductsToReview,
  requestSubject: 'How was your order #{number} from {site}?',
  requestBody:
    'Thank you for your order #{number}. Would you tell other customers what you think of it? Rate each product from 1 to 5 stars:',
  requestUntil: 'This link works until {date}.',
  pageTitle: 'Review your purchase',
  pageIntro: 'Order #{number}: rate each product from 1 to 5 stars and say what you think.',
  ratingLegend: 'Your rating for {product}',
  stars: '{count, plural, one {# star} other {# stars}}',
  textLabel: 'Your review (optional)',
  textHint: 'Plain text, at most {max} characters.',
  textTooLong: 'Your review is longer than {max} characters.',
  tooManyLinks: 'Your review holds too many web addresses.',
  rateLimited: 'Too many reviews from here. Please try again later.',
  submit: 'Send review',
  thanks: 'Thank you for your review of {product}.',
  thanksPending: 'Thank you for your review of {product}. It appears once the store has read it.',
  heading: 'Reviews',
  summary: '{average} out of 5 stars, {count, plural, one {# review} other {# reviews}}',
  ratingOutOf: '{average} out of 5 stars',
  storeReply: 'Reply from the store',
} as const;
