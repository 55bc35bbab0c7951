import { startDragHandles } from './editor-drag';
import { injectStyle } from './inject-style';

/**
 * Direct manipulation inside the editor's preview frame: a click on a block selects it in the
 * editor, the selected heading or text block can be edited in place, and the selected block or its
 * section can be dragged to another place (editor-drag.ts). Loaded only when the
 * page is the editor's frame; visitors never download it.
 *
 * The frame is sandboxed with an opaque origin, so messages go to the parent window with "*" and
 * carry nothing but block ids and the text the owner typed; messages in are trusted only from the
 * parent window itself.
 */
export const SELECT_MESSAGE = 'atelier:select';
export const INLINE_EDIT_MESSAGE = 'atelier:inline-edit';
/** From the editor: which block is selected, and whether the owner may edit it in place. */
export const SELECTED_MESSAGE = 'atelier:selected';

const RICH_TEXT_BLOCK = '2';
const STYLE = `
[data-block-id]{cursor:pointer}
[data-block-id]:hover{outline:2px dashed rgb(31 111 235 / 55%);outline-offset:4px}
[data-block-id].is-editor-selected{outline:2px solid #1f6feb;outline-offset:4px}
[data-block-id][contenteditable="true"]{cursor:text}
`;

interface Selected {
  element: HTMLElement;
  blockId: string;
  before: string;
}

export function startEditorBridge(win: Window, editor: Window): () => void {
  const doc = win.document;
  injectStyle('atelier-editor-bridge', STYLE, doc);
  let selected: Selected | null = null;

  const post = (message: Record<string, unknown>) => editor.postMessage(message, '*');
  const handles = startDragHandles(win, post);

  function commit() {
    if (!selected) return;
    const { element, blockId, before } = selected;
    const html = element.innerHTML;
    if (element.isContentEditable && html !== before) {
      selected.before = html;
      post({ type: INLINE_EDIT_MESSAGE, blockId, html });
    }
  }

  function select(blockId: string | null, editable: boolean, movable: boolean) {
    if (selected && selected.blockId !== blockId) {
      commit();
      selected.element.classList.remove('is-editor-selected');
      selected.element.removeAttribute('contenteditable');
      selected = null;
    }
    const element = blockId
      ? doc.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(blockId)}"]`)
      : null;
    handles.show(element && movable ? element : null);
    if (!blockId || !element) return;
    element.classList.add('is-editor-selected');
    if (editable && element.dataset.blockType === RICH_TEXT_BLOCK) {
      element.setAttribute('contenteditable', 'true');
      // Typed text stays plain text; the editor rebuilds the block's document from this markup.
      element.setAttribute('spellcheck', 'true');
    }
    selected = { element, blockId, before: element.innerHTML };
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const block = target?.closest<HTMLElement>('[data-block-id]');
    if (!block?.dataset.blockId) return;
    // A link or button of a block is picked, not followed, while the page is being edited.
    if (target?.closest('a[href]')) event.preventDefault();
    if (selected?.blockId !== block.dataset.blockId)
      post({ type: SELECT_MESSAGE, blockId: block.dataset.blockId });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== editor) return;
    const data = event.data as {
      type?: unknown;
      blockId?: unknown;
      editable?: unknown;
      movable?: unknown;
    } | null;
    if (data?.type !== SELECTED_MESSAGE) return;
    const blockId = typeof data.blockId === 'string' ? data.blockId : null;
    // Not focused here: a click into the block starts typing, while Escape still reaches the editor.
    select(blockId, data.editable === true, data.movable === true);
  };

  const onFocusOut = (event: FocusEvent) => {
    if (selected && event.target === selected.element) commit();
  };

  const onKey = (event: KeyboardEvent) => {
    // Enter in a heading ends the edit rather than starting a second line.
    if (event.key !== 'Enter' || event.shiftKey || !selected?.element.isContentEditable) return;
    if (event.target !== selected.element || !selected.element.querySelector('h1,h2,h3,h4')) return;
    event.preventDefault();
    commit();
    selected.element.blur();
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKey);
  win.addEventListener('message', onMessage);
  win.addEventListener('pagehide', commit);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKey);
    win.removeEventListener('message', onMessage);
    win.removeEventListener('pagehide', commit);
    handles.stop();
  };
}
