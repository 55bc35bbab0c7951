import { useText } from '../../i18n/use-text';

/** A product's published reviews in numbers: average (one decimal) and count. */
export interface RatingView {
  average: number;
  count: number;
}

/** Five stars, the first `filled` of them full. */
export const starText = (filled: number): string =>
  '★'.repeat(Math.max(0, Math.min(5, filled))) + '☆'.repeat(5 - Math.max(0, Math.min(5, filled)));

/**
 * Stars for an average rating, read out as "4.5 out of 5 stars, 12 reviews" (or without the count);
 * the stars themselves are decoration.
 */
export function RatingStars({ rating, count = true }: { rating: RatingView; count?: boolean }) {
  const text = useText('reviews');
  const average = rating.average.toLocaleString(text.tag, { maximumFractionDigits: 1 });
  const label = count ? text('summary', { average, count: rating.count }) : text('ratingOutOf', { average });
  return (
    <span className="rating-stars" role="img" aria-label={label} data-rating={rating.average}>
      <span aria-hidden="true" className="rating-stars__stars">
        {starText(Math.round(rating.average))}
      </span>
      {count ? (
        <span aria-hidden="true" className="rating-stars__count">
          {' '}
          ({rating.count})
        </span>
      ) : null}
    </span>
  );
}
