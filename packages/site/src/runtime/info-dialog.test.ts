// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDialogRegistry, type DialogRegistry } from './dialogs';
import { INFO_DIALOG_AUTO_HIDE_MS, showInfoDialog } from './info-dialog';

describe('information dialog', () => {
  let registry: DialogRegistry;
  let opener: HTMLButtonElement;

  beforeEach(() => {
    vi.useFakeTimers();
    registry = createDialogRegistry();
    opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const open = () => showInfoDialog({ title: 'Saved', message: 'All done.', registry });

  it('is an accessible dialog named by its title, with focus inside', () => {
    const { element } = open();
    expect(element.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent).toBe('Saved');
    expect(document.getElementById(element.getAttribute('aria-describedby')!)?.textContent).toBe('All done.');
    expect(element.contains(document.activeElement)).toBe(true);
    expect(element.isConnected).toBe(true);
  });

  it('closes with its close button and gives focus back', () => {
    const { element } = open();
    const close = element.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBeTruthy();
    close.click();
    expect(element.isConnected).toBe(false);
    expect(registry.top()).toBeUndefined();
    expect(document.activeElement).toBe(opener);
  });

  it('is registered, so Escape through the registry closes it', () => {
    const { element } = open();
    expect(registry.top()?.element).toBe(element);
    registry.closeTop();
    expect(element.isConnected).toBe(false);
  });

  it('hides by itself after 2000 ms', () => {
    expect(INFO_DIALOG_AUTO_HIDE_MS).toBe(2000);
    const { element } = open();
    vi.advanceTimersByTime(1999);
    expect(element.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(element.isConnected).toBe(false);
    expect(registry.top()).toBeUndefined();
  });

  it('keeps focus inside while it shows, and lets it go once closed', () => {
    const { element, close } = open();
    const button = element.querySelector('button')!;
    button.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(button);
    opener.focus();
    expect(element.contains(document.activeElement)).toBe(true);
    close();
    opener.focus();
    expect(document.activeElement).toBe(opener);
  });

  it('shows text as text, never as markup', () => {
    const { element } = showInfoDialog({ title: '<img src=x>', message: '<b>hi</b>', registry });
    expect(element.querySelector('img, b')).toBeNull();
  });
});
