import {
  BLOCKS_PER_LAYOUT_MESSAGE,
  columnsOf,
  type PageDocument,
  sectionColumns,
  sectionHasRoom,
} from '@atelier/domain';
import { type KeyboardEvent, useState } from 'react';
import {
  type BlockPlace,
  placeBlock,
  placeOf,
  placeSection,
  shiftBlock,
  stepBlock,
} from '../document/layout-edit';

export type Movable = { kind: 'block' | 'section'; id: string };

/** Ids of the move handles, so focus can follow a block or section to its new place. */
export const handleId = (item: Movable) => `${item.kind}-${item.id}-handle`;

/** Runs after React has committed the change, so the element to focus exists. */
const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));
const focusHandle = (item: Movable) => afterRender(() => document.getElementById(handleId(item))?.focus());

/** Where a block is, in words a screen reader announces after each move. */
export function describePlace(doc: PageDocument, blockId: string): string {
  const at = placeOf(doc, blockId);
  if (!at) return '';
  const sectionIndex = doc.sections.findIndex((s) => s.id === at.sectionId);
  const section = doc.sections[sectionIndex]!;
  const columns = sectionColumns(section);
  const inColumn = columnsOf(section)[at.column]!.length;
  const column = columns > 1 ? `, column ${at.column + 1} of ${columns}` : '';
  return `Section ${sectionIndex + 1} of ${doc.sections.length}${column}, position ${at.index + 1} of ${inColumn}.`;
}

const describeSection = (doc: PageDocument, sectionId: string) =>
  `Section now ${doc.sections.findIndex((s) => s.id === sectionId) + 1} of ${doc.sections.length}.`;

/** Why a block could not go where it was sent: a full section, or the page's edge. */
function refusal(doc: PageDocument, blockId: string, direction: -1 | 1): string {
  const at = placeOf(doc, blockId);
  const index = doc.sections.findIndex((s) => s.id === at?.sectionId);
  const neighbour = doc.sections[index + direction];
  return neighbour && !sectionHasRoom(neighbour)
    ? BLOCKS_PER_LAYOUT_MESSAGE
    : 'It cannot move further that way.';
}

interface Options {
  doc: PageDocument | null;
  onEdit(edit: (document: PageDocument) => PageDocument): void;
  announce(message: string): void;
}

/**
 * Moving blocks and sections by mouse (drag and drop) and by keyboard: Space or Enter on a move
 * handle picks the item up, the arrow keys move it (left and right between columns), Space or
 * Enter drops it and Escape puts it back where it was. Every step is announced.
 */
export function useBlockMoves({ doc, onEdit, announce }: Options) {
  const [carrying, setCarrying] = useState<(Movable & { from: BlockPlace | number }) | null>(null);
  const [dragging, setDragging] = useState<Movable | null>(null);

  function apply(item: Movable, next: PageDocument | null, refused: string) {
    if (!doc || !next || next === doc) {
      if (refused) announce(refused);
      return;
    }
    onEdit(() => next);
    announce(item.kind === 'block' ? describePlace(next, item.id) : describeSection(next, item.id));
    focusHandle(item);
  }

  function onHandleKey(item: Movable, label: string, event: KeyboardEvent) {
    if (!doc) return;
    const held = carrying?.kind === item.kind && carrying.id === item.id;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (held) {
        setCarrying(null);
        announce(
          `${label} dropped. ${item.kind === 'block' ? describePlace(doc, item.id) : describeSection(doc, item.id)}`,
        );
        return;
      }
      const from =
        item.kind === 'block' ? placeOf(doc, item.id) : doc.sections.findIndex((s) => s.id === item.id);
      if (from === null) return;
      setCarrying({ ...item, from });
      announce(
        `${label} picked up. Use the arrow keys to move it${item.kind === 'block' ? ', left and right between columns' : ''}, Space to drop it, Escape to cancel.`,
      );
      return;
    }
    if (!held) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      const from = carrying.from;
      setCarrying(null);
      onEdit((d) =>
        typeof from === 'number' ? placeSection(d, item.id, from) : placeBlock(d, item.id, from),
      );
      announce(`Move cancelled. ${label} is back where it was.`);
      focusHandle(item);
      return;
    }
    const step = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -1, ArrowRight: 1 }[event.key] as -1 | 1 | undefined;
    if (!step) return;
    event.preventDefault();
    if (item.kind === 'section') {
      const index = doc.sections.findIndex((s) => s.id === item.id);
      const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown';
      apply(
        item,
        vertical ? placeSection(doc, item.id, index + step) : null,
        'It cannot move further that way.',
      );
      return;
    }
    const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown';
    const next = vertical ? stepBlock(doc, item.id, step) : shiftBlock(doc, item.id, step);
    apply(item, next, vertical ? refusal(doc, item.id, step) : 'There is no column on that side.');
  }

  /** A block dropped by mouse at a place; a section dropped before another. */
  function dropBlock(target: BlockPlace) {
    const item = dragging;
    setDragging(null);
    if (!doc || item?.kind !== 'block') return;
    const section = doc.sections.find((s) => s.id === target.sectionId);
    const elsewhere = placeOf(doc, item.id)?.sectionId !== target.sectionId;
    const full = section && elsewhere && !sectionHasRoom(section);
    apply(item, placeBlock(doc, item.id, target), full ? BLOCKS_PER_LAYOUT_MESSAGE : '');
  }

  function dropSection(index: number) {
    const item = dragging;
    setDragging(null);
    if (!doc || item?.kind !== 'section') return;
    // Dropped on a section: it goes before it, counted without the dragged one.
    const from = doc.sections.findIndex((s) => s.id === item.id);
    apply(item, placeSection(doc, item.id, from < index ? index - 1 : index), '');
  }

  return { carrying, dragging, setDragging, onHandleKey, dropBlock, dropSection };
}
