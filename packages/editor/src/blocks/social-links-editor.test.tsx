// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { describeBlock } from '../document/block-kinds';
import { blockTexts } from '../languages/block-texts';
import { blockPanelHarness } from './block-panel.test-support';

interface SavedLink {
  id: string;
  network: string;
  url?: string;
  username?: string;
  label?: string;
}

describe('the social links and shape blocks in the Blocks panel', () => {
  const { saved, container, show, until } = blockPanelHarness('About', 'about');
  const button = (name: string) => {
    const found = Array.from(container().querySelectorAll('button')).find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const field = (label: string, index = 0) => {
    const found = Array.from(container().querySelectorAll('label')).filter((l) => l.textContent === label)[
      index
    ];
    const control = found && container().ownerDocument.getElementById(found.htmlFor);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement;
  };
  const type = (label: string, value: string, index = 0) =>
    act(() => {
      const control = field(label, index);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const click = (name: string) => act(async () => button(name).click());
  const choose = (label: string, value: string, index = 0) =>
    act(() => {
      const control = field(label, index) as unknown as HTMLSelectElement;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('change', { bubbles: true }));
    });
  const add = async (kind: string) => {
    await until(() => expect(button('Add block').disabled).toBe(false));
    await click('Add block');
    const item = Array.from(container().querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith(kind),
    );
    if (!item) throw new Error(`No ${kind} in the Add block menu`);
    await act(async () => item.click());
  };
  const lastBlock = () => saved.at(-1)?.sections[0]?.blocks.at(-1);
  const savedLinks = () => (lastBlock()?.settings.links ?? []) as SavedLink[];
  const networks = () => savedLinks().map((link) => link.network);
  const errorOf = (label: string, index = 0) => {
    const control = field(label, index);
    const ids = control.getAttribute('aria-describedby') ?? '';
    return ids
      .split(' ')
      .map((id) => container().ownerDocument.getElementById(id))
      .find((note) => note?.classList.contains('field__error'))?.textContent;
  };

  it('is offered in Add block as Social links, made as type 54 with one Instagram link to fill in', async () => {
    await show();
    await add('Social links');
    await until(() =>
      expect(lastBlock()).toMatchObject({
        type: 54,
        settings: { style: 'icons', size: 'medium', share: false },
      }),
    );
    expect(savedLinks()).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), network: 'instagram', username: '' },
    ]);
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Social links', detail: '1 link' });
    // No name yet: nothing to translate; the network's name is the link's accessible name.
    expect(blockTexts(lastBlock()!)).toEqual([]);
    expect(field('Network').value).toBe('instagram');
    expect(errorOf('Address or username')).toBeUndefined();
  });

  it('turns a username into a follow link, checks addresses as the owner types, and sets style, size and Share', async () => {
    await show();
    await add('Social links');
    await until(() => expect(field('Network').value).toBe('instagram'));
    await type('Address or username', '@riverside.studio');
    await until(() => expect(savedLinks()[0]).toMatchObject({ username: '@riverside.studio' }));
    expect(savedLinks()[0]?.url).toBeUndefined();

    await type('Address or username', 'http://instagram.com/riverside');
    await until(() =>
      expect(errorOf('Address or username')).toBe('Enter a full address starting with https://.'),
    );
    expect(field('Address or username').getAttribute('aria-invalid')).toBe('true');
    await type('Address or username', 'https://www.instagram.com/riverside');
    await until(() => expect(errorOf('Address or username')).toBeUndefined());
    await until(() => expect(savedLinks()[0]).toMatchObject({ url: 'https://www.instagram.com/riverside' }));
    // Back to a username: the address typed before goes, and so does its message.
    await type('Address or username', 'http://instagram.com/riverside');
    await until(() => expect(errorOf('Address or username')).toBeDefined());
    await type('Address or username', 'riverside');
    await until(() => expect(errorOf('Address or username')).toBeUndefined());
    await until(() => expect(savedLinks()[0]).toMatchObject({ username: 'riverside' }));
    expect(savedLinks()[0]?.url).toBeUndefined();

    await click('Add link');
    await until(() => expect(networks()).toEqual(['instagram', 'instagram']));
    await choose('Network', 'email', 1);
    await until(() => expect(networks()).toEqual(['instagram', 'email']));
    await type('Email address', 'hello@riverside.example');
    await type('Name (optional)', 'Write to us', 1);
    await until(() =>
      expect(savedLinks()[1]).toMatchObject({ url: 'hello@riverside.example', label: 'Write to us' }),
    );
    expect(blockTexts(lastBlock()!).map((text) => text.label)).toEqual(['Link name 1']);

    await click('Move Write to us up');
    await until(() => expect(networks()).toEqual(['email', 'instagram']));
    expect(button('Move Write to us up').disabled).toBe(true);
    await click('Remove Instagram');
    await until(() => expect(networks()).toEqual(['email']));
    expect(container().querySelector('[role="status"]')?.textContent).toBe('Instagram removed.');

    await choose('Style', 'icons-and-names');
    await choose('Size', 'large');
    await act(async () => field('Show a Share button').click());
    await until(() =>
      expect(lastBlock()?.settings).toMatchObject({ style: 'icons-and-names', size: 'large', share: true }),
    );
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Social links', detail: '1 link, Share' });
  });

  it('adds a Shape, a circle in the accent colour, and picks another shape and colour', async () => {
    await show();
    await add('Shape');
    await until(() =>
      expect(lastBlock()).toMatchObject({ type: 71, settings: { shape: 'circle', fill: 'accent' } }),
    );
    expect(container().textContent).toContain('Its height is 100% of its width.');
    await choose('Shape', 'arch');
    await until(() => expect(lastBlock()?.settings).toMatchObject({ shape: 'arch' }));
    expect(container().textContent).toContain('Its height is 150% of its width.');
    await choose('Colour', 'surface');
    await until(() => expect(lastBlock()?.settings).toMatchObject({ shape: 'arch', fill: 'surface' }));
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Shape', detail: 'arch' });
    expect(button('Choose an image')).toBeTruthy();
  });
});
