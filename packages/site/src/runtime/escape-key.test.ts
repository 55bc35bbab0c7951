// @vitest-environment happy-dom
import type { SiteContext } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogRegistry, type DialogRegistry } from './dialogs';
import {
  announceToEditor,
  EDITOR_ESCAPE_MESSAGE,
  editorParent,
  handleEscape,
  installEscapeKey,
} from './escape-key';
import { signedIn, siteContext } from './site-context.test-support';

const ORIGIN = 'https://shop.example.com';

/** A window at the top, or framed by a parent at `parentPath` (null: a cross-origin parent). */
function fakeWindow(framedBy?: { path: string; origin?: string } | null) {
  const location = { origin: ORIGIN, pathname: '/shop', search: '?page=2', hash: '', assign: vi.fn() };
  const parent = {
    postMessage: vi.fn(),
    get location() {
      if (framedBy === null) throw new DOMException('Blocked a frame', 'SecurityError');
      return { origin: framedBy?.origin ?? ORIGIN, pathname: framedBy?.path ?? '/' };
    },
  };
  const win = { location, document } as unknown as Window & { parent: typeof parent };
  (win as { parent: unknown }).parent = framedBy === undefined ? win : parent;
  return { win, location, parent };
}

function escapeKey(init: KeyboardEventInit & { target?: Element } = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });
  if (init.target) Object.defineProperty(event, 'target', { value: init.target });
  return event;
}

function setup(context: SiteContext | null, framedBy?: { path: string; origin?: string } | null) {
  const { win, location, parent } = fakeWindow(framedBy);
  const registry = createDialogRegistry();
  const logout = vi.fn();
  const navigate = vi.fn();
  const options = { context, logout, navigate, registry, win };
  return { options, registry, logout, navigate, location, parent, win };
}

function openDialog(registry: DialogRegistry) {
  const close = vi.fn();
  registry.register({ element: document.createElement('div'), close });
  return close;
}

const EDITOR = '/config/?frameUrl=%2Fshop%3Fpage%3D2';

describe('Escape key', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('first closes the top-most dialog, and does nothing else', () => {
    const { options, registry, logout, navigate } = setup(signedIn(1));
    const below = openDialog(registry);
    const top = openDialog(registry);
    expect(handleEscape(escapeKey({ shiftKey: true }), options)).toBe(true);
    expect(top).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs a signed-in account out with Shift', () => {
    const { options, logout, navigate } = setup(signedIn(10));
    expect(handleEscape(escapeKey({ shiftKey: true }), options)).toBe(true);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not log out a visitor with Shift', () => {
    const { options, logout, navigate } = setup(siteContext({ useEscapeKeyToLogin: true }));
    expect(handleEscape(escapeKey({ shiftKey: true }), options)).toBe(false);
    expect(logout).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a signed-in owner to the configuration editor framing this page', () => {
    const { options, navigate } = setup(signedIn(4));
    expect(handleEscape(escapeKey(), options)).toBe(true);
    expect(navigate).toHaveBeenCalledWith(EDITOR);
  });

  it('sends a visitor to sign in only when useEscapeKeyToLogin is on', () => {
    const on = setup(siteContext({ useEscapeKeyToLogin: true }));
    expect(handleEscape(escapeKey(), on.options)).toBe(true);
    expect(on.navigate).toHaveBeenCalledWith(EDITOR);

    const off = setup(siteContext({ useEscapeKeyToLogin: false }));
    expect(handleEscape(escapeKey(), off.options)).toBe(false);
    expect(off.navigate).not.toHaveBeenCalled();
  });

  it('treats a signed-in viewer as a visitor', () => {
    const off = setup(signedIn(10));
    expect(handleEscape(escapeKey(), off.options)).toBe(false);
    const on = setup(signedIn(10, { useEscapeKeyToLogin: true }));
    handleEscape(escapeKey(), on.options);
    expect(on.navigate).toHaveBeenCalledWith(EDITOR);
  });

  it('navigates with location.assign by default', () => {
    const { options, location } = setup(signedIn(1));
    handleEscape(escapeKey(), { ...options, navigate: undefined });
    expect(location.assign).toHaveBeenCalledWith(EDITOR);
  });

  it('ignores other keys, modified Escape and Escape already handled', () => {
    const { options, navigate } = setup(signedIn(1));
    expect(handleEscape(new KeyboardEvent('keydown', { key: 'Enter' }), options)).toBe(false);
    expect(handleEscape(escapeKey({ ctrlKey: true }), options)).toBe(false);
    expect(handleEscape(escapeKey({ metaKey: true }), options)).toBe(false);
    const handled = escapeKey();
    handled.preventDefault();
    expect(handleEscape(handled, options)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the page alone for Escape in a form field, but still closes a dialog', () => {
    const { options, registry, navigate, logout } = setup(signedIn(1));
    const input = document.createElement('input');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', '');
    const inner = document.createElement('span');
    editable.append(inner);
    expect(handleEscape(escapeKey({ target: input }), options)).toBe(false);
    expect(handleEscape(escapeKey({ target: inner, shiftKey: true }), options)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    const close = openDialog(registry);
    expect(handleEscape(escapeKey({ target: input }), options)).toBe(true);
    expect(close).toHaveBeenCalled();
  });

  it('inside the editor frame tells the editor instead', () => {
    const { options, parent, navigate, logout } = setup(signedIn(1), { path: '/config/pages' });
    expect(handleEscape(escapeKey(), options)).toBe(true);
    expect(handleEscape(escapeKey({ shiftKey: true }), options)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledTimes(2);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'atelier:escape' }, ORIGIN);
    expect(EDITOR_ESCAPE_MESSAGE).toEqual({ type: 'atelier:escape' });
    expect(navigate).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('editorParent', () => {
  it('is the parent only for a same-origin parent under /config', () => {
    const framed = fakeWindow({ path: '/config/' });
    expect(editorParent(framed.win)).toBe(framed.parent);
    expect(editorParent(fakeWindow().win)).toBeNull();
    expect(editorParent(fakeWindow({ path: '/blog' }).win)).toBeNull();
    expect(editorParent(fakeWindow({ path: '/config/', origin: 'https://evil.example' }).win)).toBeNull();
    // The editor's sandboxed preview cannot read its parent; messages go to this origin only.
    const sandboxed = fakeWindow(null);
    expect(editorParent(sandboxed.win)).toBe(sandboxed.parent);
  });

  it('tells the editor which page the frame shows, addressed to this origin only', () => {
    const sandboxed = fakeWindow(null);
    announceToEditor(sandboxed.win);
    expect(sandboxed.parent.postMessage).toHaveBeenCalledWith(
      { type: 'atelier:location', path: '/shop?page=2' },
      ORIGIN,
    );
    const alone = fakeWindow();
    announceToEditor(alone.win);
    expect(alone.parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('installEscapeKey', () => {
  it('handles Escape on the document until uninstalled', () => {
    const { options, navigate } = setup(signedIn(1));
    const uninstall = installEscapeKey(options);
    const event = escapeKey();
    document.body.dispatchEvent(event);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    uninstall();
    document.body.dispatchEvent(escapeKey());
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
