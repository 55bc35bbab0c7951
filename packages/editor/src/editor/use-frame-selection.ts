import { BLOCKS_PER_LAYOUT_MESSAGE, BlockType, type PageDocument, sectionHasRoom } from '@atelier/domain';
import { useCallback, useMemo, useState } from 'react';
import { blockSelectId } from '../blocks/block-row';
import { richTextFromHtml } from '../blocks/rich-text-extensions';
import { describePlace, handleId } from '../blocks/use-block-moves';
import { findBlock, updateBlockSettings } from '../document/document-edit';
import { placeBlock, placeOf, placeSection } from '../document/layout-edit';
import type { FrameEdit } from '../frame/frame-messages';

const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));

/** What a move made in the frame came to, announced by the block panel. */
export interface FrameNotice {
  text: string;
  error: boolean;
}

/**
 * The block the owner works on, shared by the block panel and the preview frame: a click in
 * either selects it, and a heading or text block can then be typed into in the frame. An edit
 * made there comes back as markup and becomes one undoable edit of the draft; so does a block or
 * section dragged to another place there.
 */
export function useFrameSelection(
  pageId: string | null,
  doc: PageDocument | null,
  onEdit: (edit: (document: PageDocument) => PageDocument) => void,
  readOnly: boolean,
  /** A move the draft refused: the frame moved the element already and must show the draft again. */
  onRefused: () => void,
) {
  const [notice, setNotice] = useState<FrameNotice | null>(null);
  const [selection, setSelection] = useState<{ pageId: string; blockId: string } | null>(null);
  const selected = selection && selection.pageId === pageId ? selection.blockId : null;
  const select = useCallback(
    (blockId: string | null) => setSelection(blockId && pageId ? { pageId, blockId } : null),
    [pageId],
  );

  const selectedType = selected && doc ? findBlock(doc, selected)?.block.type : undefined;
  const frameSelection = useMemo(
    () =>
      selected
        ? { blockId: selected, editable: !readOnly && selectedType === BlockType.html, movable: !readOnly }
        : null,
    [selected, readOnly, selectedType],
  );

  const onFrameEdit = useCallback(
    (edit: FrameEdit) => {
      if (edit.kind === 'select') {
        select(edit.blockId);
        afterRender(() =>
          document.getElementById(blockSelectId(edit.blockId))?.scrollIntoView({ block: 'nearest' }),
        );
        return;
      }
      if (readOnly) return;
      if (edit.kind === 'move-keys') {
        // The keyboard way to move: the item's move handle in the Blocks panel.
        afterRender(() => document.getElementById(handleId(edit.item))?.focus());
        return;
      }
      if (edit.kind === 'move-block' || edit.kind === 'move-section') {
        if (!doc) return;
        const next =
          edit.kind === 'move-block'
            ? placeBlock(doc, edit.blockId, edit)
            : placeSection(doc, edit.sectionId, edit.index);
        if (next === doc) {
          onRefused();
          const section = edit.kind === 'move-block' && doc.sections.find((s) => s.id === edit.sectionId);
          const elsewhere =
            edit.kind === 'move-block' && placeOf(doc, edit.blockId)?.sectionId !== edit.sectionId;
          if (section && elsewhere && !sectionHasRoom(section))
            setNotice({ text: BLOCKS_PER_LAYOUT_MESSAGE, error: true });
          return;
        }
        onEdit(() => next);
        setNotice({
          text:
            edit.kind === 'move-block'
              ? `Block moved. ${describePlace(next, edit.blockId)}`
              : `Section now ${next.sections.findIndex((s) => s.id === edit.sectionId) + 1} of ${next.sections.length}.`,
          error: false,
        });
        return;
      }
      const next = richTextFromHtml(edit.html);
      onEdit((d) => {
        const found = findBlock(d, edit.blockId);
        if (!found || found.block.type !== BlockType.html) return d;
        if (JSON.stringify(found.block.settings.doc) === JSON.stringify(next)) return d;
        return updateBlockSettings(d, edit.blockId, { ...found.block.settings, doc: next });
      });
    },
    [select, onEdit, readOnly, doc, onRefused],
  );

  return { selected, select, frameSelection, onFrameEdit, notice };
}
