import { useText } from '../../i18n/use-text';
import { RatingStars, type RatingView } from './rating-stars';

/** One published review as visitors read it. */
export interface ReviewView {
  id: string;
  /** First name and initial. */
  author: string;
  rating: number;
  /** Plain text; shown as text, line breaks kept. */
  text: string;
  reply: string | null;
  createdAt: string;
}

export interface ProductReviewsView {
  summary: RatingView;
  /** Newest first. */
  reviews: ReviewView[];
}

/** A product's published reviews under its page: average, count, each review newest first. */
export function ProductReviews({ view }: { view: ProductReviewsView }) {
  const text = useText('reviews');
  const date = new Intl.DateTimeFormat(text.tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section
      className="product-reviews"
      id="reviews"
      aria-labelledby="reviews-heading"
      data-product-reviews=""
    >
      <h2 id="reviews-heading">{text('heading')}</h2>
      <p>
        <RatingStars rating={view.summary} />
      </p>
      <ol className="product-reviews__list">
        {view.reviews.map((review) => (
          <li key={review.id} className="product-review" data-review={review.id}>
            <p className="product-review__meta">
              <RatingStars rating={{ average: review.rating, count: 1 }} count={false} />{' '}
              <strong>{review.author}</strong>{' '}
              <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
            </p>
            {review.text ? <p className="product-review__text">{review.text}</p> : null}
            {review.reply ? (
              <blockquote className="product-review__reply">
                <p>
                  <strong>{text('storeReply')}</strong>
                </p>
                <p className="product-review__text">{review.reply}</p>
              </blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
