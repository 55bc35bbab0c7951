// @vitest-environment happy-dom
import { POPUP } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDialogRegistry, type DialogRegistry } from '../../runtime/dialogs';
import { confirmPopup, POPUP_LAYER_BASE, type PopupOptions, showPopup } from './popup';

describe('popups', () => {
  let registry: DialogRegistry;
  let opener: HTMLButtonElement;

  beforeEach(() => {
    vi.useFakeTimers();
    registry = createDialogRegistry();
    opener = document.createElement('button');
    opener.textContent = 'Remove';
    document.body.append(opener);
    opener.focus();
  });
  afterEach(() => {
    while (registry.closeTop());
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  const open = (options: Partial<PopupOptions> = {}) =>
    showPopup({
      style: 'confirm-or-cancel',
      message: 'Remove this address?',
      labels: { confirm: 'Remove', cancel: 'Cancel', reject: 'No' },
      registry,
      ...options,
    });
  const buttons = (element: HTMLElement) => [...element.querySelectorAll('button')].map((b) => b.textContent);

  it('has the buttons of each confirmation style', () => {
    expect(buttons(open({ style: 'confirm-or-reject' }).element)).toEqual(['No', 'Remove']);
    expect(buttons(open({ style: 'confirm-or-cancel' }).element)).toEqual(['Cancel', 'Remove']);
    expect(buttons(open({ style: 'confirm-only' }).element)).toEqual(['Remove']);
    expect(buttons(open({ style: 'no-buttons' }).element)).toEqual([]);
  });

  it('is a modal alert dialog that takes focus (the safe answer) and gives it back', async () => {
    const popup = open();
    expect(popup.element.getAttribute('role')).toBe('alertdialog');
    expect(popup.element.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(popup.element.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Remove this address?',
    );
    expect(document.activeElement?.textContent).toBe('Cancel');
    // Tab goes round its two buttons.
    (popup.element.querySelector('.atelier-popup__confirm') as HTMLElement).focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    (popup.element.querySelector('.atelier-popup__confirm') as HTMLElement).click();
    expect(await popup.answer).toBe('confirm');
    expect(document.activeElement).toBe(opener);
  });

  it('answers Escape (the page closing its top dialog) as reject or cancel', async () => {
    const reject = open({ style: 'confirm-or-reject' });
    expect(document.activeElement?.textContent).toBe('Remove');
    registry.closeTop();
    expect(await reject.answer).toBe('reject');
    const cancel = open({ style: 'confirm-or-cancel' });
    registry.closeTop();
    expect(await cancel.answer).toBe('cancel');
    const info = open({ style: 'no-buttons' });
    registry.closeTop();
    expect(await info.answer).toBe('dismiss');
  });

  it('hides with its transition, or after the 600 ms fallback when none ends, and is then destroyed', async () => {
    const quick = open();
    const layer = quick.element.parentElement!;
    void quick.hide('cancel');
    expect(quick.state).toBe('hiding');
    layer.dispatchEvent(new Event('transitionend'));
    expect(quick.state).toBe('destroyed');
    expect(layer.isConnected).toBe(false);

    const still = open();
    void still.hide('cancel');
    vi.advanceTimersByTime(POPUP.hideFallbackMs - 1);
    expect(still.element.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(still.state).toBe('destroyed');
    expect(still.element.isConnected).toBe(false);
  });

  it('stays in the page, hidden, when not destroyed on hide, and shows again', async () => {
    const popup = open({ destroyOnHide: false });
    void popup.hide('cancel');
    vi.advanceTimersByTime(POPUP.hideFallbackMs);
    expect(popup.state).toBe('hidden');
    expect(popup.element.isConnected).toBe(true);
    expect(popup.element.parentElement!.hidden).toBe(true);
    popup.show();
    expect(popup.state).toBe('shown');
    registry.closeTop();
    expect(await popup.answer).toBe('cancel');
  });

  it('information popup: announced, leaves focus where it is, hides after 2000 ms', async () => {
    const popup = open({ style: 'no-buttons', message: 'Link copied' });
    expect(popup.element.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(opener);
    vi.advanceTimersByTime(POPUP.informationAutoHideMs - 1);
    expect(popup.state).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(popup.state).toBe('hiding');
    vi.advanceTimersByTime(POPUP.hideFallbackMs);
    expect(popup.element.isConnected).toBe(false);
    expect(await popup.answer).toBe('dismiss');
  });

  it('is 350 wide with 20 of padding, each new popup layered over the one before', () => {
    const first = open();
    const second = open({ style: 'confirm-only' });
    const css = document.getElementById('atelier-popup-style')?.textContent ?? '';
    expect(css).toContain(`width:${POPUP.width}px`);
    expect(css).toContain(`padding:${POPUP.padding}px`);
    const z = (popup: typeof first) => Number(popup.element.parentElement!.style.zIndex);
    // Over the cookie banner (2147481000), under the system error overlay (2147483000).
    expect(z(first)).toBeGreaterThan(POPUP_LAYER_BASE);
    expect(z(second)).toBeLessThan(2147483000);
    expect(z(second)).toBeGreaterThan(z(first));
    // The top one holds focus and closes first.
    expect(second.element.contains(document.activeElement)).toBe(true);
    registry.closeTop();
    expect(second.state).toBe('hiding');
    expect(first.state).toBe('shown');
  });

  it('confirmPopup answers true only for confirm', async () => {
    const yes = confirmPopup({ style: 'confirm-or-cancel', message: 'Sure?', registry });
    (document.querySelector('.atelier-popup__confirm') as HTMLElement).click();
    expect(await yes).toBe(true);
    const no = confirmPopup({ style: 'confirm-or-cancel', message: 'Sure?', registry });
    registry.closeTop();
    expect(await no).toBe(false);
  });
});
