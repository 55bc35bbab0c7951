/** Runs after React has committed the change, so the element to focus exists. */
export const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));
export const focusById = (id: string) => document.getElementById(id)?.focus();

interface PartActionsProps {
  /** What the buttons name, such as "Wheel taster" or "section Starters". */
  name: string;
  index: number;
  count: number;
  /** The id prefix of this part's buttons: `${idPrefix}-up`, `-down`, `-remove`. */
  idPrefix: string;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  /** The last tab stays: a menu has at least one. */
  removable?: boolean;
}

/** Move up, Move down and Remove for one tab, section or item of a menu. */
export function PartActions({
  name,
  index,
  count,
  idPrefix,
  onMove,
  onRemove,
  removable = true,
}: PartActionsProps) {
  return (
    <div className="row-actions">
      <button
        type="button"
        id={`${idPrefix}-up`}
        className="icon-button"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        id={`${idPrefix}-down`}
        className="icon-button"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        id={`${idPrefix}-remove`}
        className="icon-button icon-button--danger"
        aria-label={`Remove ${name}`}
        disabled={!removable}
        onClick={onRemove}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

/** After a move, the focus stays on the same button of the moved part, or its other arrow at an end. */
export function focusAfterMove(idPrefix: string, by: -1 | 1): void {
  afterRender(() => {
    const same = document.getElementById(`${idPrefix}-${by < 0 ? 'up' : 'down'}`) as HTMLButtonElement | null;
    if (same && !same.disabled) same.focus();
    else focusById(`${idPrefix}-${by < 0 ? 'down' : 'up'}`);
  });
}
