import type { DragEvent } from 'react';

const NOT_FOUND_PAGE_TYPE = 100;

import type { PageSummary } from '../api/api-types';
import { PUBLISH_STATUS_LABELS, publishStatus } from '../publishing/publish-status';
import { isBlogPage, isEventsPage, isStorePage } from './page-kinds';
import { PageMenu } from './page-menu';

function PublishBadge({ page }: { page: PageSummary }) {
  const status = publishStatus(page);
  return (
    <span className={`badge badge--${status}`} data-testid="publish-status">
      {PUBLISH_STATUS_LABELS[status]}
    </span>
  );
}

interface PageRowProps {
  page: PageSummary;
  readOnly: boolean;
  current: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  dragging: boolean;
  onOpen(): void;
  onMove(direction: -1 | 1): void;
  onSettings(): void;
  /** A blog page: opens its posts. */
  onPosts?(): void;
  /** An Events page: opens its events. */
  onEvents?(): void;
  /** A copy was made (Duplicate in the page's ⋯ menu). */
  onDuplicated(copy: PageSummary): void;
  onError(message: string): void;
  onDragStart(): void;
  onDragEnd(): void;
  onDropBefore(): void;
}

/** Ids of the move buttons, so focus can follow a page to its new place. */
export const moveButtonId = (pageId: string, direction: -1 | 1) =>
  `page-${pageId}-${direction < 0 ? 'up' : 'down'}`;

export function PageRow(props: PageRowProps) {
  const { page, current } = props;
  const notesId = `page-${page.id}-notes`;

  function allowDrop(event: DragEvent) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  }

  return (
    <li
      className={`page-row${current ? ' is-current' : ''}${props.dragging ? ' is-dragging' : ''}`}
      draggable={!props.readOnly}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', page.id);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        props.onDropBefore();
      }}
    >
      <a
        className="page-row__open"
        href={`?frameUrl=${encodeURIComponent(page.path)}`}
        aria-current={current ? 'page' : undefined}
        aria-describedby={notesId}
        onClick={(event) => {
          // A plain click keeps the editor and moves the frame; modified clicks open a new tab.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          props.onOpen();
        }}
      >
        <span className="page-row__title">{page.title}</span>
        <span id={notesId} className="page-row__notes">
          <span className="page-row__path">{page.path}</span>
          {isStorePage(page) ? <span className="badge">Store</span> : null}
          {isBlogPage(page) ? <span className="badge">Blog</span> : null}
          {page.hasPassword ? <span className="badge">Locked</span> : null}
          {page.memberAreaId ? <span className="badge">Members</span> : null}
          {page.pageType === NOT_FOUND_PAGE_TYPE ? <span className="badge">404 page</span> : null}
          <PublishBadge page={page} />
        </span>
      </a>
      <div className="row-actions" hidden={props.readOnly}>
        <button
          type="button"
          id={moveButtonId(page.id, -1)}
          className="icon-button"
          aria-label={`Move ${page.title} up`}
          disabled={!props.canMoveUp}
          onClick={() => props.onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          id={moveButtonId(page.id, 1)}
          className="icon-button"
          aria-label={`Move ${page.title} down`}
          disabled={!props.canMoveDown}
          onClick={() => props.onMove(1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        {isEventsPage(page) && props.onEvents ? (
          <button
            type="button"
            className="icon-button"
            aria-label={`Events of ${page.title}`}
            aria-haspopup="dialog"
            onClick={props.onEvents}
          >
            <span aria-hidden="true">✎</span>
          </button>
        ) : null}
        {isBlogPage(page) && props.onPosts ? (
          <button
            type="button"
            className="icon-button"
            aria-label={`Posts of ${page.title}`}
            aria-haspopup="dialog"
            onClick={props.onPosts}
          >
            <span aria-hidden="true">✎</span>
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button"
          aria-label={`Settings for ${page.title}`}
          aria-haspopup="dialog"
          onClick={props.onSettings}
        >
          <span aria-hidden="true">⚙</span>
        </button>
        <PageMenu
          page={page}
          onSettings={props.onSettings}
          onDuplicated={props.onDuplicated}
          onError={props.onError}
        />
      </div>
    </li>
  );
}
