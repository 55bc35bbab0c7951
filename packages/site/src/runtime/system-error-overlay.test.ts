// @vitest-environment happy-dom
import { messages } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogRegistry } from './dialogs';
import { SYSTEM_ERROR_OVERLAY_ID, showSystemError } from './system-error-overlay';

const buttons = (overlay: HTMLElement) => [...overlay.querySelectorAll('button')];
const text = (overlay: HTMLElement) => overlay.querySelector('p')?.textContent;

describe('system error overlay', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is an alert dialog with Reload Page and Clear, focus on Reload Page', () => {
    const overlay = showSystemError(
      { message: 'Unauthorized request' },
      { registry: createDialogRegistry() },
    );
    expect(overlay.getAttribute('role')).toBe('alertdialog');
    expect(overlay.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(overlay.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Unauthorized request',
    );
    expect(buttons(overlay).map((button) => button.textContent)).toEqual(['Reload Page', 'Clear']);
    expect(document.activeElement).toBe(buttons(overlay)[0]);
    expect(document.getElementById(`${SYSTEM_ERROR_OVERLAY_ID}-style`)).not.toBeNull();
  });

  it('shows the generic title for cleaned data and the network message for network data', () => {
    const registry = createDialogRegistry();
    const cleaned = showSystemError({ message: 'TypeError at x.js:1', cleaned: true }, { registry });
    expect(text(cleaned)).toBe(messages.systemError.title);
    expect(text(cleaned)).toBe('Something Went Wrong!');
    const network = showSystemError({ message: 'whatever', network: true }, { registry });
    expect(text(network)).toBe('Unable to connect…');
  });

  it('replaces the text of an open overlay rather than stacking another', () => {
    const registry = createDialogRegistry();
    const first = showSystemError({ message: 'one' }, { registry });
    const second = showSystemError({ message: 'two' }, { registry });
    expect(second).toBe(first);
    expect(document.querySelectorAll(`#${SYSTEM_ERROR_OVERLAY_ID}`)).toHaveLength(1);
    expect(text(first)).toBe('two');
  });

  it('reloads the page with Reload Page', () => {
    const reload = vi.fn();
    const overlay = showSystemError({ message: 'x' }, { reload, registry: createDialogRegistry() });
    buttons(overlay)[0]?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(overlay.isConnected).toBe(true);
  });

  it('goes away with Clear, gives focus back and leaves the registry', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const registry = createDialogRegistry();
    const overlay = showSystemError({ message: 'x' }, { registry });
    expect(registry.top()).toBeDefined();
    buttons(overlay)[1]?.click();
    expect(overlay.isConnected).toBe(false);
    expect(registry.top()).toBeUndefined();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab on Reload Page and Clear while it shows', () => {
    const overlay = showSystemError({ message: 'x' }, { registry: createDialogRegistry() });
    const [reload, clear] = buttons(overlay);
    clear!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(reload);
    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
    );
    expect(document.activeElement).toBe(clear);
  });

  it('is cleared by Escape through the registry', () => {
    const registry = createDialogRegistry();
    const overlay = showSystemError({ message: 'x' }, { registry });
    expect(registry.top()?.closeOnOutsideClick).toBe(false);
    registry.closeTop();
    expect(overlay.isConnected).toBe(false);
  });
});
