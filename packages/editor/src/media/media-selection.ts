/**
 * Which files of the media library are chosen when it fills a list (a gallery, a product's
 * pictures). `ids` keeps the order the owner chose them in, which is the order they are added; a
 * range joins in the order the list shows it. `anchor` is where a Shift range starts, `focus` the
 * file the keyboard is on. Files added with Ctrl/Cmd, Space or Select all stay chosen when a search
 * or filter hides them, so one trip can gather files from several searches.
 */
export interface MediaSelection {
  ids: readonly string[];
  anchor: string | null;
  focus: string | null;
}

export const emptySelection: MediaSelection = { ids: [], anchor: null, focus: null };

/** How a click was made: Shift extends a range, Ctrl or Cmd adds or removes one file. */
export interface ClickKeys {
  shift?: boolean;
  toggle?: boolean;
}

/** The files from `from` to `to` in the list's order, both included; just `to` when `from` is gone. */
function range(list: readonly string[], from: string | null, to: string): string[] {
  const start = from === null ? -1 : list.indexOf(from);
  const end = list.indexOf(to);
  if (end < 0) return [];
  if (start < 0) return [to];
  return list.slice(Math.min(start, end), Math.max(start, end) + 1);
}

/** `ids` with `more` after it, each once. */
const union = (ids: readonly string[], more: readonly string[]): string[] => [
  ...ids,
  ...more.filter((id) => !ids.includes(id)),
];

/**
 * A click on a file of `list` (the files shown now, in order). A plain click chooses that file
 * only; Ctrl/Cmd adds or removes it; Shift chooses the range from the anchor to it (with Ctrl/Cmd
 * too, the range joins what was chosen).
 */
export function clickFile(
  selection: MediaSelection,
  list: readonly string[],
  id: string,
  keys: ClickKeys = {},
): MediaSelection {
  if (keys.shift && selection.anchor !== null && list.includes(selection.anchor)) {
    const swept = range(list, selection.anchor, id);
    return { ids: keys.toggle ? union(selection.ids, swept) : swept, anchor: selection.anchor, focus: id };
  }
  if (keys.toggle) return { ...toggleFile(selection, id), anchor: id, focus: id };
  return { ids: [id], anchor: id, focus: id };
}

/** Space on a file: chosen if it was not, let go if it was; it becomes the anchor. */
export function toggleFile(selection: MediaSelection, id: string): MediaSelection {
  const ids = selection.ids.includes(id)
    ? selection.ids.filter((other) => other !== id)
    : [...selection.ids, id];
  return { ids, anchor: id, focus: id };
}

/**
 * An arrow key: the focus moves `step` files along the list (1, -1, or a row's length up and
 * down), stopping at either end. With Shift the range from the anchor to the new focus becomes the
 * choice, as a Shift click does.
 */
export function moveFocus(
  selection: MediaSelection,
  list: readonly string[],
  step: number,
  extend = false,
): MediaSelection {
  if (list.length === 0) return selection;
  const at = selection.focus === null ? -1 : list.indexOf(selection.focus);
  const next =
    list[at < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + step))]!;
  if (!extend) return { ...selection, focus: next };
  const anchor =
    selection.anchor !== null && list.includes(selection.anchor)
      ? selection.anchor
      : (selection.focus ?? next);
  return { ids: range(list, anchor, next), anchor, focus: next };
}

/** "Select all": every file the current search and filter show joins the choice. */
export function selectAll(selection: MediaSelection, list: readonly string[]): MediaSelection {
  return { ...selection, ids: union(selection.ids, list) };
}

/** Whether every file shown is chosen (Select all then reads Clear). */
export const allSelected = (selection: MediaSelection, list: readonly string[]): boolean =>
  list.length > 0 && list.every((id) => selection.ids.includes(id));

/** A file just uploaded joins the choice, so uploading five photos and choosing them is one trip. */
export const addUploaded = (selection: MediaSelection, id: string): MediaSelection => ({
  ids: union(selection.ids, [id]),
  anchor: id,
  focus: id,
});

/** A deleted file leaves the choice. */
export const withoutFile = (selection: MediaSelection, id: string): MediaSelection => ({
  ids: selection.ids.filter((other) => other !== id),
  anchor: selection.anchor === id ? null : selection.anchor,
  focus: selection.focus === id ? null : selection.focus,
});
