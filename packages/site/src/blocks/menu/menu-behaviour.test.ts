// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import { BlockView } from '../block-view';
import menuBehaviour from './menu.behaviour';
import { MENU_BLOCK_ID, MENU_SETTINGS } from './menu.test-support';

const THREE_TABS = {
  tabs: [
    ...MENU_SETTINGS.tabs,
    {
      id: 'gifts',
      title: 'Gifts',
      sections: [{ id: 'g', title: '', items: [{ id: 'v', name: 'Voucher' }] }],
    },
  ],
};

function mount(settings: unknown = MENU_SETTINGS) {
  const block = { id: MENU_BLOCK_ID, type: 18, settings: settings as Record<string, unknown> };
  document.body.innerHTML = renderToString(BlockView({ block }));
  const root = document.querySelector<HTMLElement>('[data-block-type="18"]')!;
  const undo = menuBehaviour(root, siteContext());
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = [...root.querySelectorAll<HTMLElement>('.block-menu__panel')];
  return { root, undo, tabs, panels };
}

const selected = (tabs: HTMLElement[]) => tabs.map((tab) => tab.getAttribute('aria-selected') === 'true');
const shown = (panels: HTMLElement[]) => panels.map((panel) => !panel.hidden);
const press = (target: HTMLElement, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('menu behaviour', () => {
  it('keeps the server’s WAI-ARIA tabs as they came, the first one selected', () => {
    const { root, tabs, panels } = mount();
    expect(root.querySelector<HTMLElement>('[role="tablist"]')!.hidden).toBe(false);
    expect(root.classList.contains('block-menu--tabbed')).toBe(true);
    expect(selected(tabs)).toEqual([true, false]);
    expect(shown(panels)).toEqual([true, false]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1]);
    panels.forEach((panel, index) => {
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tabs[index]!.id);
      expect(tabs[index]!.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.tabIndex).toBe(0);
    });
  });

  it('shows the tab clicked, and only its panel', () => {
    const { tabs, panels } = mount();
    tabs[1]!.click();
    expect(selected(tabs)).toEqual([false, true]);
    expect(shown(panels)).toEqual([false, true]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0]);
    tabs[0]!.click();
    expect(shown(panels)).toEqual([true, false]);
  });

  it('moves the focus with the arrows, Home and End, wrapping around, and shows a tab on Enter or Space', () => {
    const { tabs, panels } = mount(THREE_TABS);
    tabs[0]!.focus();
    expect(press(tabs[0]!, 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(tabs[1]);
    // Moving the focus alone shows nothing new.
    expect(shown(panels)).toEqual([true, false, false]);
    press(tabs[1]!, 'Enter');
    expect(selected(tabs)).toEqual([false, true, false]);
    expect(shown(panels)).toEqual([false, true, false]);
    press(tabs[1]!, 'End');
    expect(document.activeElement).toBe(tabs[2]);
    press(tabs[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    press(tabs[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(tabs[2]);
    press(tabs[2]!, 'Home');
    expect(document.activeElement).toBe(tabs[0]);
    press(tabs[0]!, ' ');
    expect(shown(panels)).toEqual([true, false, false]);
    expect(press(tabs[0]!, 'a').defaultPrevented).toBe(false);
  });

  it('leaves the tabs as the server sent them when undone, and deaf to clicks and keys', () => {
    const { root, undo, tabs, panels } = mount();
    tabs[1]!.click();
    if (typeof undo === 'function') undo();
    expect(root.querySelector<HTMLElement>('[role="tablist"]')!.hidden).toBe(false);
    expect(selected(tabs)).toEqual([true, false]);
    expect(shown(panels)).toEqual([true, false]);
    tabs[1]!.click();
    expect(press(tabs[1]!, 'Enter').defaultPrevented).toBe(false);
    expect(shown(panels)).toEqual([true, false]);
  });

  it('turns a page cached with its tabs stacked into tabs', () => {
    const block = {
      id: MENU_BLOCK_ID,
      type: 18,
      settings: MENU_SETTINGS as unknown as Record<string, unknown>,
    };
    document.body.innerHTML = renderToString(BlockView({ block }));
    // The markup pages had before the tabs came from the server: list hidden, every panel shown.
    const root = document.querySelector<HTMLElement>('[data-block-type="18"]')!;
    root.classList.remove('block-menu--tabbed');
    root.querySelector<HTMLElement>('[role="tablist"]')!.hidden = true;
    const panels = [...root.querySelectorAll<HTMLElement>('.block-menu__panel')];
    for (const panel of panels) {
      panel.hidden = false;
      panel.removeAttribute('role');
      panel.removeAttribute('tabindex');
    }
    menuBehaviour(root, siteContext());
    expect(root.querySelector<HTMLElement>('[role="tablist"]')!.hidden).toBe(false);
    expect(root.classList.contains('block-menu--tabbed')).toBe(true);
    expect(shown(panels)).toEqual([true, false]);
    expect(panels.map((panel) => panel.getAttribute('role'))).toEqual(['tabpanel', 'tabpanel']);
  });

  it('leaves a menu without two tabs alone', () => {
    const { root, undo } = mount({ tabs: [MENU_SETTINGS.tabs[0]] });
    expect(undo).toBeUndefined();
    expect(root.classList.contains('block-menu--tabbed')).toBe(false);
    expect(root.querySelector('.block-menu__panel')?.hasAttribute('hidden')).toBe(false);
  });
});
