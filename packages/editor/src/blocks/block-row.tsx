import type { PageBlock } from '@atelier/domain';
import { describeBlock } from '../document/block-kinds';
import type { BlockEditorProps } from './block-editor-props';
import { BlockSettingsEditor } from './block-settings-editor';

interface BlockRowProps {
  block: PageBlock;
  selected: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onSelect(): void;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
  onChange: BlockEditorProps['onChange'];
}

export const blockMoveId = (blockId: string, direction: -1 | 1) =>
  `block-${blockId}-${direction < 0 ? 'up' : 'down'}`;
export const blockSelectId = (blockId: string) => `block-${blockId}-select`;
export const blockEditorId = (blockId: string) => `block-${blockId}-editor`;

export function BlockRow(props: BlockRowProps) {
  const { block, selected } = props;
  const { label, detail } = describeBlock(block);
  const editorId = blockEditorId(block.id);

  return (
    <li className={`block-row${selected ? ' is-selected' : ''}`} data-block-id={block.id}>
      <div className="block-row__head">
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
      </div>
      {selected ? (
        <section id={editorId} className="block-row__editor" aria-label={`${label} settings`}>
          <BlockSettingsEditor block={block} onChange={props.onChange} />
        </section>
      ) : null}
    </li>
  );
}
