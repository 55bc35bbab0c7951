import { BlockType, type PageDocument } from '@atelier/domain';
import { useCallback, useMemo, useState } from 'react';
import { blockSelectId } from '../blocks/block-row';
import { richTextFromHtml } from '../blocks/rich-text-extensions';
import { findBlock, updateBlockSettings } from '../document/document-edit';
import type { FrameEdit } from '../frame/frame-messages';

const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));

/**
 * The block the owner works on, shared by the block panel and the preview frame: a click in
 * either selects it, and a heading or text block can then be typed into in the frame. An edit
 * made there comes back as markup and becomes one undoable edit of the draft.
 */
export function useFrameSelection(
  pageId: string | null,
  doc: PageDocument | null,
  onEdit: (edit: (document: PageDocument) => PageDocument) => void,
  readOnly: boolean,
) {
  const [selection, setSelection] = useState<{ pageId: string; blockId: string } | null>(null);
  const selected = selection && selection.pageId === pageId ? selection.blockId : null;
  const select = useCallback(
    (blockId: string | null) => setSelection(blockId && pageId ? { pageId, blockId } : null),
    [pageId],
  );

  const selectedType = selected && doc ? findBlock(doc, selected)?.block.type : undefined;
  const frameSelection = useMemo(
    () => (selected ? { blockId: selected, editable: !readOnly && selectedType === BlockType.html } : null),
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
      const next = richTextFromHtml(edit.html);
      onEdit((d) => {
        const found = findBlock(d, edit.blockId);
        if (!found || found.block.type !== BlockType.html) return d;
        if (JSON.stringify(found.block.settings.doc) === JSON.stringify(next)) return d;
        return updateBlockSettings(d, edit.blockId, { ...found.block.settings, doc: next });
      });
    },
    [select, onEdit, readOnly],
  );

  return { selected, select, frameSelection, onFrameEdit };
}
