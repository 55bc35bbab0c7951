// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { describeBlock } from '../document/block-kinds';
import { blockTexts } from '../languages/block-texts';
import { blockPanelHarness } from './block-panel.test-support';

interface SavedItem {
  id: string;
  title: string;
  body: { type: string; content?: { content?: { text?: string }[] }[] };
}

describe('the accordion block in the Blocks panel', () => {
  const { saved, container, show, until } = blockPanelHarness('About', 'about');
  const button = (name: string) => {
    const found = Array.from(container().querySelectorAll('button')).find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const field = (label: string) => {
    const found = Array.from(container().querySelectorAll('label')).find((l) => l.textContent === label);
    const control = found && container().ownerDocument.getElementById(found.htmlFor);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement;
  };
  const type = (label: string, value: string) =>
    act(() => {
      const control = field(label);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const click = (name: string) => act(async () => button(name).click());
  const addAccordion = async () => {
    await until(() => expect(button('Add block').disabled).toBe(false));
    await click('Add block');
    const item = Array.from(container().querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith('Accordion'),
    );
    if (!item) throw new Error('No Accordion in the Add block menu');
    await act(async () => item.click());
  };
  const lastBlock = () => saved.at(-1)?.sections[0]?.blocks.at(-1);
  const savedItems = () => (lastBlock()?.settings.items ?? []) as SavedItem[];
  const titles = () => savedItems().map((item) => item.title);

  it('is offered in Add block and starts with two example items, both switches off', async () => {
    await show();
    await addAccordion();
    await until(() =>
      expect(lastBlock()).toMatchObject({ type: 69, settings: { openFirst: false, allowMany: false } }),
    );
    expect(titles()).toEqual(['What is included?', 'How do I get in touch?']);
    expect(savedItems().every((item) => item.body.type === 'doc' && /^[0-9a-f]{24}$/.test(item.id))).toBe(
      true,
    );
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Accordion', detail: '2 items' });
    // Both titles and the one body with words are texts to translate.
    expect(blockTexts(lastBlock()!).map((text) => text.label)).toEqual([
      'Item title 1',
      'Item title 2',
      'Item text 1',
      'Item text 2',
    ]);
    // The first item is open in the panel, its text in the text block's rich-text editor.
    expect(field('Title').value).toBe('What is included?');
    expect(container().querySelector('[role="textbox"][aria-multiline="true"]')).not.toBeNull();
    expect(container().textContent).toContain('Say what a visitor gets');
  });

  it('edits a title, adds, reorders and removes items, and sets both switches', async () => {
    await show();
    await addAccordion();
    await until(() => expect(field('Title').value).toBe('What is included?'));
    await type('Title', 'Do you run classes?');
    await until(() => expect(titles()).toEqual(['Do you run classes?', 'How do I get in touch?']));

    await click('Add item');
    await until(() => expect(field('Title').value).toBe('Item 3'));
    await type('Title', 'Do you ship?');
    await until(() =>
      expect(titles()).toEqual(['Do you run classes?', 'How do I get in touch?', 'Do you ship?']),
    );

    await click('Move Do you ship? up');
    await until(() =>
      expect(titles()).toEqual(['Do you run classes?', 'Do you ship?', 'How do I get in touch?']),
    );
    await click('Move Do you run classes? down');
    await until(() =>
      expect(titles()).toEqual(['Do you ship?', 'Do you run classes?', 'How do I get in touch?']),
    );
    expect(button('Move Do you ship? up').disabled).toBe(true);
    expect(button('Move How do I get in touch? down').disabled).toBe(true);

    await click('Remove How do I get in touch?');
    await until(() => expect(titles()).toEqual(['Do you ship?', 'Do you run classes?']));
    expect(container().querySelector('[role="status"]')?.textContent).toBe('How do I get in touch? removed.');

    await act(async () => field('Open the first item').click());
    await act(async () => field('Allow several open').click());
    await until(() => expect(lastBlock()?.settings).toMatchObject({ openFirst: true, allowMany: true }));
    expect(saved.at(-1)?.sections[0]?.blocks).toHaveLength(1);
  });

  it('opens another item to edit it, one at a time', async () => {
    await show();
    await addAccordion();
    await until(() => expect(field('Title').value).toBe('What is included?'));
    const toggle = Array.from(container().querySelectorAll('.form-field-row__title'))
      .find((title) => title.textContent === 'How do I get in touch?')
      ?.closest('button');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle?.click());
    await until(() => expect(field('Title').value).toBe('How do I get in touch?'));
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(
      Array.from(container().querySelectorAll('label')).filter((l) => l.textContent === 'Title'),
    ).toHaveLength(1);
    await type('Title', 'Where are you?');
    await until(() => expect(titles()).toEqual(['What is included?', 'Where are you?']));
  });
});
