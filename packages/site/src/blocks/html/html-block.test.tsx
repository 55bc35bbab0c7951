import type { PageBlock, ProseMirrorNode } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';

const ID = '0123456789abcdef01234567';

function renderDoc(doc: unknown) {
  const block: PageBlock = { id: ID, type: 2, settings: { doc } };
  return renderMarkup(<BlockView block={block} />);
}

function doc(...content: ProseMirrorNode[]): ProseMirrorNode {
  return { type: 'doc', content };
}

function text(value: string, marks?: ProseMirrorNode['marks']): ProseMirrorNode {
  return { type: 'text', text: value, marks };
}

function paragraphWithLink(href: string, attrs: Record<string, unknown> = {}): ProseMirrorNode {
  return { type: 'paragraph', content: [text('Visit', [{ type: 'link', attrs: { href, ...attrs } }])] };
}

describe('html block', () => {
  it('marks its root with the block type and id', () => {
    const root = renderDoc(doc({ type: 'paragraph', content: [text('Hello')] })).document.body
      .firstElementChild;
    expect(root?.getAttribute('data-block-type')).toBe('2');
    expect(root?.getAttribute('data-block-id')).toBe(ID);
    expect(root?.hasAttribute('data-behaviour')).toBe(false);
    expect(root?.querySelector('p')?.textContent).toBe('Hello');
  });

  it('renders headings 1 to 4, keeping out-of-range levels within them', () => {
    const { document } = renderDoc(
      doc(
        ...[1, 2, 3, 4, 6].map((level) => ({
          type: 'heading',
          attrs: { level },
          content: [text(`Level ${level}`)],
        })),
      ),
    );
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    expect(headings.map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H1:Level 1',
      'H2:Level 2',
      'H3:Level 3',
      'H4:Level 4',
      'H4:Level 6',
    ]);
  });

  it('renders lists, quotes, breaks and rules', () => {
    const item = (value: string): ProseMirrorNode => ({
      type: 'listItem',
      content: [{ type: 'paragraph', content: [text(value)] }],
    });
    const { document } = renderDoc(
      doc(
        { type: 'bulletList', content: [item('One'), item('Two')] },
        { type: 'orderedList', attrs: { start: 3 }, content: [item('Three')] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Wise words')] }] },
        { type: 'paragraph', content: [text('Line one'), { type: 'hardBreak' }, text('Line two')] },
        { type: 'horizontalRule' },
      ),
    );
    expect([...document.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(document.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(document.querySelector('blockquote')?.textContent).toBe('Wise words');
    expect(document.querySelector('p br')).not.toBeNull();
    expect(document.querySelector('hr')).not.toBeNull();
  });

  it('renders marks as elements, nested in order', () => {
    const { document } = renderDoc(
      doc({
        type: 'paragraph',
        content: [
          text('bold', [{ type: 'bold' }]),
          text('italic', [{ type: 'italic' }]),
          text('code', [{ type: 'code' }]),
          text('gone', [{ type: 'strike' }]),
          text('both', [{ type: 'bold' }, { type: 'italic' }]),
        ],
      }),
    );
    expect(document.querySelector('strong')?.textContent).toBe('bold');
    expect(document.querySelector('em')?.textContent).toBe('italic');
    expect(document.querySelector('code')?.textContent).toBe('code');
    expect(document.querySelector('s')?.textContent).toBe('gone');
    expect(document.querySelector('strong > em')?.textContent).toBe('both');
  });

  it('never passes text through as HTML', () => {
    const { html, document } = renderDoc(
      doc({ type: 'paragraph', content: [text('<img src=x onerror=alert(1)>')] }),
    );
    expect(document.querySelector('img')).toBeNull();
    expect(html).toContain('&lt;img');
  });

  it('links safe addresses and marks external ones noopener', () => {
    const { document } = renderDoc(
      doc(paragraphWithLink('https://example.com'), paragraphWithLink('/about'), paragraphWithLink('#top')),
    );
    const links = [...document.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com', '/about', '#top']);
    expect(links.map((a) => a.getAttribute('rel'))).toEqual(['noopener', null, null]);
  });

  it('opens links marked for a new window with noopener', () => {
    const { document } = renderDoc(doc(paragraphWithLink('/shop', { target: '_blank' })));
    const link = document.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'drops a %s link to plain text',
    (href) => {
      const { html, document } = renderDoc(doc(paragraphWithLink(href)));
      expect(document.querySelector('a')).toBeNull();
      expect(document.querySelector('p')?.textContent).toBe('Visit');
      expect(html.toLowerCase()).not.toContain(href.slice(0, 8).toLowerCase());
    },
  );

  it('keeps the text of nodes it does not know', () => {
    const { document } = renderDoc(doc({ type: 'callout', content: [text('Still here')] }));
    expect(document.body.textContent).toContain('Still here');
  });

  it.each([
    ['no settings doc', undefined],
    ['a string', '<p>hi</p>'],
    ['a node that is not a doc', { type: 'paragraph', content: [] }],
  ])('renders nothing for %s', (_name, value) => {
    expect(renderDoc(value).html).toBe('');
  });

  it('skips malformed nodes and keeps the rest of the document', () => {
    const malformed = {
      type: 'doc',
      content: [
        null,
        7,
        { type: 'paragraph', content: 'nope', marks: 'x' },
        { type: 'text', text: 5 },
        { type: 'heading', attrs: { level: 'big' } },
        { type: 'paragraph', content: [{ type: 'text', text: 'Kept', marks: [null, { type: 'link' }] }] },
      ],
    };
    const { document } = renderDoc(malformed);
    expect(document.body.textContent).toBe('Kept');
    expect(document.querySelector('h2')).not.toBeNull();
  });

  it('cuts an absurdly nested document short but still renders its outer part', () => {
    let node: ProseMirrorNode = text('deep');
    for (let i = 0; i < 100_000; i++) node = { type: 'blockquote', content: [node] };
    const { document } = renderDoc(doc(node));
    expect(document.querySelector('[data-block-id] > blockquote')).not.toBeNull();
  });
});
