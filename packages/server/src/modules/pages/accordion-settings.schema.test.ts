import { ACCORDION_LIMITS, paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { parseInput } from '#platform/errors/validation';
import { PageDocumentSchema, SaveDraft } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const item = (n: number, title = `Question ${n}`) => ({
  id: `q${n}`,
  title,
  body: paragraphDoc(`Answer ${n}.`),
});
const withBlock = (settings: unknown) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type: 69, settings }] }],
});
const at = (path: string) => `sections.0.blocks.0.settings${path ? `.${path}` : ''}`;

function problems(settings: unknown) {
  const result = PageDocumentSchema.safeParse(withBlock(settings));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('an accordion block’s settings (block type 69)', () => {
  it('keeps items with rich-text bodies and both switches, and an item whose title is still empty', () => {
    const settings = { items: [item(1), item(2, '')], openFirst: true, allowMany: false };
    expect(problems(settings)).toEqual([]);
    expect(PageDocumentSchema.parse(withBlock(settings)).sections[0]!.blocks[0]!.settings).toEqual(settings);
    expect(problems({ items: [] })).toEqual([]);
  });

  it(`holds at most ${ACCORDION_LIMITS.items} items and ${ACCORDION_LIMITS.title} characters a title, saying so`, () => {
    const many = Array.from({ length: ACCORDION_LIMITS.items }, (_, i) => item(i));
    expect(problems({ items: many })).toEqual([]);
    expect(problems({ items: [...many, item(99)] })).toEqual([
      { path: at('items'), message: 'An accordion holds at most 50 items.' },
    ]);
    expect(problems({ items: [item(1, 'x'.repeat(200))] })).toEqual([]);
    expect(problems({ items: [item(1, 'x'.repeat(201))] })).toEqual([
      { path: at('items.0.title'), message: 'A title holds at most 200 characters.' },
    ]);
  });

  it('names the field and says what is wrong for each wrong type', () => {
    expect(problems({})).toEqual([{ path: at('items'), message: 'Give the items as a list.' }]);
    expect(problems({ items: 'faq' })).toEqual([{ path: at('items'), message: 'Give the items as a list.' }]);
    expect(problems({ items: [null] })).toEqual([
      { path: at('items.0'), message: 'Each item is a title and its text.' },
    ]);
    expect(problems({ items: [{ ...item(1), title: 7 }] })).toEqual([
      { path: at('items.0.title'), message: 'Write the title as text.' },
    ]);
    expect(problems({ items: [{ ...item(1), body: 'Plain words' }] })).toEqual([
      { path: at('items.0.body'), message: 'Write the text as a rich-text document.' },
    ]);
    expect(problems({ items: [{ ...item(1), id: '../x' }] })).toEqual([
      { path: at('items.0.id'), message: 'Not an item id.' },
    ]);
    expect(problems({ items: [item(1), item(1)] })).toEqual([
      { path: at('items.1.id'), message: 'This item id is used twice.' },
    ]);
    expect(problems({ items: [], openFirst: 'yes' })).toEqual([
      { path: at('openFirst'), message: 'Use true or false.' },
    ]);
    expect(problems({ items: [], allowMany: 1 })[0]?.path).toBe(at('allowMany'));
    // A body that is an object but no document is bounded like a text block's.
    expect(problems({ items: [{ ...item(1), body: { content: 'x' } }] })[0]?.path).toMatch(
      /^sections\.0\.blocks\.0\.settings\.items\.0\.body/,
    );
  });

  it('answers a bad accordion as invalid input naming the field, never a crash', () => {
    const attempt = () =>
      parseInput(SaveDraft, { document: withBlock({ items: [item(1, 'x'.repeat(201))] }), revision: 1 });
    expect(attempt).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    try {
      attempt();
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        [`document.${at('items.0.title')}`]: 'A title holds at most 200 characters.',
      });
    }
  });
});
