// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuButton, MenuItem } from './menu-button';

describe('a menu button', () => {
  let container: HTMLElement;
  let root: Root;
  const chosen: string[] = [];
  // What reached the window: the editor's Escape (full-screen preview) listens there.
  const reachedWindow: string[] = [];
  const onWindowKey = (event: KeyboardEvent) => reachedWindow.push(event.key);

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    chosen.length = 0;
    reachedWindow.length = 0;
    window.addEventListener('keydown', onWindowKey);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <>
          <MenuButton
            menuId="things"
            menuLabel="Things"
            menuClassName="menu"
            buttonClassName="button"
            buttonLabel="More things"
            button="⋯"
          >
            <MenuItem label="First" hint="The first thing" onSelect={() => chosen.push('first')} />
            <MenuItem label="Second" refocus onSelect={() => chosen.push('second')} />
            <MenuItem label="Third" opensDialog onSelect={() => chosen.push('third')} />
          </MenuButton>
          <p id="outside">Elsewhere</p>
        </>,
      ),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    window.removeEventListener('keydown', onWindowKey);
    vi.unstubAllGlobals();
  });

  const button = () => container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
  const menu = () => container.querySelector<HTMLElement>('[role="menu"]');
  const items = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
  const focused = () => document.activeElement?.textContent ?? '';
  const press = (target: Element, key: string) =>
    act(() => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });

  it('opens on a click with focus on its first item, and names the menu it controls only while open', () => {
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().hasAttribute('aria-controls')).toBe(false);
    expect(button().getAttribute('aria-label')).toBe('More things');
    act(() => button().click());
    expect(menu()?.id).toBe('things');
    expect(menu()?.getAttribute('aria-label')).toBe('Things');
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-controls')).toBe('things');
    expect(focused()).toContain('First');
    expect(items().map((item) => item.getAttribute('aria-haspopup'))).toEqual([null, null, 'dialog']);
  });

  it('opens with ArrowDown on the button; arrows wrap, Home and End jump', () => {
    press(button(), 'ArrowDown');
    expect(menu()).not.toBeNull();
    expect(focused()).toContain('First');
    reachedWindow.length = 0;
    press(document.activeElement!, 'ArrowDown');
    expect(focused()).toBe('Second');
    press(document.activeElement!, 'End');
    expect(focused()).toBe('Third');
    press(document.activeElement!, 'ArrowDown');
    expect(focused()).toContain('First');
    press(document.activeElement!, 'ArrowUp');
    expect(focused()).toBe('Third');
    press(document.activeElement!, 'Home');
    expect(focused()).toContain('First');
    // The keys the menu used went no further.
    expect(reachedWindow).toEqual([]);
  });

  it('closes on Escape with focus back on its button, and the Escape goes no further', () => {
    act(() => button().click());
    press(document.activeElement!, 'Escape');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(reachedWindow).toEqual([]);
  });

  it('closes on Tab without taking the focus, and lets the Tab through', () => {
    act(() => button().click());
    press(document.activeElement!, 'Tab');
    expect(menu()).toBeNull();
    expect(document.activeElement).not.toBe(button());
    expect(reachedWindow).toEqual(['Tab']);
  });

  it('closes on a press outside, not on a press inside', () => {
    act(() => button().click());
    act(() => {
      items()[1]!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(menu()).not.toBeNull();
    act(() => {
      document.getElementById('outside')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(menu()).toBeNull();
  });

  it('runs the chosen item after closing, giving the focus back only when asked to', () => {
    act(() => button().click());
    act(() => items()[0]!.click());
    expect(chosen).toEqual(['first']);
    expect(menu()).toBeNull();
    expect(document.activeElement).not.toBe(button());
    act(() => button().click());
    act(() => items()[1]!.click());
    expect(chosen).toEqual(['first', 'second']);
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button());
  });
});
