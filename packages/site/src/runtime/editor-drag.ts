import { blockDropAt, sectionDropAt } from './editor-drop-target';
import { injectStyle } from './inject-style';

/**
 * Drag handles the editor overlays on the selected block and its section inside the preview frame.
 * A press on a handle (mouse, pen or touch) starts a drag; a line shows where it would land; the
 * release posts the move to the editor, which applies it as one edit of the draft (one undo step).
 * Escape cancels. Pressing Enter or Space on a handle asks the editor to focus the block's move
 * handle in its Blocks panel, the keyboard way of moving it.
 */
export const MOVE_MESSAGE = 'atelier:move';
export const MOVE_KEYS_MESSAGE = 'atelier:move-keys';

const STYLE = `
.atelier-drag{position:fixed;inset:0;pointer-events:none;z-index:2147483000;font:600 13px/1 system-ui,sans-serif}
.atelier-drag[hidden]{display:none}
.atelier-drag__handle{position:fixed;pointer-events:auto;display:inline-flex;align-items:center;gap:4px;min-width:32px;min-height:32px;padding:0 8px;border:0;border-radius:6px;background:#1f6feb;color:#fff;cursor:grab;touch-action:none;box-shadow:0 1px 4px rgb(0 0 0 / 30%);font:inherit}
.atelier-drag__handle:focus-visible{outline:3px solid #0b2e66;outline-offset:2px}
.atelier-drag__handle[hidden],.atelier-drag__line[hidden]{display:none}
.atelier-drag.is-dragging .atelier-drag__handle{cursor:grabbing}
.atelier-drag__line{position:fixed;height:4px;margin-top:-2px;border-radius:2px;background:#1f6feb;box-shadow:0 0 0 2px #fff}
.is-editor-dragged{opacity:.35}
`;

type Kind = 'block' | 'section';

interface Drag {
  kind: Kind;
  element: HTMLElement;
  pointerId: number;
  target: { message: Record<string, unknown>; container: Element; before: Element | null } | null;
}

export interface DragHandles {
  /** Shows the handles on this block and its section, or hides them (null). */
  show(block: HTMLElement | null): void;
  stop(): void;
}

export function startDragHandles(win: Window, post: (message: Record<string, unknown>) => void): DragHandles {
  const doc = win.document;
  injectStyle('atelier-editor-drag', STYLE, doc);
  const overlay = doc.createElement('div');
  overlay.className = 'atelier-drag';
  overlay.hidden = true;
  const makeHandle = (kind: Kind, text: string) => {
    const handle = doc.createElement('button');
    handle.type = 'button';
    handle.className = 'atelier-drag__handle';
    handle.dataset.dragKind = kind;
    handle.textContent = text;
    handle.addEventListener('pointerdown', (event) => begin(kind, event));
    handle.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      const id = kind === 'block' ? block?.dataset.blockId : sectionOf(block)?.dataset.sectionId;
      if (id) post({ type: MOVE_KEYS_MESSAGE, kind, id });
    });
    overlay.append(handle);
    return handle;
  };
  const blockHandle = makeHandle('block', '⠿');
  blockHandle.setAttribute('aria-label', 'Drag block. Enter: move it with the keyboard');
  blockHandle.title = 'Drag to move this block';
  const sectionHandle = makeHandle('section', '⠿ Section');
  sectionHandle.setAttribute('aria-label', 'Drag section. Enter: move it with the keyboard');
  sectionHandle.title = 'Drag to move this section';
  const line = doc.createElement('div');
  line.className = 'atelier-drag__line';
  line.hidden = true;
  line.dataset.testid = 'drop-line';
  overlay.append(line);
  doc.body.append(overlay);

  let block: HTMLElement | null = null;
  let drag: Drag | null = null;

  const sectionOf = (element: Element | null) => element?.closest<HTMLElement>('[data-section-id]') ?? null;

  function place() {
    const section = sectionOf(block);
    overlay.hidden = !block?.isConnected || !section;
    if (overlay.hidden || !block || !section) return;
    // Which block and section the handles act on, so a script (or a test) can tell a handle that
    // moved to a newly selected block from one still on the block selected before.
    blockHandle.dataset.for = block.dataset.blockId ?? '';
    sectionHandle.dataset.for = section.dataset.sectionId ?? '';
    const rect = block.getBoundingClientRect();
    const size = 32;
    const outside = rect.left - size - 8;
    blockHandle.style.left = `${outside >= 2 ? outside : rect.left + 2}px`;
    blockHandle.style.top = `${Math.max(2, rect.top - 4)}px`;
    const box = section.getBoundingClientRect();
    sectionHandle.style.left = `${Math.max(2, box.right - sectionHandle.offsetWidth - 8)}px`;
    sectionHandle.style.top = `${Math.max(2, box.top + 8)}px`;
  }

  function show(next: HTMLElement | null) {
    if (drag) end(false);
    block = next;
    place();
  }

  function begin(kind: Kind, event: PointerEvent) {
    if (drag || event.button !== 0 || !block) return;
    const element = kind === 'block' ? block : sectionOf(block);
    if (!element) return;
    event.preventDefault();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    drag = { kind, element, pointerId: event.pointerId, target: null };
    element.classList.add('is-editor-dragged');
    overlay.classList.add('is-dragging');
  }

  function track(event: PointerEvent) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    event.preventDefault();
    const { clientX: x, clientY: y } = event;
    // Near the top or bottom edge the page scrolls, so a block can travel past the frame's height.
    const edge = 48;
    if (y < edge) win.scrollBy(0, -(edge - y));
    else if (y > win.innerHeight - edge) win.scrollBy(0, y - (win.innerHeight - edge));
    if (drag.kind === 'block') {
      const drop = blockDropAt(doc, drag.element, x, y, overlay);
      const id = drag.element.dataset.blockId;
      drag.target = drop
        ? {
            message: {
              type: MOVE_MESSAGE,
              kind: 'block',
              id,
              sectionId: drop.sectionId,
              column: drop.column,
              index: drop.index,
            },
            container: drop.container,
            before: drop.before,
          }
        : null;
      showLine(drop?.line ?? null);
    } else {
      const drop = sectionDropAt(doc, drag.element, x, y, overlay);
      const id = drag.element.dataset.sectionId;
      drag.target = drop
        ? {
            message: { type: MOVE_MESSAGE, kind: 'section', id, index: drop.index },
            container: drag.element.parentElement ?? doc.body,
            before: drop.before,
          }
        : null;
      showLine(drop?.line ?? null);
    }
  }

  function showLine(at: { left: number; top: number; width: number } | null) {
    line.hidden = !at;
    if (!at) return;
    line.style.left = `${at.left}px`;
    line.style.top = `${at.top}px`;
    line.style.width = `${at.width}px`;
  }

  function end(drop: boolean) {
    if (!drag) return;
    const { element, target } = drag;
    drag = null;
    element.classList.remove('is-editor-dragged');
    overlay.classList.remove('is-dragging');
    showLine(null);
    if (drop && target) {
      // Shown at once; the editor saves the move and the frame then reloads the saved draft.
      if (target.before !== element) target.container.insertBefore(element, target.before);
      post(target.message);
    }
    place();
  }

  const onUp = (event: PointerEvent) => {
    if (drag && event.pointerId === drag.pointerId) end(true);
  };
  const onCancel = (event: PointerEvent) => {
    if (drag && event.pointerId === drag.pointerId) end(false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!drag || event.key !== 'Escape') return;
    // Handled here, so the Escape that would toggle the editor's preview does not fire too.
    event.preventDefault();
    event.stopPropagation();
    end(false);
  };
  const onScroll = () => {
    if (!drag) place();
  };

  win.addEventListener('pointermove', track, { passive: false });
  win.addEventListener('pointerup', onUp);
  win.addEventListener('pointercancel', onCancel);
  win.addEventListener('keydown', onKey, true);
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', place);
  // Images loading or fonts arriving move blocks after the handles were placed.
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => place()) : null;
  resized?.observe(doc.body);
  return {
    show,
    stop() {
      win.removeEventListener('pointermove', track);
      win.removeEventListener('pointerup', onUp);
      win.removeEventListener('pointercancel', onCancel);
      win.removeEventListener('keydown', onKey, true);
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('resize', place);
      resized?.disconnect();
      overlay.remove();
    },
  };
}
