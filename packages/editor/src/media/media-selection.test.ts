import { describe, expect, it } from 'vitest';
import {
  addUploaded,
  allSelected,
  clickFile,
  emptySelection,
  type MediaSelection,
  moveFocus,
  selectAll,
  toggleFile,
  withoutFile,
} from './media-selection';

const LIST = ['a', 'b', 'c', 'd', 'e', 'f'];
const click = (selection: MediaSelection, id: string, keys = {}) => clickFile(selection, LIST, id, keys);

describe('choosing several files of the media library', () => {
  it('chooses one file per plain click, the last one clicked', () => {
    const one = click(emptySelection, 'b');
    expect(one).toEqual({ ids: ['b'], anchor: 'b', focus: 'b' });
    expect(click(one, 'd').ids).toEqual(['d']);
  });

  it('adds and removes files with Ctrl or Cmd, in the order they were chosen', () => {
    let selection = click(emptySelection, 'c');
    selection = click(selection, 'a', { toggle: true });
    selection = click(selection, 'e', { toggle: true });
    expect(selection.ids).toEqual(['c', 'a', 'e']);
    selection = click(selection, 'a', { toggle: true });
    expect(selection).toEqual({ ids: ['c', 'e'], anchor: 'a', focus: 'a' });
  });

  it('chooses a range with Shift from the last file clicked, either way, in the list’s order', () => {
    const start = click(emptySelection, 'b');
    expect(click(start, 'e', { shift: true })).toEqual({
      ids: ['b', 'c', 'd', 'e'],
      anchor: 'b',
      focus: 'e',
    });
    // The anchor stays: a second Shift click makes a new range from the same file.
    const back = click(click(start, 'e', { shift: true }), 'a', { shift: true });
    expect(back).toEqual({ ids: ['a', 'b'], anchor: 'b', focus: 'a' });
    // Shift with Ctrl/Cmd adds the range to what was chosen.
    const both = click(click(click(emptySelection, 'f'), 'a', { toggle: true }), 'c', {
      shift: true,
      toggle: true,
    });
    expect(both.ids).toEqual(['f', 'a', 'b', 'c']);
    // With no anchor yet (or one the filter hides), Shift chooses the file clicked.
    expect(click(emptySelection, 'c', { shift: true }).ids).toEqual(['c']);
    expect(clickFile({ ids: ['z'], anchor: 'z', focus: 'z' }, LIST, 'c', { shift: true }).ids).toEqual(['c']);
  });

  it('toggles the focused file with Space', () => {
    const on = toggleFile(emptySelection, 'd');
    expect(on).toEqual({ ids: ['d'], anchor: 'd', focus: 'd' });
    expect(toggleFile(toggleFile(on, 'b'), 'd').ids).toEqual(['b']);
  });

  it('moves the focus with the arrow keys, by one or by a row, without passing either end', () => {
    const at = (focus: string | null): MediaSelection => ({ ids: [], anchor: null, focus });
    expect(moveFocus(at('b'), LIST, 1).focus).toBe('c');
    expect(moveFocus(at('b'), LIST, 3).focus).toBe('e');
    expect(moveFocus(at('e'), LIST, 3).focus).toBe('f');
    expect(moveFocus(at('b'), LIST, -3).focus).toBe('a');
    expect(moveFocus(at(null), LIST, 1).focus).toBe('a');
    expect(moveFocus(at(null), LIST, -1).focus).toBe('f');
    // Moving the focus alone changes no choice.
    expect(moveFocus({ ids: ['a'], anchor: 'a', focus: 'a' }, LIST, 1).ids).toEqual(['a']);
    expect(moveFocus(at('a'), [], 1)).toEqual(at('a'));
  });

  it('extends the choice with Shift and the arrows from the anchor, shrinking when going back', () => {
    let selection = click(emptySelection, 'b');
    selection = moveFocus(selection, LIST, 1, true);
    selection = moveFocus(selection, LIST, 1, true);
    expect(selection).toEqual({ ids: ['b', 'c', 'd'], anchor: 'b', focus: 'd' });
    selection = moveFocus(selection, LIST, -1, true);
    expect(selection.ids).toEqual(['b', 'c']);
    selection = moveFocus(selection, LIST, -3, true);
    expect(selection).toEqual({ ids: ['a', 'b'], anchor: 'b', focus: 'a' });
  });

  it('selects every file the filter shows, keeping files chosen under another search', () => {
    const earlier = click(emptySelection, 'x');
    const all = selectAll(earlier, ['a', 'b', 'x']);
    expect(all.ids).toEqual(['x', 'a', 'b']);
    expect(allSelected(all, ['a', 'b'])).toBe(true);
    expect(allSelected(earlier, ['a', 'b'])).toBe(false);
    expect(allSelected(emptySelection, [])).toBe(false);
  });

  it('adds a file just uploaded and drops one deleted', () => {
    const uploaded = addUploaded(addUploaded(emptySelection, 'n1'), 'n2');
    expect(uploaded).toEqual({ ids: ['n1', 'n2'], anchor: 'n2', focus: 'n2' });
    expect(addUploaded(uploaded, 'n1').ids).toEqual(['n1', 'n2']);
    expect(withoutFile(uploaded, 'n2')).toEqual({ ids: ['n1'], anchor: null, focus: null });
  });
});
