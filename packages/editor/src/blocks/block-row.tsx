import type { LanguageTexts, PageBlock } from '@atelier/domain';
import type { KeyboardEvent } from 'react';
import { describeBlock } from '../document/block-kinds';
import { blockProgress } from '../languages/block-texts';
import { BlockTranslations } from '../languages/block-translations';
import type { TextChange } from '../languages/translation-edit';
import { TranslationMark } from '../languages/translation-field';
import type { BlockEditorProps } from './block-editor-props';
import { BlockSettingsEditor } from './block-settings-editor';
import { MovableHead } from './movable-head';

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
  /** In another language: the page's texts in it, and a way to change them. */
  translation?: { texts: LanguageTexts; onChange(changes: Record<string, TextChange>): void } | null;
}

export const blockMoveId = (blockId: string, direction: -1 | 1) =>
  `block-${blockId}-${direction < 0 ? 'up' : 'down'}`;
export const blockSelectId = (blockId: string) => `block-${blockId}-select`;
export const blockEditorId = (blockId: string) => `block-${blockId}-editor`;
export { MOVE_HELP_ID } from './movable-head';

export function BlockRow(props: BlockRowProps) {
  const { block, selected, readOnly } = props;
  const { label, detail } = describeBlock(block);
  const editorId = blockEditorId(block.id);
  const name = detail ? `${label} ${detail}` : label;
  const { translation } = props;
  const progress = translation ? blockProgress(block, translation.texts) : null;

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
      <MovableHead
        item={{ kind: 'block', id: block.id }}
        className="block-row__head"
        readOnly={readOnly}
        carried={props.carried}
        handleLabel={`Move ${name}`}
        onHandleKey={(event) => props.onHandleKey(label, event)}
        onDragStart={props.onDragStart}
        onDragEnd={props.onDragEnd}
        moveLabels={{ up: 'Move block up', down: 'Move block down' }}
        moveIds={{ up: blockMoveId(block.id, -1), down: blockMoveId(block.id, 1) }}
        canMoveUp={props.canMoveUp}
        canMoveDown={props.canMoveDown}
        onMove={props.onMove}
        deleteLabel="Delete block"
        onDelete={props.onDelete}
      >
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
          {progress && progress.missing > 0 ? <TranslationMark state="missing" /> : null}
          {progress && progress.missing === 0 && progress.machine > 0 ? (
            <TranslationMark state="machine" />
          ) : null}
        </button>
      </MovableHead>
      {selected ? (
        <section id={editorId} className="block-row__editor" aria-label={`${label} settings`}>
          <fieldset className="plain-fieldset" disabled={readOnly}>
            {translation ? (
              <BlockTranslations block={block} texts={translation.texts} onChange={translation.onChange} />
            ) : (
              <BlockSettingsEditor block={block} onChange={props.onChange} />
            )}
          </fieldset>
        </section>
      ) : null}
    </li>
  );
}
