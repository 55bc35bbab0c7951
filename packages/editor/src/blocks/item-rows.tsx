import type { KeyboardEvent } from 'react';

/**
 * The rows of a block's list of items in the block panel (a form's fields, an accordion's items, a
 * menu's tabs, sections and items, social links): the move and remove buttons, what a move does to
 * the list, and where the focus goes after one, the same in every list.
 */

/** Runs after React has committed the change, so the element to focus exists. */
export const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));
export const focusById = (id: string) => document.getElementById(id)?.focus();

/** The list with the entry at `index` moved by one place, or null when it cannot move that way. */
export function movedInList<T>(list: readonly T[], index: number, by: -1 | 1): T[] | null {
  const to = index + by;
  const entry = list[index];
  if (entry === undefined || to < 0 || to >= list.length) return null;
  const next = [...list];
  next.splice(index, 1);
  next.splice(to, 0, entry);
  return next;
}

/** Alt+ArrowUp or Alt+ArrowDown on a row's name: the way it moves, or null for any other key. */
export function keyboardMove(event: KeyboardEvent): -1 | 1 | null {
  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return null;
  event.preventDefault();
  return event.key === 'ArrowUp' ? -1 : 1;
}

interface ItemActionsProps {
  /** What the buttons name, such as "Wheel taster" or "section Starters". */
  name: string;
  index: number;
  count: number;
  /** The id prefix of this row's buttons: `${idPrefix}-up`, `-down`, `-remove`. */
  idPrefix: string;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  /** False keeps the row (a menu's last tab: a menu has at least one). */
  removable?: boolean;
}

/** Move up, Move down and Remove for one row. */
export function ItemActions({
  name,
  index,
  count,
  idPrefix,
  onMove,
  onRemove,
  removable = true,
}: ItemActionsProps) {
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

/**
 * After a move, the focus stays on the same button of the moved row; at an end of the list, where
 * that button is disabled, it goes to `fallbackId` (the row's name), or else to the row's other arrow.
 */
export function focusAfterMove(idPrefix: string, by: -1 | 1, fallbackId?: string): void {
  afterRender(() => {
    const same = document.getElementById(`${idPrefix}-${by < 0 ? 'up' : 'down'}`) as HTMLButtonElement | null;
    if (same && !same.disabled) same.focus();
    else focusById(fallbackId ?? `${idPrefix}-${by < 0 ? 'down' : 'up'}`);
  });
}
