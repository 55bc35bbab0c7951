import { errorMessages } from '@atelier/domain';
import type { ReactNode } from 'react';

/** Shown while the first answer of a view is on its way. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="forms-state" role="status">
      {children}
    </p>
  );
}

/** A request that failed: what the server or the network said, and a way to ask again. */
export function LoadFailed({ error, onRetry }: { error: string; onRetry(): void }) {
  return (
    <div className="forms-state forms-state--error" role="alert">
      <p className="forms-state__title">{errorMessages.loadResultsFailed}</p>
      <p>{error}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Nothing to list yet, with what brings the first item. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="forms-state">
      <p className="forms-state__title">{title}</p>
      {children}
    </div>
  );
}

interface ListCountProps {
  /** The count in words once the list has loaded; null before. */
  label: string | null;
  loading: boolean;
  error: string | null;
}

/** How many items a list holds, and whether a newer answer is on its way or failed to come. */
export function ListCount({ label, loading, error }: ListCountProps) {
  return (
    <p className="list-count" aria-live="polite">
      {label ?? ''}
      {label !== null && loading ? ' · Updating…' : ''}
      {label !== null && error ? ` · ${error}` : ''}
    </p>
  );
}

interface ShowMoreProps {
  /** Whether the list holds items not shown yet (the server gave a cursor for them). */
  more: boolean;
  /** How many items are not shown yet, when the list's count says (null past the count's cap). */
  remaining: number | null;
  pageSize: number;
  loading: boolean;
  error: string | null;
  onShowMore(): void;
}

/** The button under a list shown a page at a time; nothing once every item is shown. */
export function ShowMore({ more, remaining, pageSize, loading, error, onShowMore }: ShowMoreProps) {
  if (!more) return null;
  const count = remaining !== null && remaining > 0 ? Math.min(pageSize, remaining) : pageSize;
  return (
    <div className="show-more">
      <button
        type="button"
        className="button button--small button--wide"
        disabled={loading}
        onClick={onShowMore}
      >
        {loading ? 'Loading…' : `Show ${count} more`}
      </button>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}

/**
 * In place of a view of people's data that the signed-in role may not read (docs/permissions.md):
 * said plainly, instead of asking the server and showing its refusal as an error.
 */
export function RoleCannotSee({ children }: { children: ReactNode }) {
  return (
    <div className="forms-state" role="note">
      <p className="forms-state__title">Your role cannot see this</p>
      <p>{children}</p>
    </div>
  );
}
