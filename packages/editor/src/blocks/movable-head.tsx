import type { KeyboardEvent, ReactNode } from 'react';
import { handleId, type Movable } from './use-block-moves';

export const MOVE_HELP_ID = 'block-move-help';

interface MovableHeadProps {
  item: Movable;
  className: string;
  /** Looking only: no handle, no move or delete buttons, nothing to drag. */
  readOnly: boolean;
  /** Picked up by keyboard, moving with the arrow keys. */
  carried: boolean;
  /** The move handle's name, e.g. "Move Heading Welcome". */
  handleLabel: string;
  onHandleKey(event: KeyboardEvent): void;
  onDragStart(): void;
  onDragEnd(): void;
  /** What the row shows between the handle and its buttons. */
  children: ReactNode;
  /** Buttons before the move buttons (a section's layout). */
  extraActions?: ReactNode;
  moveLabels: { up: string; down: string };
  moveIds?: { up: string; down: string };
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(direction: -1 | 1): void;
  deleteLabel: string;
  onDelete(): void;
}

/**
 * The head of a block row or a section in the Blocks panel: what a mouse drags, the keyboard move
 * handle that is its equivalent, and the up, down and delete buttons.
 */
export function MovableHead(props: MovableHeadProps) {
  const { item, readOnly } = props;
  return (
    // The head is what a mouse drags (a button alone is no drag source in every browser).
    // biome-ignore lint/a11y/noStaticElementInteractions: the mouse drag source; the move handle inside is its keyboard equivalent.
    <div
      className={props.className}
      draggable={!readOnly}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.id);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
    >
      {readOnly ? null : (
        <button
          type="button"
          id={handleId(item)}
          className="icon-button drag-handle"
          aria-label={props.handleLabel}
          aria-describedby={MOVE_HELP_ID}
          aria-pressed={props.carried}
          onKeyDown={props.onHandleKey}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      {props.children}
      {readOnly ? null : (
        <div className="row-actions">
          {props.extraActions}
          <button
            type="button"
            id={props.moveIds?.up}
            className="icon-button"
            aria-label={props.moveLabels.up}
            disabled={!props.canMoveUp}
            onClick={() => props.onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            id={props.moveIds?.down}
            className="icon-button"
            aria-label={props.moveLabels.down}
            disabled={!props.canMoveDown}
            onClick={() => props.onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={props.deleteLabel}
            onClick={props.onDelete}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )}
    </div>
  );
}
