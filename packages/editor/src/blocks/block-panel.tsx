import { BLOCKS_PER_LAYOUT_MESSAGE, columnsOf, type PageDocument } from '@atelier/domain';
import { type ReactNode, useEffect, useState } from 'react';
import type { PageSummary } from '../api/api-types';
import { BLOCK_KINDS, type BlockKind, createBlock } from '../document/block-kinds';
import {
  addSection,
  canMoveBlock,
  deleteBlock,
  deleteSection,
  findBlock,
  insertBlock,
  moveBlock,
  moveSection,
  updateBlockSettings,
} from '../document/document-edit';
import type { DraftState } from '../document/draft-saver';
import { setSectionLayout } from '../document/layout-edit';
import type { FrameNotice } from '../editor/use-frame-selection';
import { nameOfLanguage, useEditLanguage } from '../languages/edit-language';
import { TranslateButton } from '../languages/translate-button';
import { documentTexts, withDocumentTexts } from '../languages/translation-edit';
import { AddBlockMenu } from './add-block-menu';
import { BlockRow, blockEditorId, blockMoveId, blockSelectId, MOVE_HELP_ID } from './block-row';
import { SectionGroup } from './section-group';
import { useBlockMoves } from './use-block-moves';

interface BlockPanelProps {
  page: PageSummary | null;
  draft: DraftState | null;
  loadError: string | null;
  /** The open block of this page, shared with the frame, where a click also selects. */
  selected: string | null;
  onSelect(blockId: string | null): void;
  /** What a block or section dragged in the frame came to, announced here. */
  notice?: FrameNotice | null;
  /** A viewer looks but changes nothing. */
  readOnly: boolean;
  /** Applies an edit to the latest document, never to a copy captured by an earlier render. */
  onEdit(edit: (document: PageDocument) => PageDocument): void;
  onRetryLoad(): void;
  /** Stores the draft's pending edits (before the provider fills the page's translations). */
  onFlush?(): Promise<void>;
  /** The provider filled the page's translations on the server: load the draft again. */
  onTranslated?(filled: number): void;
  /** What the last fill of this page said (the panel is drawn anew when the page reloads after it). */
  translatedStatus?: string;
}

/** Runs after React has committed the change, so the element to focus exists. */
const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));

export function BlockPanel(props: BlockPanelProps) {
  const { page, draft, loadError, onEdit, onRetryLoad, selected, onSelect, readOnly } = props;
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const doc = draft?.document ?? null;
  const moves = useBlockMoves({ doc, onEdit, announce: setStatus });
  const language = useEditLanguage();
  const texts = doc && language.translating ? documentTexts(doc, language.tag) : null;
  const translation = texts
    ? {
        texts,
        onChange: (changes: Parameters<typeof withDocumentTexts>[2]) =>
          onEdit((d) => withDocumentTexts(d, language.tag, changes)),
      }
    : null;
  const { notice } = props;
  useEffect(() => {
    if (!notice) return;
    if (notice.error) setError(notice.text);
    else {
      setError(null);
      setStatus(notice.text);
    }
  }, [notice]);

  function add(kind: BlockKind) {
    if (!doc) return;
    const block = createBlock(kind);
    if (insertBlock(doc, block, selected) === doc) {
      setError(BLOCKS_PER_LAYOUT_MESSAGE);
      return;
    }
    setError(null);
    onEdit((d) => insertBlock(d, block, selected));
    onSelect(block.id);
    setStatus(`${BLOCK_KINDS.find((k) => k.kind === kind)?.label ?? 'New'} block added.`);
    afterRender(() => {
      const form = document.getElementById(blockEditorId(block.id));
      const field = form?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]');
      (field ?? document.getElementById(blockSelectId(block.id)))?.focus();
    });
  }

  function move(blockId: string, direction: -1 | 1) {
    if (!doc) return;
    onEdit((d) => moveBlock(d, blockId, direction));
    setStatus(direction === -1 ? 'Block moved up.' : 'Block moved down.');
    afterRender(() => {
      const wanted = document.getElementById(blockMoveId(blockId, direction)) as HTMLButtonElement | null;
      (wanted && !wanted.disabled
        ? wanted
        : document.getElementById(blockMoveId(blockId, direction === -1 ? 1 : -1))
      )?.focus();
    });
  }

  function remove(blockId: string) {
    if (!doc) return;
    const at = findBlock(doc, blockId);
    const section = at ? doc.sections[at.sectionIndex] : undefined;
    const neighbour = section?.blocks[at!.blockIndex + 1] ?? section?.blocks[at!.blockIndex - 1];
    onEdit((d) => deleteBlock(d, blockId));
    if (selected === blockId) onSelect(null);
    setStatus('Block deleted.');
    afterRender(() =>
      (neighbour
        ? document.getElementById(blockSelectId(neighbour.id))
        : document.getElementById('add-section')
      )?.focus(),
    );
  }

  // A store page lists products; blocks added to it would show nowhere.
  const storePage = page?.kind === 'store';
  let body: ReactNode;
  if (!page) {
    body = (
      <p className="panel__empty">This address is not one of your pages. Choose a page to edit its blocks.</p>
    );
  } else if (loadError) {
    body = (
      <div className="panel__empty" role="alert">
        <p>{loadError}</p>
        <button type="button" className="button button--small" onClick={onRetryLoad}>
          Try again
        </button>
      </div>
    );
  } else if (storePage) {
    body = (
      <p className="panel__empty" data-testid="store-page-note">
        This page lists your products; choose which in its settings (⚙)
      </p>
    );
  } else if (!doc) {
    body = <p className="panel__empty">Loading the page…</p>;
  } else if (doc.sections.length === 0) {
    body = <p className="panel__empty">This page is empty. Add a block to start.</p>;
  } else {
    body = doc.sections.map((section, index) => (
      <SectionGroup
        key={section.id}
        section={section}
        number={index + 1}
        canMoveUp={index > 0}
        canMoveDown={index < doc.sections.length - 1}
        readOnly={readOnly}
        carried={moves.carrying?.id === section.id}
        onMove={(direction) => onEdit((d) => moveSection(d, section.id, direction))}
        onDelete={() => {
          onEdit((d) => deleteSection(d, section.id));
          setStatus(`Section ${index + 1} deleted.`);
        }}
        onLayout={(layout) => onEdit((d) => setSectionLayout(d, section.id, layout))}
        onHandleKey={(label, event) => moves.onHandleKey({ kind: 'section', id: section.id }, label, event)}
        onDragStart={() => moves.setDragging({ kind: 'section', id: section.id })}
        onDragEnd={() => moves.setDragging(null)}
        onDropSection={() => moves.dropSection(index)}
        onDropInColumn={(column) =>
          moves.dropBlock({ sectionId: section.id, column, index: Number.MAX_SAFE_INTEGER })
        }
        columns={columnsOf(section).map((blocks, column) =>
          blocks.map((block, blockIndex) => (
            <BlockRow
              key={block.id}
              block={block}
              selected={selected === block.id}
              readOnly={readOnly}
              carried={moves.carrying?.id === block.id}
              canMoveUp={canMoveBlock(doc, block.id, -1)}
              canMoveDown={canMoveBlock(doc, block.id, 1)}
              onSelect={() => onSelect(selected === block.id ? null : block.id)}
              onMove={(direction) => move(block.id, direction)}
              onDelete={() => remove(block.id)}
              onChange={(settings) => onEdit((d) => updateBlockSettings(d, block.id, settings))}
              onHandleKey={(label, event) => moves.onHandleKey({ kind: 'block', id: block.id }, label, event)}
              onDragStart={() => moves.setDragging({ kind: 'block', id: block.id })}
              onDragEnd={() => moves.setDragging(null)}
              translation={translation}
              onDropBefore={() => {
                // The index counts the column without the dragged block.
                const after = blocks.findIndex((b) => b.id === moves.dragging?.id);
                const at = after >= 0 && after < blockIndex ? blockIndex - 1 : blockIndex;
                moves.dropBlock({ sectionId: section.id, column, index: at });
              }}
            />
          )),
        )}
      />
    ));
  }

  return (
    <aside className="panel block-panel" aria-labelledby="blocks-title">
      <div className="panel__header">
        <div>
          <h2 id="blocks-title" className="panel__title">
            Blocks
          </h2>
          {page ? (
            <p className="panel__subtitle">
              {page.title}
              {language.translating ? ` · in ${nameOfLanguage(language.settings, language.tag)}` : ''}
            </p>
          ) : null}
        </div>
        {readOnly ? null : <AddBlockMenu disabled={!doc || storePage} onAdd={add} />}
      </div>
      {page && doc && !readOnly && !storePage ? (
        <TranslateButton
          subject={{ pageId: page.id }}
          before={props.onFlush}
          onFilled={(filled) => props.onTranslated?.(filled)}
          lastStatus={props.translatedStatus}
        />
      ) : null}
      {error ? (
        <p className="form-error panel__message" role="alert">
          {error}
        </p>
      ) : null}
      <div className="panel__body" data-testid="block-list">
        {body}
      </div>
      {doc && !readOnly && !storePage ? (
        <div className="panel__footer">
          <button
            type="button"
            id="add-section"
            className="button button--quiet button--wide"
            onClick={() => {
              onEdit((d) => addSection(d));
              setStatus('Section added.');
            }}
          >
            Add section
          </button>
        </div>
      ) : null}
      <p id={MOVE_HELP_ID} className="visually-hidden">
        Press Space to pick up, the arrow keys to move, Space to drop, Escape to cancel. Or drag with the
        mouse.
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="block-status">
        {status}
      </p>
    </aside>
  );
}
