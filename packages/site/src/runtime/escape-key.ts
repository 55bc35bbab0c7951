import type { SiteContext } from '@atelier/domain';
import { type DialogRegistry, dialogs } from './dialogs';
import { announceToEditor, EDITOR_LOCATION_MESSAGE, editorParent } from './editor-frame';
import { canEditSite, editorAddress } from './owner';

export { announceToEditor, EDITOR_LOCATION_MESSAGE, editorParent };

/** Posted to the editor when Escape is pressed inside its preview frame; it toggles full-screen preview. */
export const EDITOR_ESCAPE_MESSAGE = { type: 'atelier:escape' } as const;

export interface EscapeKeyOptions {
  context: SiteContext | null;
  logout: () => unknown;
  registry?: DialogRegistry;
  navigate?: (url: string) => void;
  win?: Window;
}

const EDITABLE = 'input,textarea,select,[contenteditable]:not([contenteditable="false"])';

/** Applies the Escape sequence of spec 000 §2; returns whether Escape did something. */
export function handleEscape(event: KeyboardEvent, options: EscapeKeyOptions): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) {
    return false;
  }
  const win = options.win ?? window;
  if ((options.registry ?? dialogs).closeTop()) return true;

  // Escape in a form field means "leave this field", never "leave this page".
  if (event.target instanceof Element && event.target.closest(EDITABLE)) return false;

  const editor = editorParent(win);
  if (editor) {
    editor.postMessage(EDITOR_ESCAPE_MESSAGE, win.location.origin);
    return true;
  }
  const { context } = options;
  if (event.shiftKey) {
    if (!context?.authenticatedAccount) return false;
    void options.logout();
    return true;
  }
  if (canEditSite(context) || context?.useEscapeKeyToLogin) {
    (options.navigate ?? ((url) => win.location.assign(url)))(editorAddress(win.location));
    return true;
  }
  return false;
}

export function installEscapeKey(options: EscapeKeyOptions): () => void {
  const doc = (options.win ?? window).document;
  const onKey = (event: KeyboardEvent) => {
    if (handleEscape(event, options)) event.preventDefault();
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
