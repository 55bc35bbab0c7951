import type { DraftState } from '../document/draft-saver';

const LABELS: Record<DraftState['status'], string> = {
  idle: '',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Not saved',
  conflict: 'Reloaded',
};

/** The draft's save state, announced politely as it changes. */
export function SaveStatus({ state, onRetry }: { state: DraftState | null; onRetry(): void }) {
  const status = state?.status ?? 'idle';
  return (
    <div
      className={`save-status save-status--${status}`}
      role="status"
      aria-live="polite"
      data-testid="save-status"
    >
      {LABELS[status] ? <span className="save-status__label">{LABELS[status]}</span> : null}
      {state?.message ? <span className="save-status__message">{state.message}</span> : null}
      {status === 'error' ? (
        <button type="button" className="link-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
