import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn, blockRegistry } from '../registry';
import { MENU_BLOCK_ID, MENU_SETTINGS } from './menu.test-support';

function renderMenu(settings: unknown) {
  const block = { id: MENU_BLOCK_ID, type: 18, settings: settings as Record<string, unknown> };
  return renderMarkup(<BlockView block={block} />);
}

interface Queryable {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
}
const texts = (root: Queryable, selector: string) =>
  Array.from(root.querySelectorAll(selector), (element) => element.textContent);

describe('menu block', () => {
  it('arrives as tabs, the first selected and its panel alone shown, each panel under its heading', () => {
    const { document } = renderMenu(MENU_SETTINGS);
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-block-type')).toBe('18');
    expect(root.getAttribute('data-behaviour')).toBe('menu');
    const panels = [...root.querySelectorAll('section.block-menu__panel')];
    expect(root.classList.contains('block-menu--tabbed')).toBe(true);
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true]);
    expect(texts(root, 'section h2')).toEqual(['Classes', 'Studio time']);
    expect(texts(root, 'h3')).toEqual(['At the wheel']);
    const list = root.querySelector('[role="tablist"]')!;
    expect(list.hasAttribute('hidden')).toBe(false);
    const tabs = [...list.querySelectorAll('button[role="tab"]')];
    panels.forEach((panel, index) => {
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tabs[index]!.id);
      expect(panel.getAttribute('tabindex')).toBe('0');
    });
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Classes', 'Studio time']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1']);
    expect(tabs[1]!.getAttribute('aria-controls')).toBe(panels[1]!.id);
    expect(root.querySelector('.block-menu__note')?.textContent).toBe('Prices include tax.');
  });

  it('lists items as names and prices with the description below, a leader only where a price is', () => {
    const { document } = renderMenu(MENU_SETTINGS);
    const items = [...document.querySelectorAll('dl.block-menu__items > div')];
    expect(items.map((item) => item.querySelector('dt')?.textContent)).toEqual([
      'Wheel taster',
      'Six-week course',
      'A chat about clay',
      'Kiln share',
    ]);
    expect(texts(items[0]!, 'dd')).toEqual(['$45', 'Two hours, clay included.']);
    expect(items[0]!.classList.contains('block-menu__item--priced')).toBe(true);
    expect(items[2]!.classList.contains('block-menu__item--priced')).toBe(false);
    expect(items[2]!.querySelectorAll('dd')).toHaveLength(0);
    expect(items[3]!.querySelector('.block-menu__price')?.textContent).toBe('18 €');
  });

  it('shows one tab without a tab list and loads no script for it', () => {
    const one = { tabs: [MENU_SETTINGS.tabs[0]] };
    const { document } = renderMenu(one);
    expect(document.querySelector('[role="tablist"]')).toBeNull();
    expect(document.body.firstElementChild?.hasAttribute('data-behaviour')).toBe(false);
    expect(document.querySelector('h2')?.textContent).toBe('Classes');
    const panel = document.querySelector('section.block-menu__panel')!;
    expect(panel.hasAttribute('hidden')).toBe(false);
    expect(panel.hasAttribute('role')).toBe(false);
    expect(panel.getAttribute('aria-labelledby')).toBe(document.querySelector('h2')!.id);
    const page = (settings: unknown) => ({
      sections: [
        {
          id: 'a'.repeat(24),
          blocks: [{ id: MENU_BLOCK_ID, type: 18, settings: settings as Record<string, unknown> }],
        },
      ],
    });
    expect(behavioursIn(page(one))).toEqual([]);
    expect(behavioursIn(page(MENU_SETTINGS))).toEqual(['menu']);
  });

  it('gives site search every title, name, description and the note', () => {
    expect(blockRegistry.get(18)?.text?.(MENU_SETTINGS).split('\n')).toEqual([
      'Classes',
      'At the wheel',
      'Wheel taster',
      'Two hours, clay included.',
      'Six-week course',
      'A chat about clay',
      'Studio time',
      'Kiln share',
      'Prices include tax.',
    ]);
  });

  it('escapes the owner’s words, leaves out nameless items and names an untitled tab by its place', () => {
    const { document } = renderMenu({
      tabs: [
        {
          id: 'a',
          title: '',
          sections: [{ id: 's', title: 'x', items: [{ id: 'i', name: '<b>Tea</b>' }, { id: 'j' }] }],
        },
        { id: 'b', title: 'Drinks', sections: 'none' },
      ],
    });
    expect(document.querySelector('b')).toBeNull();
    expect(texts(document, 'dt')).toEqual(['<b>Tea</b>']);
    expect(texts(document, '[role="tab"]')).toEqual(['Tab 1', 'Drinks']);
  });

  it.each([[{}], [{ tabs: [] }], [{ tabs: 'Classes' }], ['menu'], [null]])(
    'renders nothing for %j',
    (settings) => {
      expect(renderMenu(settings).html).toBe('');
    },
  );
});
