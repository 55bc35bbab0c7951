import { type PageSection, type SectionLayout, sectionColumns } from '@atelier/domain';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { MovableHead } from './movable-head';
import { SectionLayoutEditor } from './section-layout-editor';

interface SectionGroupProps {
  section: PageSection;
  number: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  readOnly: boolean;
  carried: boolean;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
  onLayout(layout: SectionLayout): void;
  onHandleKey(label: string, event: KeyboardEvent): void;
  onDragStart(): void;
  onDragEnd(): void;
  /** A dragged section let go over this one goes before it. */
  onDropSection(): void;
  /** A dragged block let go over a column's empty space goes to the column's end. */
  onDropInColumn(column: number): void;
  /** The block rows of each column. */
  columns: ReactNode[];
}

export function SectionGroup(props: SectionGroupProps) {
  const { section, number, readOnly } = props;
  const [confirming, setConfirming] = useState(false);
  const [layoutOpen, setLayoutOpen] = useState(false);
  const headingId = `section-${section.id}-title`;
  const layoutId = `section-${section.id}-layout`;
  const count = section.blocks.length;
  const columns = sectionColumns(section);

  return (
    <section
      className={`section-group${props.carried ? ' is-carried' : ''}`}
      aria-labelledby={headingId}
      data-section-id={section.id}
      onDragOver={(event) => !readOnly && event.preventDefault()}
      onDrop={(event) => {
        if (readOnly) return;
        event.preventDefault();
        props.onDropSection();
      }}
    >
      <MovableHead
        item={{ kind: 'section', id: section.id }}
        className="section-group__head"
        readOnly={readOnly}
        carried={props.carried}
        handleLabel={`Move section ${number}`}
        onHandleKey={(event) => props.onHandleKey(`Section ${number}`, event)}
        onDragStart={props.onDragStart}
        onDragEnd={props.onDragEnd}
        extraActions={
          <button
            type="button"
            className="icon-button"
            aria-label={`Layout of section ${number}`}
            aria-expanded={layoutOpen}
            aria-controls={layoutOpen ? layoutId : undefined}
            onClick={() => setLayoutOpen((open) => !open)}
          >
            <span aria-hidden="true">▦</span>
          </button>
        }
        moveLabels={{ up: `Move section ${number} up`, down: `Move section ${number} down` }}
        canMoveUp={props.canMoveUp}
        canMoveDown={props.canMoveDown}
        onMove={props.onMove}
        deleteLabel={`Delete section ${number}`}
        // An empty section goes at once; one with blocks asks first.
        onDelete={() => (count === 0 ? props.onDelete() : setConfirming(true))}
      >
        <h3 id={headingId} className="section-group__title">
          Section {number}
          {columns > 1 ? <span className="section-group__columns"> · {columns} columns</span> : null}
        </h3>
      </MovableHead>
      {layoutOpen && !readOnly ? (
        <div id={layoutId}>
          <SectionLayoutEditor number={number} layout={section.layout} onChange={props.onLayout} />
        </div>
      ) : null}
      {confirming ? (
        <div className="confirm-strip" role="alert">
          <p>
            Delete section {number} and its {count === 1 ? 'block' : `${count} blocks`}?
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() => setConfirming(false)}
            >
              Keep section
            </button>
            <button type="button" className="button button--small button--danger" onClick={props.onDelete}>
              Delete with blocks
            </button>
          </div>
        </div>
      ) : null}
      <div className={`section-group__columns-list section-group__columns-list--${columns}`}>
        {props.columns.map((rows, column) => (
          <ol
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
            key={column}
            className="block-list"
            aria-label={columns > 1 ? `Section ${number}, column ${column + 1}` : `Section ${number} blocks`}
            data-column={column}
            onDragOver={(event) => !readOnly && event.preventDefault()}
            onDrop={(event) => {
              if (readOnly) return;
              event.preventDefault();
              event.stopPropagation();
              props.onDropInColumn(column);
            }}
          >
            {rows}
            {count === 0 && column === 0 ? (
              <li className="section-group__empty">No blocks yet. Use “Add block” to put one here.</li>
            ) : null}
            {count > 0 && Array.isArray(rows) && rows.length === 0 ? (
              <li className="section-group__empty">Empty column: drag a block here.</li>
            ) : null}
          </ol>
        ))}
      </div>
    </section>
  );
}
