import type { PageBlock } from '@atelier/domain';
import type { KeyboardEvent } from 'react';
import { describeBlock } from '../document/block-kinds';
import type { BlockEditorProps } from './block-editor-props';
import { BlockSettingsEditor } from './block-settings-editor';
import { handleId } from './use-block-moves';

interface BlockRowProps {
  block: PageBlock;
  selected: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Looking only: no move, delete or drag, and the settings cannot be changed. */
  readOnly: boolean;
  /** Picked up by keyboard, moving with the arrow keys. */
  carried: boolean;
  onSelect(): void;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
  onChange: BlockEditorProps['onChange'];
  onHandleKey(label: string, event: KeyboardEvent): void;
  onDragStart(): void;
  onDragEnd(): void;
  /** Something dragged was let go over this row: it goes before it. */
  onDropBefore(): void;
}

export const blockMoveId = (blockId: string, direction: -1 | 1) =>
  `block-${blockId}-${direction < 0 ? 'up' : 'down'}`;
export const blockSelectId = (blockId: string) => `block-${blockId}-select`;
export const blockEditorId = (blockId: string) => `block-${blockId}-editor`;
export const MOVE_HELP_ID = 'block-move-help';

export function BlockRow(props: BlockRowProps) {
  const { block, selected, readOnly } = props;
  const { label, detail } = describeBlock(block);
  const editorId = blockEditorId(block.id);
  const name = detail ? `${label} ${detail}` : label;

  return (
    <li
      className={`block-row${selected ? ' is-selected' : ''}${props.carried ? ' is-carried' : ''}`}
      data-block-id={block.id}
      onDragOver={(event) => {
        if (readOnly) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event) => {
        if (readOnly) return;
        event.preventDefault();
        event.stopPropagation();
        props.onDropBefore();
      }}
    >
      {/* The head is what a mouse drags (a button alone is no drag source in every browser). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the mouse drag source; the move handle inside is its keyboard equivalent. */}
      <div
        className="block-row__head"
        draggable={!readOnly}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', block.id);
          props.onDragStart();
        }}
        onDragEnd={props.onDragEnd}
      >
        {readOnly ? null : (
          <button
            type="button"
            id={handleId({ kind: 'block', id: block.id })}
            className="icon-button drag-handle"
            aria-label={`Move ${name}`}
            aria-describedby={MOVE_HELP_ID}
            aria-pressed={props.carried}
            onKeyDown={(event) => props.onHandleKey(label, event)}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        <button
          type="button"
          id={blockSelectId(block.id)}
          className="block-row__select"
          aria-expanded={selected}
          aria-controls={selected ? editorId : undefined}
          onClick={props.onSelect}
        >
          <span className="block-row__kind">{label}</span>
          {detail ? <span className="block-row__detail">{detail}</span> : null}
        </button>
        {readOnly ? null : (
          <div className="row-actions">
            <button
              type="button"
              id={blockMoveId(block.id, -1)}
              className="icon-button"
              aria-label="Move block up"
              disabled={!props.canMoveUp}
              onClick={() => props.onMove(-1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              id={blockMoveId(block.id, 1)}
              className="icon-button"
              aria-label="Move block down"
              disabled={!props.canMoveDown}
              onClick={() => props.onMove(1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="icon-button icon-button--danger"
              aria-label="Delete block"
              onClick={props.onDelete}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        )}
      </div>
      {selected ? (
        <section id={editorId} className="block-row__editor" aria-label={`${label} settings`}>
          <fieldset className="plain-fieldset" disabled={readOnly}>
            <BlockSettingsEditor block={block} onChange={props.onChange} />
          </fieldset>
        </section>
      ) : null}
    </li>
  );
}
