import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn, blockRegistry } from '../registry';
import { markdownBlockText } from './markdown-block';
import { markdownDocument } from './markdown-doc';

const BLOCK_ID = 'f'.repeat(24);

function renderMarkdown(text: unknown) {
  const block = { id: BLOCK_ID, type: 44, settings: { text } as Record<string, unknown> };
  return renderMarkup(<BlockView block={block} />);
}

const SOURCE = `## Opening hours

We throw **every** day, *except* ~~Mondays~~ Sundays. Bring \`clay\`.
Read [our terms](/terms) or <https://studio.example/faq>.

1. Wedge
2. Centre
   - slowly

> Patience is a glaze.

\`\`\`
kiln --cone 6
\`\`\`

---

##### Small print`;

describe('markdown block (type 44)', () => {
  it('renders headings, emphasis, links, lists, quotations and code as rich text does', () => {
    const { document } = renderMarkdown(SOURCE);
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-block-type')).toBe('44');
    expect(root.classList.contains('rich-text')).toBe(true);
    expect(root.hasAttribute('data-behaviour')).toBe(false);
    expect(root.querySelector('h2')?.textContent).toBe('Opening hours');
    expect(root.querySelector('strong')?.textContent).toBe('every');
    expect(root.querySelector('em')?.textContent).toBe('except');
    expect(root.querySelector('s')?.textContent).toBe('Mondays');
    expect(root.querySelector('p code')?.textContent).toBe('clay');
    const links = [...root.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.textContent,
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['/terms', 'our terms', null],
      ['https://studio.example/faq', 'https://studio.example/faq', 'noopener'],
    ]);
    expect([...root.querySelectorAll('ol > li')].map((li) => li.firstElementChild?.textContent)).toEqual([
      'Wedge',
      'Centre',
    ]);
    expect(root.querySelector('ol li ul li')?.textContent).toBe('slowly');
    expect(root.querySelector('blockquote p')?.textContent).toBe('Patience is a glaze.');
    expect(root.querySelector('pre code')?.textContent).toBe('kiln --cone 6');
    expect(root.querySelector('hr')).not.toBeNull();
    // Rich text's headings go down to h4.
    expect(root.querySelector('h4')?.textContent).toBe('Small print');
  });

  it('never passes HTML through, and leaves words of refused links unlinked', () => {
    const { html, document } = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> [click](javascript:alert(1)) [mail](mailto:hi@studio.example) [data](data:text/html,x) ![a kiln](https://x.example/k.png)',
    );
    expect(document.querySelector('script, img, iframe')).toBeNull();
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:hi@studio.example',
    ]);
    // A picture shows as its description: rich text has none of its own.
    expect(document.body.textContent).toContain('a kiln');
  });

  it('keeps a table’s lines as text, rich text having no tables', () => {
    const { document } = renderMarkdown('| Cone | Heat |\n|---|---|\n| 6 | 1222 °C |');
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelector('p')?.textContent).toContain('| 6 | 1222 °C |');
  });

  it('starts an ordered list where the Markdown does, and keeps hard line breaks', () => {
    expect(markdownDocument('3. three\n4. four').content?.[0]).toMatchObject({
      type: 'orderedList',
      attrs: { start: 3 },
    });
    const { document } = renderMarkdown('one  \ntwo');
    expect(document.querySelector('p')?.innerHTML).toBe('one<br>two');
  });

  it('renders nothing for no text, and gives site search the words without their marks', () => {
    for (const text of ['', '   ', undefined, 4]) expect(renderMarkdown(text).html).toBe('');
    expect(markdownBlockText({ text: SOURCE })).toBe(
      [
        'Opening hours',
        'We throw every day, except Mondays Sundays. Bring clay. Read our terms or https://studio.example/faq.',
        'Wedge',
        'Centre',
        'slowly',
        'Patience is a glaze.',
        'kiln --cone 6',
        'Small print',
      ].join('\n'),
    );
    expect(blockRegistry.get(44)?.text).toBe(markdownBlockText);
    expect(
      behavioursIn({
        sections: [{ id: 's', blocks: [{ id: BLOCK_ID, type: 44, settings: { text: SOURCE } }] }],
      }),
    ).toEqual([]);
  });

  it('bounds deep nesting instead of recursing without end', () => {
    const deep = `${'> '.repeat(500)}deep`;
    expect(() => renderMarkdown(deep)).not.toThrow();
  });
});
