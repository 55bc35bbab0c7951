import { headingDoc, type PageDocument, paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { documentText, snippetAround } from './document-text';

const id = (n: number) => String(n).padStart(24, '0');

describe('documentText', () => {
  it('collects the visible words of each block in order', () => {
    const document: PageDocument = {
      sections: [
        {
          id: 's1',
          blocks: [
            { id: id(1), type: 2, settings: { doc: headingDoc('Our bakery', 1) } },
            {
              id: id(2),
              type: 2,
              settings: { doc: paragraphDoc('Fresh bread  daily.', 'Open at   seven.') },
            },
            {
              id: id(3),
              type: 5,
              settings: { src: '/a.jpg', alt: 'Loaves on a shelf', caption: 'Sourdough' },
            },
            { id: id(4), type: 21, settings: { height: 40 } },
          ],
        },
        {
          id: 's2',
          blocks: [
            { id: id(5), type: 31, settings: { text: 'Best rye in town.', source: 'A neighbour' } },
            { id: id(6), type: 53, settings: { label: 'Order now', href: '/order', size: 'small' } },
            { id: id(7), type: 33, settings: { placeholder: 'Search the menu' } },
            { id: id(8), type: 47, settings: {} },
          ],
        },
      ],
    };
    expect(documentText(document)).toBe(
      [
        'Our bakery',
        'Fresh bread daily.',
        'Open at seven.',
        'Sourdough',
        'Best rye in town.',
        'A neighbour',
        'Order now',
      ].join('\n'),
    );
  });

  it('reads rich text across lists, quotes and line breaks', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rye' }] }] },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Spelt' }] }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Line', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'break' },
          ],
        },
      ],
    };
    const document: PageDocument = {
      sections: [{ id: 's', blocks: [{ id: id(1), type: 2, settings: { doc } }] }],
    };
    expect(documentText(document)).toBe('Rye\nSpelt\nLine break');
  });

  it('leaves out unknown and malformed blocks', () => {
    const document = {
      sections: [
        {
          id: 's',
          blocks: [
            { id: id(1), type: 999, settings: { text: 'hidden' } },
            { id: id(2), type: 31, settings: 'not settings' },
            { id: id(3), type: 2, settings: { doc: paragraphDoc('Shown') } },
            null,
          ],
        },
      ],
    } as unknown as PageDocument;
    expect(documentText(document)).toBe('Shown');
  });
});

describe('snippetAround', () => {
  const words = Array.from({ length: 80 }, (_, i) => `word${i}`);
  const long = `${words.slice(0, 40).join(' ')} Croissant ${words.slice(40).join(' ')}`;

  it('returns short text whole', () => {
    expect(snippetAround('  Fresh   bread daily. ', 'bread')).toBe('Fresh bread daily.');
  });

  it('centres on the query, case-insensitively, cut at word boundaries', () => {
    const snippet = snippetAround(long, 'croissant', 60);
    expect(snippet).toContain('Croissant');
    expect(snippet.startsWith('…word')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(62);
    const inner = snippet.slice(1, -1);
    expect(long).toContain(inner);
    expect(inner.split(' ').every((w) => words.includes(w) || w === 'Croissant')).toBe(true);
  });

  it('falls back to a word of the query when the phrase does not occur', () => {
    expect(snippetAround(long, 'almond croissant', 60)).toContain('Croissant');
  });

  it('starts at the beginning when nothing matches', () => {
    const snippet = snippetAround(long, 'baguette', 60);
    expect(snippet.startsWith('word0 ')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
  });

  it('finds the match after characters whose lower case is longer', () => {
    const text = `${'İ'.repeat(100)} ${'x '.repeat(100)}target ${'y '.repeat(100)}`;
    expect(snippetAround(text, 'TARGET', 40)).toContain('target');
  });
});
