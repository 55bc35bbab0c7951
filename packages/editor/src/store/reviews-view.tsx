import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import {
  deleteReview,
  getReviewSettings,
  listReviews,
  moderateReview,
  type ReviewSettings,
  type StoreReview,
  saveReviewSettings,
} from '../api/reviews.api';
import { FormError } from '../shared/fields';
import { useLoaded } from '../shared/queries';
import { useStore } from './store-context';
import { LoadStates } from './store-ui';

const STATUSES = [
  ['pending', 'Waiting'],
  ['published', 'Published'],
  ['hidden', 'Hidden'],
  ['', 'All'],
] as const;

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * Product reviews: the customers' reviews to publish, hide, answer or delete, and the settings (new
 * reviews wait or publish at once; how many days after fulfilment the request is mailed).
 */
export function ReviewsView() {
  const { canEdit } = useStore();
  const client = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const key = ['store-reviews', status];
  const reviews = useLoaded(key, async () => (await listReviews(status)).reviews);
  const [error, setError] = useState<string | null>(null);
  // A moderated review stays where the owner sees it, with its new status (publishing one from the
  // waiting list does not make it vanish); every list loads afresh when it is shown next.
  const changed = (id: string, review: StoreReview | null) => {
    void client.invalidateQueries({ queryKey: ['store-reviews'], refetchType: 'none' });
    reviews.update((list) =>
      review ? list.map((item) => (item.id === id ? review : item)) : list.filter((item) => item.id !== id),
    );
  };
  const act = (id: string, run: Promise<StoreReview | null>) => {
    setError(null);
    run.then(
      (review) => changed(id, review),
      (e: unknown) => setError(describeError(e)),
    );
  };

  return (
    <div className="stack">
      <div className="store-view__head">
        <h3 className="store-view__title">Reviews</h3>
      </div>
      <ReviewSettingsForm />
      <fieldset className="store-view__filters">
        <legend>Show reviews</legend>
        {STATUSES.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="button button--quiet"
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <FormError message={error} />
      <LoadStates
        loaded={reviews}
        loading="Loading reviews…"
        empty={reviews.data?.length === 0}
        emptyTitle="No reviews here"
      >
        Customers are asked for a review after their order is fulfilled.
      </LoadStates>
      <ul className="stack" aria-label="Reviews">
        {(reviews.data ?? []).map((review) => (
          <ReviewItem key={review.id} review={review} canEdit={canEdit} act={act} />
        ))}
      </ul>
    </div>
  );
}

function ReviewItem({
  review,
  canEdit,
  act,
}: {
  review: StoreReview;
  canEdit: boolean;
  act: (id: string, run: Promise<StoreReview | null>) => void;
}) {
  const moderate = (change: Parameters<typeof moderateReview>[1]) =>
    act(
      review.id,
      moderateReview(review.id, change).then((answer) => answer.review),
    );
  const [reply, setReply] = useState(review.reply ?? '');
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      className="card stack"
      data-review={review.id}
      aria-label={`Review of ${review.productName ?? 'a product'}`}
    >
      <p>
        <strong>{review.productName ?? 'Removed product'}</strong> ·{' '}
        <span role="img" aria-label={`${review.rating} out of 5 stars`}>
          {stars(review.rating)}
        </span>{' '}
        · {review.author} ({review.email}) · {new Date(review.createdAt).toLocaleDateString()} ·{' '}
        <span data-review-status="">
          {review.status === 'pending' ? 'Waiting' : review.status === 'published' ? 'Published' : 'Hidden'}
        </span>
      </p>
      {review.text ? <p style={{ whiteSpace: 'pre-line' }}>{review.text}</p> : null}
      {canEdit ? (
        <>
          <label className="field">
            <span>Reply</span>
            <textarea value={reply} maxLength={2000} rows={2} onChange={(e) => setReply(e.target.value)} />
          </label>
          <div className="store-view__actions">
            {review.status !== 'published' ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => moderate({ status: 'published' })}
              >
                Publish
              </button>
            ) : null}
            {review.status !== 'hidden' ? (
              <button type="button" className="button" onClick={() => moderate({ status: 'hidden' })}>
                Hide
              </button>
            ) : null}
            <button
              type="button"
              className="button"
              disabled={reply === (review.reply ?? '')}
              onClick={() => moderate({ reply: reply || null })}
            >
              Save reply
            </button>
            {confirming ? (
              <>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() =>
                    act(
                      review.id,
                      deleteReview(review.id).then(() => null),
                    )
                  }
                >
                  Delete for good
                </button>
                <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
                  Keep
                </button>
              </>
            ) : (
              <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
                Delete
              </button>
            )}
          </div>
        </>
      ) : review.reply ? (
        <p>Reply: {review.reply}</p>
      ) : null}
    </li>
  );
}

function ReviewSettingsForm() {
  const { canEdit } = useStore();
  const client = useQueryClient();
  const loaded = useLoaded(['store-review-settings'], async () => (await getReviewSettings()).settings);
  const [draft, setDraft] = useState<ReviewSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = draft ?? loaded.data;
  if (!current) return null;
  const save = () =>
    saveReviewSettings(current).then(
      ({ settings }) => {
        client.setQueryData(['store-review-settings'], settings);
        setDraft(null);
      },
      (e: unknown) => setError(describeError(e)),
    );
  return (
    <fieldset className="stack" disabled={!canEdit}>
      <legend>Review settings</legend>
      <label className="field">
        <span>New reviews</span>
        <select
          value={current.moderation}
          onChange={(e) =>
            setDraft({ ...current, moderation: e.target.value as ReviewSettings['moderation'] })
          }
        >
          <option value="wait">Wait for me to publish them</option>
          <option value="publish">Publish at once</option>
        </select>
      </label>
      <label className="field">
        <span>Ask for a review this many days after fulfilment</span>
        <input
          type="number"
          min={0}
          max={365}
          value={current.requestDelayDays}
          onChange={(e) =>
            setDraft({ ...current, requestDelayDays: Math.max(0, Math.floor(Number(e.target.value) || 0)) })
          }
        />
      </label>
      <FormError message={error} />
      {draft ? (
        <button type="button" className="button button--primary" onClick={save}>
          Save review settings
        </button>
      ) : null}
    </fieldset>
  );
}
