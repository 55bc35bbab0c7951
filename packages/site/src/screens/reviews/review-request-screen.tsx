import { useText } from '../../i18n/use-text';

/** Why a review request page offers nothing to review: the spec's three refusals (spec 001 §8). */
export type ReviewRefusal = 'expired' | 'reviewed' | 'nothing';

/** One product of the order still to review, with what the customer sent back when refused. */
export interface ReviewProductView {
  id: string;
  name: string;
  image?: { src: string; alt: string };
  /** The rating the customer chose before a refusal, to keep it. */
  rating?: number;
  text?: string;
  /** A refusal of this product's form: a message of the `reviews` group (its key). */
  problem?: 'ratingRequired' | 'textTooLong' | 'tooManyLinks' | 'rateLimited';
}

export interface ReviewRequestScreenProps {
  orderNumber: number;
  /** Where each product's form posts (the request's own address, its token included). */
  action: string;
  refusal: ReviewRefusal | null;
  products: ReviewProductView[];
  /** A product just reviewed, and whether it shows at once or waits for the owner. */
  thanks: { product: string; pending: boolean } | null;
  textMax: number;
}

/** The behaviour that checks a form before it posts (a plain form POST without it). */
export const REVIEW_REQUEST_BEHAVIOUR = 'review-request';

const REFUSAL_KEY = {
  expired: 'requestExpired',
  reviewed: 'alreadyReviewed',
  nothing: 'nothingToReview',
} as const;

/**
 * The reviews request page (page type 209): each product of the order not yet reviewed, with 1–5
 * stars (a radio group: arrow keys move, a form without JavaScript posts as is) and a text.
 */
export function ReviewRequestScreen(props: ReviewRequestScreenProps) {
  const text = useText('reviews');
  return (
    <div className="review-request" data-review-request="">
      <h1>{text('pageTitle')}</h1>
      {props.thanks ? (
        <p role="status" data-review-thanks="">
          {text(props.thanks.pending ? 'thanksPending' : 'thanks', { product: props.thanks.product })}
        </p>
      ) : null}
      {props.refusal ? (
        <p role="alert" data-review-refusal={props.refusal}>
          {text(REFUSAL_KEY[props.refusal])}
        </p>
      ) : (
        <>
          <p>{text('pageIntro', { number: props.orderNumber })}</p>
          {props.products.map((product) => (
            <ReviewForm key={product.id} product={product} action={props.action} textMax={props.textMax} />
          ))}
        </>
      )}
    </div>
  );
}

function ReviewForm({
  product,
  action,
  textMax,
}: {
  product: ReviewProductView;
  action: string;
  textMax: number;
}) {
  const text = useText('reviews');
  const id = `review-${product.id}`;
  const problemId = `${id}-problem`;
  return (
    <form
      method="post"
      action={action}
      className="review-form"
      data-review-form={product.id}
      data-behaviour={REVIEW_REQUEST_BEHAVIOUR}
      data-rating-required={text('ratingRequired')}
    >
      <input type="hidden" name="productId" value={product.id} />
      {product.image ? <img src={product.image.src} alt={product.image.alt} width="96" height="72" /> : null}
      <fieldset className="review-stars" aria-describedby={product.problem ? problemId : undefined}>
        <legend>{text('ratingLegend', { product: product.name })}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="review-stars__star">
            <input
              type="radio"
              name="rating"
              value={stars}
              defaultChecked={product.rating === stars}
              aria-label={text('stars', { count: stars })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      <p id={problemId} role="alert" className="review-form__problem" data-review-problem="">
        {product.problem ? text(product.problem, { max: textMax }) : null}
      </p>
      <label htmlFor={`${id}-text`}>{text('textLabel')}</label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={4}
        maxLength={textMax}
        defaultValue={product.text ?? ''}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="review-form__hint">
        {text('textHint', { max: textMax })}
      </p>
      <button type="submit" className="button">
        {text('submit')}
      </button>
    </form>
  );
}
