import { POPUP } from '@atelier/domain';
import { type DialogRegistry, dialogs } from '../../runtime/dialogs';
import { injectStyle, uniqueId } from '../../runtime/inject-style';
import { containFocus } from '../focus/contain-focus';

/** The four confirmation styles of spec 001 §4 "Popups". */
export type ConfirmationStyle = 'confirm-or-reject' | 'confirm-or-cancel' | 'confirm-only' | 'no-buttons';
/** How a popup ended: a button, Escape (reject or cancel), or hidden without an answer. */
export type PopupAnswer = 'confirm' | 'reject' | 'cancel' | 'dismiss';
export type PopupState = 'shown' | 'hiding' | 'hidden' | 'destroyed';

export interface PopupOptions {
  style: ConfirmationStyle;
  message: string;
  title?: string;
  /** The buttons' words, in the page's language (the caller's dictionary). */
  labels?: { confirm?: string; reject?: string; cancel?: string };
  /** Milliseconds before it hides by itself; the information popup (no buttons) defaults to 2000. */
  autoHideMs?: number;
  /** Destroyed on hide by default (spec 001 §4); false keeps it in the page, hidden, to show again. */
  destroyOnHide?: boolean;
  /** The language of its words, when not the page's. */
  lang?: string;
  doc?: Document;
  registry?: DialogRegistry;
}

export interface Popup {
  readonly element: HTMLElement;
  readonly state: PopupState;
  /** Settles with the answer once the popup starts hiding. */
  readonly answer: Promise<PopupAnswer>;
  /** Shows it again after a hide that did not destroy it. */
  show(): void;
  /** Hides it (with its transition); resolves once it is hidden or destroyed. */
  hide(answer?: PopupAnswer): Promise<void>;
}

const STYLE_ID = 'atelier-popup-style';
const CSS = `.atelier-popup-layer{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;
padding:16px;background:rgba(0,0,0,.4);opacity:0;transition:opacity .2s ease}
.atelier-popup-layer--info{inset:auto 0 24px;background:none;pointer-events:none}
.atelier-popup-layer.is-visible{opacity:1}
.atelier-popup{box-sizing:border-box;width:${POPUP.width}px;max-width:100%;padding:${POPUP.padding}px;background:#fff;
color:#111;border-radius:6px;box-shadow:0 8px 32px rgba(0,0,0,.25);font:15px/1.4 system-ui,sans-serif;pointer-events:auto}
.atelier-popup h2{margin:0 0 6px;font-size:17px}.atelier-popup p{margin:0}
.atelier-popup__buttons{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:8px;margin-top:16px}
.atelier-popup__buttons button{min-height:44px;padding:8px 16px;border:1px solid #111;border-radius:4px;
background:#fff;color:#111;font:inherit;cursor:pointer}
.atelier-popup__buttons .atelier-popup__confirm{background:#111;color:#fff}
@media (prefers-reduced-motion:reduce){.atelier-popup-layer{transition:none}}`;

/** What Escape (and the registry's close) answers in each style. */
const ESCAPE_ANSWER: Record<ConfirmationStyle, PopupAnswer> = {
  'confirm-or-reject': 'reject',
  'confirm-or-cancel': 'cancel',
  'confirm-only': 'confirm',
  'no-buttons': 'dismiss',
};

/**
 * Ours: popups answer a visitor's own action, so they go over the page's other layers, the cookie
 * banner's too, and under the system error overlay (runtime/system-error-overlay.ts).
 */
export const POPUP_LAYER_BASE = 2147482000;

let open = 0;

/**
 * Shows a popup (spec 001 §4, §9): a confirmation in one of four styles, or the information popup
 * (no buttons) that hides by itself after 2000 ms. Confirmations are modal: they take focus (the
 * safe answer for confirm-or-cancel), keep it inside until they close, answer Escape as reject or
 * cancel, and give focus back. The information popup only announces itself (role status). Each
 * popup is layered over the ones before it. Hiding runs a CSS transition; when no transitionend
 * comes (reduced motion, a hidden tab) a 600 ms timer finishes it.
 */
export function showPopup(options: PopupOptions): Popup {
  const doc = options.doc ?? document;
  const win = doc.defaultView ?? window;
  const registry = options.registry ?? dialogs;
  const info = options.style === 'no-buttons';
  injectStyle(STYLE_ID, CSS, doc);

  const layer = doc.createElement('div');
  layer.className = info ? 'atelier-popup-layer atelier-popup-layer--info' : 'atelier-popup-layer';
  const box = doc.createElement('div');
  box.className = `atelier-popup atelier-popup--${options.style}`;
  if (options.lang) box.lang = options.lang;
  const message = doc.createElement('p');
  message.id = uniqueId('atelier-popup-message');
  message.textContent = options.message;
  if (info) {
    box.setAttribute('role', 'status');
  } else {
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-describedby', message.id);
    box.tabIndex = -1;
  }
  if (options.title) {
    const title = doc.createElement('h2');
    title.id = uniqueId('atelier-popup-title');
    title.textContent = options.title;
    box.setAttribute('aria-labelledby', title.id);
    box.append(title);
  } else if (!info) {
    box.setAttribute('aria-labelledby', message.id);
  }
  box.append(message);

  const buttons: Partial<Record<PopupAnswer, HTMLButtonElement>> = {};
  const addButton = (answer: PopupAnswer, label: string) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = `atelier-popup__${answer}`;
    button.textContent = label;
    button.addEventListener('click', () => void hide(answer));
    buttons[answer] = button;
    return button;
  };
  if (!info) {
    const row = doc.createElement('div');
    row.className = 'atelier-popup__buttons';
    const labels = options.labels ?? {};
    if (options.style === 'confirm-or-reject') row.append(addButton('reject', labels.reject ?? 'No'));
    if (options.style === 'confirm-or-cancel') row.append(addButton('cancel', labels.cancel ?? 'Cancel'));
    row.append(addButton('confirm', labels.confirm ?? 'OK'));
    box.append(row);
  }
  layer.append(box);

  let state: PopupState = 'hidden';
  let settle: (answer: PopupAnswer) => void = () => {};
  let answer = new Promise<PopupAnswer>((resolve) => {
    settle = resolve;
  });
  let previousFocus: Element | null = null;
  let release = () => {};
  let unregister = () => {};
  let autoHide: ReturnType<typeof setTimeout> | undefined;
  let hiding: Promise<void> | null = null;

  function show(): void {
    if (state === 'shown' || state === 'destroyed') return;
    state = 'shown';
    hiding = null;
    open += 1;
    layer.style.zIndex = String(POPUP_LAYER_BASE + open);
    layer.hidden = false;
    if (!layer.isConnected) doc.body.append(layer);
    // The next frame, so the opacity transition runs from 0.
    win.requestAnimationFrame(() => {
      if (state === 'shown') layer.classList.add('is-visible');
    });
    unregister = registry.register({
      element: box,
      close: () => void hide(ESCAPE_ANSWER[options.style]),
      closeOnOutsideClick: info,
    });
    if (!info) {
      previousFocus = doc.activeElement;
      release = containFocus({ container: box });
      const first = options.style === 'confirm-or-cancel' ? buttons.cancel : buttons.confirm;
      (first ?? box).focus();
    }
    const delay = options.autoHideMs ?? (info ? POPUP.informationAutoHideMs : 0);
    if (delay > 0) autoHide = setTimeout(() => void hide('dismiss'), delay);
  }

  function hide(given: PopupAnswer = 'dismiss'): Promise<void> {
    if (hiding) return hiding;
    if (state !== 'shown') return Promise.resolve();
    state = 'hiding';
    open -= 1;
    clearTimeout(autoHide);
    unregister();
    release();
    settle(given);
    const hadFocus = box.contains(doc.activeElement);
    layer.classList.remove('is-visible');
    hiding = new Promise<void>((resolve) => {
      let fallback: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(fallback);
        layer.removeEventListener('transitionend', onEnd);
        if (options.destroyOnHide === false) {
          layer.hidden = true;
          state = 'hidden';
          answer = new Promise<PopupAnswer>((next) => {
            settle = next;
          });
        } else {
          layer.remove();
          state = 'destroyed';
        }
        resolve();
      };
      const onEnd = (event: Event) => {
        if (event.target === layer) done();
      };
      layer.addEventListener('transitionend', onEnd);
      fallback = setTimeout(done, POPUP.hideFallbackMs);
    });
    // Focus goes back where it was, unless the visitor has moved it elsewhere meanwhile.
    if (hadFocus && previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
    return hiding;
  }

  show();
  return {
    element: box,
    get state() {
      return state;
    },
    get answer() {
      return answer;
    },
    show,
    hide,
  };
}

/** A confirmation's answer: true only when the visitor confirmed. */
export async function confirmPopup(options: PopupOptions): Promise<boolean> {
  return (await showPopup(options).answer) === 'confirm';
}
