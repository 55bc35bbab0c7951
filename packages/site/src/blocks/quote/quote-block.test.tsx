import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';

function renderQuote(settings: unknown) {
  const block = { id: 'eeeeeeeeeeeeeeeeeeeeeeee', type: 31, settings: settings as Record<string, unknown> };
  return renderMarkup(<BlockView block={block} />);
}

describe('quote block', () => {
  it('renders a blockquote with its source as a citation', () => {
    const { document } = renderQuote({ text: 'Less, but better.', source: 'Dieter Rams' });
    const root = document.body.firstElementChild;
    expect(root?.getAttribute('data-block-type')).toBe('31');
    expect(root?.querySelector('blockquote')?.textContent).toBe('Less, but better.');
    expect(root?.querySelector('figcaption cite')?.textContent).toBe('Dieter Rams');
  });

  it('splits paragraphs on blank lines and leaves out a missing source', () => {
    const { document } = renderQuote({ text: 'First.\n\nSecond.' });
    expect([...document.querySelectorAll('blockquote p')].map((p) => p.textContent)).toEqual([
      'First.',
      'Second.',
    ]);
    expect(document.querySelector('cite')).toBeNull();
  });

  it('escapes the quoted words', () => {
    const { document } = renderQuote({ text: '<script>alert(1)</script>' });
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('blockquote')?.textContent).toBe('<script>alert(1)</script>');
  });

  it.each([[{ text: '' }], [{ text: 42 }], [{ source: 'Nobody' }], ['quote']])(
    'renders nothing for %j',
    (settings) => {
      expect(renderQuote(settings).html).toBe('');
    },
  );
});
