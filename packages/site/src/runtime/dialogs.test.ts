// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDialogRegistry,
  type DialogRegistry,
  installOutsideClick,
  type RegisteredDialog,
} from './dialogs';

function dialog(registry: DialogRegistry, options: Partial<RegisteredDialog> = {}) {
  const element = document.createElement('div');
  element.innerHTML = '<button>inside</button>';
  document.body.append(element);
  const close = vi.fn();
  const unregister = registry.register({ element, close, ...options });
  return { element, close, unregister, inside: element.querySelector('button')! };
}

function press(down: Element, up: Element = down): void {
  down.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  up.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
}

describe('dialog registry', () => {
  it('closes the top-most dialog first', () => {
    const registry = createDialogRegistry();
    const first = dialog(registry);
    const second = dialog(registry);
    expect(registry.top()?.element).toBe(second.element);
    expect(registry.closeTop()).toBe(true);
    expect(second.close).toHaveBeenCalledTimes(1);
    expect(first.close).not.toHaveBeenCalled();
    expect(registry.closeTop()).toBe(true);
    expect(first.close).toHaveBeenCalledTimes(1);
    expect(registry.closeTop()).toBe(false);
  });

  it('forgets a dialog that unregisters', () => {
    const registry = createDialogRegistry();
    const first = dialog(registry);
    const second = dialog(registry);
    second.unregister();
    second.unregister();
    expect(registry.top()?.element).toBe(first.element);
  });
});

describe('outside click', () => {
  let registry: DialogRegistry;
  let uninstall: () => void;
  let outside: HTMLElement;

  beforeEach(() => {
    registry = createDialogRegistry();
    uninstall = installOutsideClick(registry);
    outside = document.createElement('p');
    document.body.append(outside);
  });
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  it('closes the top-most dialog when mouse-down and mouse-up hit the same target outside it', () => {
    const below = dialog(registry);
    const top = dialog(registry);
    press(outside);
    expect(top.close).toHaveBeenCalledTimes(1);
    expect(below.close).not.toHaveBeenCalled();
  });

  it('keeps it open when mouse-down and mouse-up hit different targets', () => {
    const top = dialog(registry);
    press(top.inside, outside);
    press(outside, document.body);
    expect(top.close).not.toHaveBeenCalled();
  });

  it('keeps it open for a click inside it', () => {
    const top = dialog(registry);
    press(top.inside);
    expect(top.close).not.toHaveBeenCalled();
  });

  it('keeps a dialog open that opts out of outside clicks', () => {
    const top = dialog(registry, { closeOnOutsideClick: false });
    press(outside);
    expect(top.close).not.toHaveBeenCalled();
  });

  it('leaves a dialog that opened during the press alone', () => {
    outside.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    const opened = dialog(registry);
    outside.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    expect(opened.close).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    const top = dialog(registry);
    uninstall();
    press(outside);
    expect(top.close).not.toHaveBeenCalled();
  });
});
