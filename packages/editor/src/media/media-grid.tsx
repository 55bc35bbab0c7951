import { formatDuration } from '@atelier/domain';
import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import type { MediaItem } from './media.api';
import { clickFile, type MediaSelection, moveFocus, toggleFile } from './media-selection';

interface MediaGridProps {
  items: readonly MediaItem[];
  selection: MediaSelection;
  onSelection(selection: MediaSelection): void;
  /** Several files may be chosen: Shift and Ctrl/Cmd clicks, Space, Shift + arrow keys. */
  multiple: boolean;
  /** A double click: that file, at once. */
  onUse?(item: MediaItem): void;
}

/** How many files one row of the grid holds now (it reflows with the dialog's width). */
function rowLength(list: HTMLElement | null): number {
  const cells = Array.from(list?.children ?? []) as HTMLElement[];
  const top = cells[0]?.offsetTop;
  const count = cells.filter((cell) => cell.offsetTop === top).length;
  return Math.max(1, count);
}

/**
 * The library's files as a grid of toggle buttons. One file is chosen by a click; when several may
 * be, a Shift click chooses a range, a Ctrl/Cmd click adds or removes one, and from the keyboard the
 * arrow keys move between files (Tab leaves the grid), Space adds or removes the file, Shift + an
 * arrow key extends the choice.
 */
export function MediaGrid({ items, selection, onSelection, multiple, onUse }: MediaGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const ids = items.map((item) => item.id);
  const focusId = selection.focus !== null && ids.includes(selection.focus) ? selection.focus : ids[0];

  const focusFile = (id: string | null) => {
    if (!id) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-media-id="${CSS.escape(id)}"]`)?.focus();
  };

  const onClick = (event: MouseEvent, id: string) => {
    const keys = multiple ? { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey } : {};
    onSelection(clickFile(selection, ids, id, keys));
  };

  const onKeyDown = (event: KeyboardEvent, id: string) => {
    if (!multiple) return;
    const from = { ...selection, focus: id };
    if (event.key === ' ') {
      event.preventDefault();
      onSelection(toggleFile(selection, id));
      return;
    }
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: rowLength(list.current),
      ArrowUp: -rowLength(list.current),
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = moveFocus(from, ids, step, event.shiftKey);
    onSelection(next);
    focusFile(next.focus);
  };

  return (
    <ul
      ref={list}
      className="media-grid"
      aria-label="Files"
      aria-describedby={multiple ? 'media-grid-help' : undefined}
    >
      {items.map((item) => {
        const chosen = selection.ids.includes(item.id);
        return (
          <li key={item.id}>
            <button
              type="button"
              className="media-grid__item"
              data-media-id={item.id}
              aria-pressed={chosen}
              tabIndex={multiple && item.id !== focusId ? -1 : 0}
              onClick={(event) => onClick(event, item.id)}
              onKeyDown={(event) => onKeyDown(event, item.id)}
              // Space acts on key down (above); its key up must not also click, which would choose the file alone.
              onKeyUp={(event) => multiple && event.key === ' ' && event.preventDefault()}
              onDoubleClick={() => onUse?.(item)}
            >
              {item.kind === 'image' ? (
                <img src={item.previewUrl} alt="" loading="lazy" width={150} height={150} />
              ) : item.kind === 'audio' ? (
                <AudioTile item={item} />
              ) : (
                <span className="media-grid__kind">{item.kind === 'video' ? 'Video' : 'Document'}</span>
              )}
              <span className="media-grid__name">{item.fileName}</span>
              {multiple && chosen ? (
                <span className="media-grid__check" aria-hidden="true">
                  {selection.ids.indexOf(item.id) + 1}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** An audio file's tile: a note for the eye, and for everyone the word Audio and its length. */
function AudioTile({ item }: { item: MediaItem }) {
  const length = formatDuration(item.duration);
  return (
    <span className="media-grid__kind media-grid__kind--audio">
      <svg
        className="media-grid__icon"
        viewBox="0 0 24 24"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M9 18.5a2.5 2.5 0 1 1-2-2.45V5.5l11-2v11a2.5 2.5 0 1 1-2-2.45V7.1l-7 1.27z"
          fill="currentColor"
        />
      </svg>
      <span>Audio{length ? `, ${length}` : ''}</span>
    </span>
  );
}
