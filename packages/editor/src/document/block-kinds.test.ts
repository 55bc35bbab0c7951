import { headingDoc, paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, BLOCK_TYPE, blockKind, createBlock, describeBlock, nodeText } from './block-kinds';

describe('block kinds', () => {
  it('creates heading and text as html blocks with the matching documents', () => {
    const heading = createBlock('heading', 'h');
    expect(heading.type).toBe(BLOCK_TYPE.html);
    expect(heading.settings.doc).toEqual(headingDoc('New heading', 2));
    const text = createBlock('text', 't');
    expect(text.type).toBe(BLOCK_TYPE.html);
    expect((text.settings.doc as { content: { type: string }[] }).content[0]?.type).toBe('paragraph');
  });

  it('uses the block-type numbers of the specification', () => {
    expect(createBlock('image').type).toBe(5);
    expect(createBlock('button').type).toBe(53);
    expect(createBlock('spacer').type).toBe(21);
    expect(createBlock('line').type).toBe(47);
    expect(createBlock('quote').type).toBe(31);
    expect(createBlock('search').type).toBe(33);
    expect(createBlock('form').type).toBe(9);
    expect(createBlock('newsletter').type).toBe(51);
  });

  it('starts a form as a contact form with its own form id', () => {
    const a = createBlock('form').settings;
    const b = createBlock('form').settings;
    expect(a.formId).toMatch(/^[0-9a-f]{24}$/);
    expect(a.formId).not.toBe(b.formId);
    const fields = a.fields as { id: string; type: string; title: string }[];
    expect(fields.map((f) => f.title)).toEqual(['Name', 'Email', 'Message']);
    expect(fields.map((f) => f.type)).toEqual(['name', 'email', 'textarea']);
    for (const field of fields) expect(field.id).toMatch(new RegExp(`^${field.type}-[0-9a-f]{8}$`));
    expect(a).toMatchObject({
      submitButtonText: 'Submit',
      postSubmit: { kind: 'message', message: 'Thank you!' },
      captcha: false,
    });
  });

  it('starts a newsletter with the usual sign-up words', () => {
    const settings = createBlock('newsletter').settings;
    expect(settings.formId).toMatch(/^[0-9a-f]{24}$/);
    expect(settings).toMatchObject({
      title: 'Subscribe',
      placeholder: 'Email Address',
      buttonText: 'Sign Up',
      successMessage: 'Thank you! Please check your inbox to confirm your subscription.',
      captcha: false,
    });
  });

  it('recognises every kind it creates', () => {
    for (const { kind } of BLOCK_KINDS) expect(blockKind(createBlock(kind))).toBe(kind);
  });

  it('treats a heading with formatting or a second node as rich text', () => {
    const bold = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 2 },
          content: [{ type: 'text', text: 'Hi', marks: [{ type: 'bold' }] }],
        },
      ],
    };
    expect(blockKind({ id: 'x', type: 2, settings: { doc: bold } })).toBe('text');
    const two = { type: 'doc', content: [...headingDoc('A').content!, ...paragraphDoc('B').content!] };
    expect(blockKind({ id: 'x', type: 2, settings: { doc: two } })).toBe('text');
  });

  it('returns null for block types the editor does not offer', () => {
    expect(blockKind({ id: 'x', type: 14, settings: {} })).toBeNull();
    expect(describeBlock({ id: 'x', type: 14, settings: {} }).label).toBe('Block type 14');
  });

  it('offers galleries and counts their items', () => {
    expect(blockKind({ id: 'x', type: 8, settings: {} })).toBe('gallery');
    expect(describeBlock({ id: 'x', type: 8, settings: { slides: [{}, {}] } })).toEqual({
      label: 'Gallery',
      detail: '2 items',
    });
  });

  it('describes blocks by kind and content', () => {
    expect(describeBlock({ id: 'x', type: 2, settings: { doc: headingDoc('Welcome') } })).toEqual({
      label: 'Heading',
      detail: 'Welcome',
    });
    expect(describeBlock({ id: 'x', type: 21, settings: { height: 80 } })).toEqual({
      label: 'Spacer',
      detail: '80 px',
    });
    expect(describeBlock(createBlock('image')).detail).toBe('Choose an image');
    expect(describeBlock(createBlock('form'))).toEqual({ label: 'Form', detail: '3 fields' });
    expect(describeBlock({ id: 'x', type: 9, settings: { title: 'Contact us', fields: [] } }).detail).toBe(
      'Contact us',
    );
    expect(describeBlock(createBlock('newsletter'))).toEqual({ label: 'Newsletter', detail: 'Subscribe' });
    expect(describeBlock({ id: 'x', type: 31, settings: { text: 'x'.repeat(100) } }).detail).toHaveLength(48);
  });

  it('reads the text of nested nodes', () => {
    expect(nodeText(paragraphDoc('One', 'Two'))).toBe('One Two');
    expect(nodeText(null)).toBe('');
  });
});

describe('the Add block list and the renderer', () => {
  it('offers every block type the site renders, and no type it cannot render', async () => {
    const { blockRegistry } = await import('@atelier/site');
    const offered = new Set(Object.values(BLOCK_TYPE));
    expect([...blockRegistry.keys()].filter((type) => !offered.has(type as never))).toEqual([]);
    expect([...offered].filter((type) => !blockRegistry.has(type))).toEqual([]);
  });

  it('adds a Product block asking for a product, and describes it', () => {
    const block = createBlock('product');
    expect(block.type).toBe(43);
    expect(block.settings).toEqual({});
    expect(describeBlock(block)).toEqual({ label: 'Product', detail: 'Choose a product' });
    expect(describeBlock({ ...block, settings: { productId: 'a'.repeat(24) } }).detail).toBe(
      'One product of the store',
    );
  });
});
