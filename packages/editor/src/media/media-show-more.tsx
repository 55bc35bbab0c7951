import { MEDIA_PAGE_SIZE, type MediaListing } from './media.api';

/** The listing with the next page after it; items already listed (the library moved underneath) come once. */
export function appendMedia(listing: MediaListing | null, next: MediaListing): MediaListing {
  if (!listing) return next;
  const known = new Set(listing.items.map((item) => item.id));
  return {
    ...listing,
    items: [...listing.items, ...next.items.filter((item) => !known.has(item.id))],
    next: next.next,
  };
}

interface MediaShowMoreProps {
  listing: MediaListing | null;
  loading: boolean;
  /** Why the last request for the next page failed. */
  error: string | null;
  onShowMore(): void;
}

/**
 * The button under the library's files while it holds more than are listed: the server lists a
 * page at a time, by key, so every file of a large library can be reached.
 */
export function MediaShowMore({ listing, loading, error, onShowMore }: MediaShowMoreProps) {
  if (!listing?.next) return null;
  return (
    <div className="show-more">
      <button
        type="button"
        className="button button--small button--wide"
        disabled={loading}
        onClick={onShowMore}
      >
        {loading ? 'Loading…' : `Show ${MEDIA_PAGE_SIZE} more`}
      </button>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
