import { enDialogs } from '@atelier/domain';
import { dialogsLoaders } from '@atelier/domain/dictionaries/load-dialogs';
import { type BrowserText, englishText, loadPageText } from '../i18n/page-dictionary';
import { containFocus } from '../widgets/focus/contain-focus';
import { type DialogRegistry, dialogs } from './dialogs';
import { injectStyle, uniqueId } from './inject-style';
import type { SystemErrorData } from './system-error';

export const SYSTEM_ERROR_OVERLAY_ID = 'atelier-system-error';

// Above every page layer, popup overlays included (their base is 30000).
const CSS = `#${SYSTEM_ERROR_OVERLAY_ID}{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;
justify-content:center;padding:16px;background:rgba(255,255,255,.96);color:#111;font:16px/1.5 system-ui,sans-serif}
#${SYSTEM_ERROR_OVERLAY_ID}>div{max-width:480px;text-align:center}
#${SYSTEM_ERROR_OVERLAY_ID} p{margin:0 0 24px;font-size:20px;overflow-wrap:anywhere}
#${SYSTEM_ERROR_OVERLAY_ID} button{margin:0 6px;padding:10px 20px;border:1px solid #111;border-radius:4px;
background:#111;color:#fff;font:inherit;cursor:pointer}
#${SYSTEM_ERROR_OVERLAY_ID} button+button{background:#fff;color:#111}`;

export interface SystemErrorDeps {
  doc?: Document;
  reload?: () => void;
  registry?: DialogRegistry;
  /** The page language's dialog strings (system-error.ts loads them); English without. */
  text?: BrowserText<'dialogs'>;
}

/** What the visitor reads: spec 000 §8 wants the network or generic text over raw details. */
export function systemErrorText(data: SystemErrorData, text = englishText<'dialogs'>(enDialogs)): string {
  if (data.network) return text('unableToConnect');
  if (data.cleaned) return text('systemErrorTitle');
  // The data layer's own messages arrive in English; a server's error text stays as it came.
  return text.fromEnglish(data.message);
}

/**
 * Shows the full-page system error overlay. A second error while it is open replaces the text
 * rather than stacking overlays.
 */
export function showSystemError(data: SystemErrorData, deps: SystemErrorDeps = {}): HTMLElement {
  const doc = deps.doc ?? document;
  const words = deps.text ?? englishText<'dialogs'>(enDialogs, undefined, doc);
  const existing = doc.getElementById(SYSTEM_ERROR_OVERLAY_ID);
  if (existing) {
    const text = existing.querySelector('p');
    if (text) text.textContent = systemErrorText(data, words);
    return existing;
  }
  injectStyle(`${SYSTEM_ERROR_OVERLAY_ID}-style`, CSS, doc);

  const overlay = doc.createElement('div');
  const messageId = uniqueId(SYSTEM_ERROR_OVERLAY_ID);
  overlay.id = SYSTEM_ERROR_OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-labelledby', messageId);

  const box = doc.createElement('div');
  const text = doc.createElement('p');
  text.id = messageId;
  text.textContent = systemErrorText(data, words);
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.textContent = words('reload');
  const clear = doc.createElement('button');
  clear.type = 'button';
  clear.textContent = words('clear');
  box.append(text, reload, clear);
  overlay.append(box);

  const previousFocus = doc.activeElement as HTMLElement | null;
  let unregister = () => {};
  let releaseFocus = () => {};
  const close = () => {
    unregister();
    releaseFocus();
    overlay.remove();
    previousFocus?.focus?.();
  };
  reload.addEventListener('click', () => (deps.reload ?? (() => location.reload()))());
  clear.addEventListener('click', close);

  doc.body.append(overlay);
  // It covers the page, so there is no outside to click; Escape clears it like the Clear button.
  unregister = (deps.registry ?? dialogs).register({ element: box, close, closeOnOutsideClick: false });
  // Modal: Tab goes round Reload and Clear until it is cleared.
  releaseFocus = containFocus({ container: overlay });
  reload.focus();
  return overlay;
}

/** The overlay in the page's language, once its strings are there (English needs no request). */
export async function showSystemErrorInPageLanguage(
  data: SystemErrorData,
  deps: SystemErrorDeps = {},
): Promise<HTMLElement> {
  const text = await loadPageText<'dialogs'>(enDialogs, dialogsLoaders, deps.doc);
  return showSystemError(data, { ...deps, text });
}
