import type { MediaItem } from './media.api';
import { allSelected, emptySelection, type MediaSelection, selectAll } from './media-selection';

interface SelectionBarProps {
  /** The files chosen, in the order chosen (some may be hidden by the search). */
  chosen: readonly MediaItem[];
  /** The files the search and filter show now, in order. */
  shownIds: readonly string[];
  selection: MediaSelection;
  onSelection(selection: MediaSelection): void;
  onUse(): void;
}

/** What is chosen, how to choose more, and the button that hands the files back. */
export function SelectionBar({ chosen, shownIds, selection, onSelection, onUse }: SelectionBarProps) {
  const count = chosen.length;
  return (
    <fieldset className="media-library__selection">
      <legend className="visually-hidden">Chosen files</legend>
      <p id="media-grid-help" className="media-library__help">
        Click a file to choose it. Shift-click chooses a range, Ctrl-click (⌘-click on a Mac) adds or removes
        one. With the keyboard: arrow keys move, Space adds or removes, Shift + arrow keys extend.
      </p>
      <div className="media-library__selection-row">
        <span className="media-library__count" role="status">
          {count === 0 ? 'No file chosen yet' : count === 1 ? '1 file chosen' : `${count} files chosen`}
        </span>
        <button
          type="button"
          className="button button--small"
          disabled={allSelected(selection, shownIds)}
          onClick={() => onSelection(selectAll(selection, shownIds))}
        >
          Select all
        </button>
        <button
          type="button"
          className="button button--small button--quiet"
          disabled={count === 0}
          onClick={() => onSelection(emptySelection)}
        >
          Clear
        </button>
        <button type="button" className="button button--primary" disabled={count === 0} onClick={onUse}>
          {count <= 1 ? 'Use this file' : `Use these ${count} files`}
        </button>
      </div>
    </fieldset>
  );
}
