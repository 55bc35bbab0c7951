// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { blockPanelHarness } from '../blocks/block-panel.test-support';
import { blockTexts } from '../languages/block-texts';

describe('the image block’s designs in the Blocks panel', () => {
  const { container, show, until, lastBlock } = blockPanelHarness('About', 'about');
  const labelled = (label: string) =>
    Array.from(container().querySelectorAll('label')).find((l) => l.textContent === label);
  const field = (label: string) => {
    const found = labelled(label);
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
  const design = () => container().querySelector<HTMLFieldSetElement>('fieldset.image-design');
  const radios = () => Array.from(design()?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []);
  const radio = (name: string) => {
    const option = Array.from(design()?.querySelectorAll('label') ?? []).find(
      (label) => label.querySelector('.image-design__name')?.textContent === name,
    );
    const input = option?.querySelector<HTMLInputElement>('input[type="radio"]');
    if (!input) throw new Error(`No design ${name}`);
    return input;
  };
  const addImage = async () => {
    await until(() => expect(container().querySelector('button')).not.toBeNull());
    const add = Array.from(container().querySelectorAll('button')).find((b) => b.textContent === 'Add block');
    await act(async () => add?.click());
    const item = Array.from(container().querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith('Image'),
    );
    if (!item) throw new Error('No Image in the Add block menu');
    await act(async () => item.click());
    await until(() => expect(design()).not.toBeNull());
  };

  it('offers six designs as one radio group with drawings, Inline chosen, and the caption for it', async () => {
    await show();
    await addImage();
    expect(design()?.querySelector('legend')?.textContent).toBe('Design');
    expect(
      Array.from(design()?.querySelectorAll('.image-design__name') ?? []).map((name) => name.textContent),
    ).toEqual(['Inline', 'Poster', 'Card', 'Overlap', 'Collage', 'Stack']);
    // One group (one name), so the arrow keys move between them; each with its small drawing.
    expect(new Set(radios().map((input) => input.name)).size).toBe(1);
    expect(radios().map((input) => input.value)).toEqual(['1012', '1013', '1014', '1015', '1016', '1017']);
    expect(design()?.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(6);
    expect(radio('Inline').checked).toBe(true);
    expect(labelled('Caption')).toBeDefined();
    expect(labelled('Title')).toBeUndefined();
    expect(labelled('Button label')).toBeUndefined();
  });

  it('saves a chosen design and shows the fields it uses: title, text and button', async () => {
    await show();
    await addImage();
    await act(async () => radio('Poster').click());
    await until(() => expect(lastBlock()?.settings.variant).toBe(1013));
    expect(radio('Poster').checked).toBe(true);
    expect(labelled('Caption')).toBeUndefined();
    expect(container().querySelector('[role="textbox"][aria-multiline="true"]')).not.toBeNull();

    await type('Title', 'Every piece starts here');
    await until(() => expect(lastBlock()?.settings.title).toBe('Every piece starts here'));
    await type('Button label', 'Book a class');
    await until(() => expect(lastBlock()?.settings.buttonLabel).toBe('Book a class'));
    expect(container().textContent).toContain('Add the button’s link to show it.');
    // A link that is no link stays in the field with the reason, and is not saved.
    await type('Button link', 'javascript:alert(1)');
    await until(() => expect(container().textContent).toContain('Script links are not allowed here.'));
    expect(lastBlock()?.settings.buttonLink).toBeUndefined();
    await type('Button link', '/classes');
    await until(() => expect(lastBlock()?.settings.buttonLink).toBe('/classes'));

    // The design's words are texts to translate, with names an owner knows.
    expect(blockTexts(lastBlock()!).map((text) => text.label)).toEqual(['Title', 'Button label']);

    await act(async () => radio('Collage').click());
    await until(() => expect(lastBlock()?.settings.variant).toBe(1016));
    expect(field('Title').value).toBe('Every piece starts here');
    await act(async () => radio('Inline').click());
    await until(() => expect(lastBlock()?.settings.variant).toBe(1012));
    expect(labelled('Caption')).toBeDefined();
    expect(labelled('Title')).toBeUndefined();
  });
});
