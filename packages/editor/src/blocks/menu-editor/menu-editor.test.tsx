// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { blockPanelHarness } from '../block-panel.test-support';

describe('the menu block in the Blocks panel', () => {
  const { saved, container, show, until } = blockPanelHarness('Classes', 'classes');
  const button = (name: string, scope: ParentNode = container()) => {
    const found = Array.from(scope.querySelectorAll('button')).find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const field = (label: string, scope: ParentNode = container()) => {
    const found = Array.from(scope.querySelectorAll('label')).find((l) => l.textContent === label);
    const control = found && container().ownerDocument.getElementById(found.htmlFor);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement | HTMLTextAreaElement;
  };
  const type = (control: HTMLInputElement | HTMLTextAreaElement, value: string) =>
    act(() => {
      const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const click = (target: HTMLElement) => act(async () => target.click());
  const items = () => Array.from(container().querySelectorAll<HTMLElement>('.menu-editor__item'));
  const tabButtons = () =>
    Array.from(container().querySelectorAll('.menu-editor__tab')).map((b) => b.textContent);
  const menu = () => saved.at(-1)?.sections[0]?.blocks.at(-1);
  const addMenuBlock = async () => {
    await until(() => expect(button('Add block').disabled).toBe(false));
    await click(button('Add block'));
    const item = Array.from(container().querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith('Menu'),
    );
    if (!item) throw new Error('No Menu in the Add block menu');
    expect(item.textContent).toContain('A restaurant or price menu, with tabs');
    await click(item);
  };

  it('adds a menu with one tab, one section and two example items', async () => {
    await show();
    await addMenuBlock();
    await until(() => expect(menu()?.type).toBe(18));
    const settings = menu()!.settings as { tabs: { title: string; sections: { items: object[] }[] }[] };
    expect(settings.tabs).toHaveLength(1);
    expect(settings.tabs[0]!.sections).toHaveLength(1);
    expect(settings.tabs[0]!.sections[0]!.items).toEqual([
      expect.objectContaining({ name: 'Soup of the day', price: '$8' }),
      expect.objectContaining({ name: 'Garden salad', price: '$10' }),
    ]);
    await until(() => expect(tabButtons()).toEqual(['Menu']));
    // The only tab stays: a menu has at least one.
    expect(button('Remove tab Menu').disabled).toBe(true);
  });

  it('adds a tab and its items, edits their words, reorders and removes them, and saves each change', async () => {
    await show();
    await addMenuBlock();
    await until(() => expect(tabButtons()).toEqual(['Menu']));
    await type(field('Tab title'), 'Classes');
    await type(field('Name', items()[0]), 'Wheel taster');
    await type(field('Price', items()[0]), '$45');
    await type(field('Description', items()[0]), 'Two hours at the wheel.');
    await click(button('Move Garden salad up'));
    await until(() =>
      expect(items().map((item) => field('Name', item).value)).toEqual(['Garden salad', 'Wheel taster']),
    );
    await click(button('Remove Garden salad'));
    await until(() => expect(items()).toHaveLength(1));

    await click(button('Add tab'));
    await until(() => expect(tabButtons()).toEqual(['Classes', 'Tab 2']));
    await until(() => expect(field('Tab title').value).toBe('Tab 2'));
    await type(field('Tab title'), 'Studio time');
    await type(field('Name', items()[0]), 'Kiln share');
    await type(field('Price', items()[0]), '$18');
    await click(button('Add item'));
    await until(() => expect(items()).toHaveLength(2));
    await type(field('Name', items()[1]), 'Open studio');
    await type(field('Note under the menu'), 'Prices include tax.');

    await until(() =>
      expect(menu()?.settings).toMatchObject({
        currencyNote: 'Prices include tax.',
        tabs: [
          {
            title: 'Classes',
            sections: [
              {
                items: [{ name: 'Wheel taster', price: '$45', description: 'Two hours at the wheel.' }],
              },
            ],
          },
          {
            title: 'Studio time',
            sections: [{ items: [{ name: 'Kiln share', price: '$18' }, { name: 'Open studio' }] }],
          },
        ],
      }),
    );
    // Emptying a price leaves it out of the settings.
    await type(field('Price', items()[0]), '');
    await until(() => expect(menu()?.settings).not.toHaveProperty('tabs.1.sections.0.items.0.price'));

    await click(button('Move tab Studio time up'));
    await until(() => expect(tabButtons()).toEqual(['Studio time', 'Classes']));
    await click(button('Classes'));
    await until(() => expect(field('Tab title').value).toBe('Classes'));
    await click(button('Add section'));
    await until(() => expect(container().querySelectorAll('.menu-editor__section')).toHaveLength(2));
    await click(button('Remove section 2'));
    await click(button('Remove tab Studio time'));
    await until(() => expect(tabButtons()).toEqual(['Classes']));
    await until(() => {
      const tabs = (menu()!.settings as { tabs: { title: string; sections: unknown[] }[] }).tabs;
      expect(tabs.map((tab) => [tab.title, tab.sections.length])).toEqual([['Classes', 1]]);
    });
  });
});
