import { enDialogs, POPUP } from '@atelier/domain';
import { containFocus } from '../widgets/focus/contain-focus';
import { type DialogRegistry, dialogs } from './dialogs';
import { injectStyle, uniqueId } from './inject-style';

/** Spec 001 §9: the information popup auto-hides after 2000 ms. */
export const INFO_DIALOG_AUTO_HIDE_MS = POPUP.informationAutoHideMs;

const CSS = `.atelier-info-dialog{position:fixed;z-index:2147482000;top:24px;left:50%;transform:translateX(-50%);
box-sizing:border-box;width:${POPUP.width}px;max-width:calc(100vw - 32px);padding:${POPUP.padding}px 44px ${POPUP.padding}px ${POPUP.padding}px;background:#fff;color:#111;
border-radius:6px;box-shadow:0 8px 32px rgba(0,0,0,.25);font:15px/1.4 system-ui,sans-serif}
.atelier-info-dialog h2{margin:0 0 6px;font-size:17px}.atelier-info-dialog p{margin:0}
.atelier-info-dialog button{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;background:none;
font-size:22px;line-height:1;cursor:pointer;color:inherit}`;

export interface InfoDialogOptions {
  title: string;
  message: string;
  /** The close control's name, in the page's language. */
  closeLabel?: string;
  /** Milliseconds before it hides by itself; 0 keeps it open. */
  autoHideMs?: number;
  registry?: DialogRegistry;
  doc?: Document;
}

export interface InfoDialog {
  element: HTMLElement;
  close(): void;
}

/** Shows a short, non-blocking information dialog, registered so Escape and outside clicks close it. */
export function showInfoDialog(options: InfoDialogOptions): InfoDialog {
  const doc = options.doc ?? document;
  const registry = options.registry ?? dialogs;
  injectStyle('atelier-info-dialog-style', CSS, doc);

  const element = doc.createElement('div');
  const titleId = uniqueId('atelier-info-title');
  const messageId = uniqueId('atelier-info-message');
  element.className = 'atelier-info-dialog';
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-labelledby', titleId);
  element.setAttribute('aria-describedby', messageId);
  element.tabIndex = -1;

  const title = doc.createElement('h2');
  title.id = titleId;
  title.textContent = options.title;
  const message = doc.createElement('p');
  message.id = messageId;
  message.textContent = options.message;
  const closeButton = doc.createElement('button');
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', options.closeLabel ?? enDialogs.close);
  closeButton.textContent = '×';
  element.append(title, message, closeButton);

  const previousFocus = doc.activeElement as HTMLElement | null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unregister = () => {};
  let releaseFocus = () => {};
  const close = () => {
    clearTimeout(timer);
    unregister();
    releaseFocus();
    // Focus goes back only if it is still ours; the visitor may have moved on meanwhile.
    const hadFocus = element.contains(doc.activeElement);
    element.remove();
    if (hadFocus) previousFocus?.focus?.();
  };
  closeButton.addEventListener('click', close);

  doc.body.append(element);
  unregister = registry.register({ element, close });
  // While it shows, Tab stays on its close button (the shared focus containment).
  releaseFocus = containFocus({ container: element });
  element.focus();
  const autoHideMs = options.autoHideMs ?? INFO_DIALOG_AUTO_HIDE_MS;
  if (autoHideMs > 0) timer = setTimeout(close, autoHideMs);
  return { element, close };
}
