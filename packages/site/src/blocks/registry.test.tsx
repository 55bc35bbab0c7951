import type { PageBlock, PageDocument } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { BlockView } from './block-view';
import { renderMarkup } from './markup.test-support';
import { type BlockEntry, type BlockRegistry, behavioursIn, blockRegistry } from './registry';

const block = (id: string, type: number): PageBlock => ({ id: id.padEnd(24, '0'), type, settings: {} });

const withBehaviours: BlockRegistry = new Map<number, BlockEntry>([
  [9, { component: ({ root }) => <form {...root} />, behaviour: 'form' }],
  [8, { component: ({ root }) => <div {...root} />, behaviour: 'gallery' }],
  [47, { component: ({ root }) => <hr {...root} /> }],
]);

describe('block registry', () => {
  it('registers the foundation blocks', () => {
    expect([...blockRegistry.keys()].sort((a, b) => a - b)).toEqual([
      1, 2, 4, 5, 8, 9, 18, 19, 21, 22, 23, 26, 31, 32, 33, 41, 43, 44, 47, 48, 51, 52, 53, 54, 60, 62, 67,
      69, 70, 71,
    ]);
  });

  it('gives the form and newsletter blocks their lazily loaded behaviours', () => {
    expect(blockRegistry.get(9)?.behaviour).toBe('form');
    expect(blockRegistry.get(51)?.behaviour).toBe('newsletter');
  });

  it('renders nothing for an unknown block type', () => {
    expect(renderMarkup(<BlockView block={block('a', 9999)} />).html).toBe('');
  });

  it('renders nothing, instead of failing the page, when a block throws', () => {
    const throwing: BlockRegistry = new Map([
      [
        1,
        {
          component: () => {
            throw new Error('broken block');
          },
        },
      ],
    ]);
    expect(renderMarkup(<BlockView block={block('a', 1)} registry={throwing} />).html).toBe('');
  });

  it('puts data-behaviour on the root of a block that has a behaviour', () => {
    const root = renderMarkup(
      <BlockView block={block('a', 9)} registry={withBehaviours} />,
    ).document.querySelector('form');
    expect(root?.getAttribute('data-behaviour')).toBe('form');
    expect(root?.getAttribute('data-block-type')).toBe('9');
  });

  it('lists each behaviour a document needs once, in order of first use', () => {
    const document: PageDocument = {
      sections: [
        { id: 's1', blocks: [block('a', 47), block('b', 8)] },
        { id: 's2', blocks: [block('c', 9), block('d', 8), block('e', 12345)] },
      ],
    };
    expect(behavioursIn(document, withBehaviours)).toEqual(['gallery', 'form']);
  });

  it('needs no behaviour for a page of foundation blocks', () => {
    const document: PageDocument = {
      sections: [{ id: 's', blocks: [2, 5, 21, 31, 33, 47, 53].map((type) => block(String(type), type)) }],
    };
    expect(behavioursIn(document)).toEqual([]);
  });

  it('tolerates a malformed document', () => {
    expect(behavioursIn({ sections: 'x' } as unknown as PageDocument, withBehaviours)).toEqual([]);
    expect(
      behavioursIn(
        { sections: [{ id: 's', blocks: [null, { type: 9 }] }] } as unknown as PageDocument,
        withBehaviours,
      ),
    ).toEqual([]);
  });
});
