import { paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { pageNeedsStylesheet } from '../../page/style-parts';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn, blockRegistry } from '../registry';
import { accordionBlockText } from './accordion-block';

const BLOCK_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const ITEMS = [
  { id: 'a1', title: 'Do you run classes?', body: paragraphDoc('Every Tuesday evening.') },
  { id: 'a2', title: 'Do you ship?', body: paragraphDoc('Across Europe, in recycled paper.') },
];

function renderAccordion(settings: unknown) {
  const block = { id: BLOCK_ID, type: 69, settings: settings as Record<string, unknown> };
  return renderMarkup(<BlockView block={block} />);
}

describe('accordion block', () => {
  it('renders each item as a details element, its title a heading inside the summary', () => {
    const { document } = renderAccordion({ items: ITEMS });
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-block-type')).toBe('69');
    expect(root.getAttribute('data-behaviour')).toBe('accordion');
    const items = [...root.querySelectorAll('details')];
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.querySelector(':scope > summary > h3')?.textContent)).toEqual([
      'Do you run classes?',
      'Do you ship?',
    ]);
    expect(items[1]!.querySelector('.block-accordion__body p')?.textContent).toBe(
      'Across Europe, in recycled paper.',
    );
    // Closed unless openFirst says otherwise: the browser opens them natively, without the behaviour.
    expect(items.some((item) => item.hasAttribute('open'))).toBe(false);
  });

  it('opens the first item when openFirst is set', () => {
    const { document } = renderAccordion({ items: ITEMS, openFirst: true });
    expect([...document.querySelectorAll('details')].map((item) => item.hasAttribute('open'))).toEqual([
      true,
      false,
    ]);
  });

  it('groups the items under one name unless several may be open, so browsers keep one open without JavaScript', () => {
    const one = renderAccordion({ items: ITEMS }).document;
    expect([...one.querySelectorAll('details')].map((item) => item.getAttribute('name'))).toEqual([
      `accordion-${BLOCK_ID}`,
      `accordion-${BLOCK_ID}`,
    ]);
    expect(one.body.firstElementChild?.hasAttribute('data-allow-many')).toBe(false);
    const many = renderAccordion({ items: ITEMS, allowMany: true }).document;
    expect(many.querySelector('details')?.hasAttribute('name')).toBe(false);
    expect(many.body.firstElementChild?.getAttribute('data-allow-many')).toBe('true');
  });

  it('escapes titles, leaves out items without one and shows a title without a body', () => {
    const { document } = renderAccordion({
      items: [{ id: 'x', title: '<img src=x onerror=alert(1)>' }, { id: 'y', title: '  ' }, 'item'],
    });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelectorAll('details')).toHaveLength(1);
    expect(document.querySelector('summary')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('.block-accordion__body')).toBeNull();
  });

  it.each([[{}], [{ items: [] }], [{ items: 'faq' }], ['accordion'], [{ items: [{ title: '' }] }]])(
    'renders nothing for %j',
    (settings) => {
      expect(renderAccordion(settings).html).toBe('');
    },
  );

  it('gives site search every title and body, closed or open', () => {
    expect(accordionBlockText({ items: ITEMS })).toBe(
      'Do you run classes?\nEvery Tuesday evening.\nDo you ship?\nAcross Europe, in recycled paper.',
    );
    expect(blockRegistry.get(69)?.text?.({ items: ITEMS })).toContain('recycled paper');
    expect(accordionBlockText(null)).toBe('');
  });

  it('loads its behaviour and its styles only on pages that hold one', () => {
    const page = (type: number) => ({
      sections: [{ id: 'd'.repeat(24), blocks: [{ id: BLOCK_ID, type, settings: { items: ITEMS } }] }],
    });
    expect(behavioursIn(page(69))).toEqual(['accordion']);
    expect(behavioursIn(page(31))).toEqual([]);
    const css = 'blocks/accordion/accordion.css';
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([69]) })).toBe(true);
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([31]) })).toBe(false);
  });
});
