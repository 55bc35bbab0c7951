import type { ProductReviewsView } from '@atelier/site';
import type { Kysely } from 'kysely';
import { type RatingSummary, reviewToPublic } from '#modules/reviews/reviews.model';
import { publishedReviews, ratingSummaries } from '#modules/reviews/reviews.queries';
import type { DB } from '#platform/db/schema';

/** How many reviews a product's page lists (newest first); the summary counts them all. */
const LISTED = 20;

/** A product's published reviews as its page shows them, or null when it has none. */
export async function productReviewsView(
  db: Kysely<DB>,
  siteId: string,
  productId: string,
): Promise<ProductReviewsView | null> {
  const summary = (await ratingSummaries(db, siteId, [productId])).get(productId);
  if (!summary) return null;
  const rows = await publishedReviews(db, siteId, productId, LISTED);
  return { summary, reviews: rows.map(reviewToPublic) };
}

/** The schema.org `AggregateRating` and `Review` data a product's Product JSON-LD carries. */
export function reviewsJsonLd(view: ProductReviewsView | null): object {
  if (!view) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: view.summary.average,
      reviewCount: view.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: view.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text || undefined,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** A store page's list with each product's rating beside it (`ratings` in the list's order). */
export function withListRatings<V extends { products: object[] }>(
  view: V,
  ratings: (RatingSummary | undefined)[],
): V {
  return {
    ...view,
    products: view.products.map((item, i) => (ratings[i] ? { ...item, rating: ratings[i] } : item)),
  };
}
