import { describe, expect, it } from 'vitest';
import { parseHtml } from '../blocks/markup.test-support';
import { renderSitePage } from './render-page';
import { pageInput } from './site-page.fixture';

const quote = (id: string, column?: number) => ({
  id: id.repeat(24),
  type: 31,
  settings: { text: `Quote ${id}` },
  ...(column === undefined ? {} : { column }),
});

const render = (section: object) =>
  parseHtml(
    renderSitePage(
      pageInput({
        body: { kind: 'page', document: { sections: [{ id: 'f'.repeat(24), ...section }] as never } },
      }),
    ),
  );

describe('page sections', () => {
  it('puts the blocks of a two-column section side by side in their columns, in order', () => {
    const doc = render({
      layout: { columns: 2 },
      blocks: [quote('a'), quote('b', 1), quote('c'), quote('d', 3)],
    });
    const grid = doc.querySelector('.page-section__grid--2');
    expect(grid).not.toBeNull();
    const columns = [...doc.querySelectorAll('.page-section__column')].map((c) => c.textContent);
    expect(columns).toEqual(['Quote aQuote c', 'Quote bQuote d']);
  });

  it('renders one plain column, and the box classes and colour of the layout', () => {
    const doc = render({
      layout: { background: { color: '#A0B1C2' }, height: 'large', padding: 'none' },
      blocks: [quote('a')],
    });
    const section = doc.querySelector('section.page-section')!;
    expect(doc.querySelector('.page-section__grid')).toBeNull();
    expect(section.className).toBe(
      'page-section page-section--height-large page-section--padding-none page-section--filled',
    );
    expect(section.getAttribute('style')).toBe('background-color:#a0b1c2');
  });

  it('ignores a stored colour or height that is not one of ours', () => {
    const doc = render({
      layout: { background: { color: 'red;}body{display:none' }, height: 'huge' },
      blocks: [quote('a')],
    });
    const section = doc.querySelector('section.page-section')!;
    expect(section.getAttribute('style')).toBeNull();
    expect(section.className).toBe('page-section');
  });
});
