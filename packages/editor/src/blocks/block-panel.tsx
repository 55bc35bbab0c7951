import type { PageDocument } from '@atelier/domain';
import { type ReactNode, useState } from 'react';
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
import { AddBlockMenu } from './add-block-menu';
import { BlockRow, blockEditorId, blockMoveId, blockSelectId } from './block-row';
import { SectionGroup } from './section-group';

interface BlockPanelProps {
  page: PageSummary | null;
  draft: DraftState | null;
  loadError: string | null;
  /** Applies an edit to the latest document, never to a copy captured by an earlier render. */
  onEdit(edit: (document: PageDocument) => PageDocument): void;
  onRetryLoad(): void;
}

/** Runs after React has committed the change, so the element to focus exists. */
const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));

export function BlockPanel({ page, draft, loadError, onEdit, onRetryLoad }: BlockPanelProps) {
  // The open block belongs to a page: another page starts with nothing open.
  const [selection, setSelection] = useState<{ pageId: string; blockId: string } | null>(null);
  const selected = selection && selection.pageId === page?.id ? selection.blockId : null;
  const setSelected = (update: string | null | ((current: string | null) => string | null)) => {
    const blockId = typeof update === 'function' ? update(selected) : update;
    setSelection(blockId && page ? { pageId: page.id, blockId } : null);
  };
  const [status, setStatus] = useState('');
  const doc = draft?.document ?? null;

  function add(kind: BlockKind) {
    if (!doc) return;
    const block = createBlock(kind);
    onEdit((d) => insertBlock(d, block, selected));
    setSelected(block.id);
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
    if (selected === blockId) setSelected(null);
    setStatus('Block deleted.');
    afterRender(() =>
      (neighbour
        ? document.getElementById(blockSelectId(neighbour.id))
        : document.getElementById('add-section')
      )?.focus(),
    );
  }

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
        onMove={(direction) => onEdit((d) => moveSection(d, section.id, direction))}
        onDelete={() => {
          onEdit((d) => deleteSection(d, section.id));
          setStatus(`Section ${index + 1} deleted.`);
        }}
      >
        {section.blocks.map((block) => (
          <BlockRow
            key={block.id}
            block={block}
            selected={selected === block.id}
            canMoveUp={canMoveBlock(doc, block.id, -1)}
            canMoveDown={canMoveBlock(doc, block.id, 1)}
            onSelect={() => setSelected((current) => (current === block.id ? null : block.id))}
            onMove={(direction) => move(block.id, direction)}
            onDelete={() => remove(block.id)}
            onChange={(settings) => onEdit((d) => updateBlockSettings(d, block.id, settings))}
          />
        ))}
      </SectionGroup>
    ));
  }

  return (
    <aside className="panel block-panel" aria-labelledby="blocks-title">
      <div className="panel__header">
        <div>
          <h2 id="blocks-title" className="panel__title">
            Blocks
          </h2>
          {page ? <p className="panel__subtitle">{page.title}</p> : null}
        </div>
        <AddBlockMenu disabled={!doc} onAdd={add} />
      </div>
      <div className="panel__body" data-testid="block-list">
        {body}
      </div>
      {doc ? (
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
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </aside>
  );
}
