import { CODE_BLOCK_LIMITS, EMBED_LIMITS, EMBED_MESSAGES, MARKDOWN_LIMITS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { PageDocumentSchema } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const at = (path: string) => `sections.0.blocks.0.settings.${path}`;

function problems(type: number, settings: unknown) {
  const result = PageDocumentSchema.safeParse({
    sections: [{ id: id(1), blocks: [{ id: id(2), type, settings }] }],
  });
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('a code block’s settings (block type 23)', () => {
  const code = (settings: unknown) => problems(23, settings);

  it('keeps HTML with scripts, a title and a height, and an empty block just added', () => {
    expect(code({ html: '<p>Hi</p><script>alert(1)</script>', title: 'Hours', height: 320 })).toEqual([]);
    expect(code({ html: '' })).toEqual([]);
  });

  it('names the field and says what is wrong', () => {
    expect(code({})).toEqual([{ path: at('html'), message: 'Write the HTML as text.' }]);
    expect(code({ html: 'x'.repeat(CODE_BLOCK_LIMITS.html + 1) })).toEqual([
      { path: at('html'), message: `Use at most ${CODE_BLOCK_LIMITS.html} characters.` },
    ]);
    expect(code({ html: '', title: 'x'.repeat(201) })).toEqual([
      { path: at('title'), message: 'Use at most 200 characters.' },
    ]);
    expect(code({ html: '', height: 10 })).toEqual([
      { path: at('height'), message: `Give a height of at least ${CODE_BLOCK_LIMITS.height.min} pixels.` },
    ]);
    expect(code({ html: '', height: 12.5 })[0]?.path).toBe(at('height'));
    expect(code({ html: '', height: '300px' })).toEqual([
      { path: at('height'), message: 'Give the height in pixels.' },
    ]);
  });
});

describe('an embed block’s settings (block type 22)', () => {
  const embed = (settings: unknown) => problems(22, settings);
  const MAP = '<iframe src="https://maps.example.org/embed?q=kiln" allowfullscreen></iframe>';

  it('keeps an iframe, an object or an https address, sized by a ratio or a height; empty while new', () => {
    expect(embed({ html: MAP, title: 'Map', size: '4:3' })).toEqual([]);
    expect(
      embed({ html: '<object data="https://a.example/x"></object>', size: 'height', height: 500 }),
    ).toEqual([]);
    expect(embed({ html: 'https://a.example/x' })).toEqual([]);
    expect(embed({ html: '' })).toEqual([]);
  });

  it.each([
    ['<script src="https://a.example/w.js"></script>', EMBED_MESSAGES.script],
    ['http://a.example/x', EMBED_MESSAGES.notHttps],
    ['<iframe src="javascript:alert(1)"></iframe>', EMBED_MESSAGES.notHttps],
    ['<div>hello</div>', EMBED_MESSAGES.invalid],
  ])('refuses the code %j with the editor’s words', (html, message) => {
    expect(embed({ html })).toEqual([{ path: at('html'), message }]);
  });

  it('names the other fields', () => {
    expect(embed({ html: MAP, size: 'huge' })[0]).toMatchObject({
      path: at('size'),
      message: expect.stringContaining('Choose a size'),
    });
    expect(embed({ html: MAP, height: EMBED_LIMITS.height.max + 1 })).toEqual([
      { path: at('height'), message: `Give a height of at most ${EMBED_LIMITS.height.max} pixels.` },
    ]);
    expect(embed({ html: 'x'.repeat(EMBED_LIMITS.html + 1) })[0]).toEqual({
      path: at('html'),
      message: `Use at most ${EMBED_LIMITS.html} characters.`,
    });
  });
});

describe('a markdown block’s settings (block type 44)', () => {
  const markdown = (settings: unknown) => problems(44, settings);

  it('keeps any source, HTML in it included (it is shown as text)', () => {
    expect(markdown({ text: '# Hi\n\n<script>alert(1)</script>' })).toEqual([]);
    expect(markdown({ text: '' })).toEqual([]);
  });

  it('names the field', () => {
    expect(markdown({})).toEqual([{ path: at('text'), message: 'Write the Markdown as text.' }]);
    expect(markdown({ text: 'x'.repeat(MARKDOWN_LIMITS.text + 1) })).toEqual([
      { path: at('text'), message: `Use at most ${MARKDOWN_LIMITS.text} characters.` },
    ]);
  });
});
