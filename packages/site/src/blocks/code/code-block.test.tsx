import { CODE_BLOCK_LIMITS, codeDigest } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { pageNeedsStylesheet } from '../../page/style-parts';
import { BlockView } from '../block-view';
import { FormPageContext } from '../form/form-page-context';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn } from '../registry';
import { CODE_FRAME_SANDBOX } from './code-block';

const PAGE_ID = 'a'.repeat(24);
const BLOCK_ID = 'b'.repeat(24);
const HTML = '<p id="out">Hello</p><script>document.getElementById("out").textContent = "Ran"</script>';

function renderCode(settings: unknown, { lang = 'en', pageId = PAGE_ID } = {}) {
  const block = { id: BLOCK_ID, type: 23, settings: settings as Record<string, unknown> };
  return renderMarkup(
    <LocaleContext.Provider value={pageLocale(lang)}>
      <FormPageContext.Provider value={{ pageId, pagePath: '/about', pageTitle: 'About' }}>
        <BlockView block={block} />
      </FormPageContext.Provider>
    </LocaleContext.Provider>,
  );
}

describe('code block (type 23)', () => {
  it('shows the HTML in a sandboxed frame of its own address, never on the page', () => {
    const { html, document } = renderCode({ html: HTML, title: 'Opening hours', height: 320 });
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-block-type')).toBe('23');
    expect(root.getAttribute('data-behaviour')).toBe('code');
    const frame = root.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Opening hours');
    // Scripts, but no allow-same-origin: the frame's document has an opaque origin.
    expect(frame.getAttribute('sandbox')).toBe(CODE_FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    const src = new URL(frame.getAttribute('src')!, 'https://site.example');
    expect(src.pathname).toBe('/api/code-block/frame');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      page: PAGE_ID,
      block: BLOCK_ID,
      v: codeDigest(HTML),
      lang: 'en',
    });
    // The owner's HTML is nowhere in the page.
    expect(html).not.toContain('Hello');
    expect(html).not.toContain('<script');
  });

  it('reserves the owner’s height, within the bounds, so nothing moves as it loads', () => {
    const height = (settings: Record<string, unknown>) =>
      renderCode({ html: HTML, ...settings }).document.querySelector('iframe')!.style.height;
    expect(height({ height: 320 })).toBe('320px');
    expect(height({})).toBe(`${CODE_BLOCK_LIMITS.height.default}px`);
    expect(height({ height: 1 })).toBe(`${CODE_BLOCK_LIMITS.height.min}px`);
    expect(height({ height: 1e9 })).toBe(`${CODE_BLOCK_LIMITS.height.max}px`);
    expect(height({ height: 'tall' })).toBe(`${CODE_BLOCK_LIMITS.height.default}px`);
  });

  it('names the frame in the page’s language when the owner did not, and asks for that language', () => {
    const { document } = renderCode({ html: HTML }, { lang: 'fr' });
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Contenu personnalisé');
    expect(new URL(frame.getAttribute('src')!, 'https://x.example').searchParams.get('lang')).toBe('fr');
    expect(
      renderCode({ html: HTML, title: '  ' }).document.querySelector('iframe')!.getAttribute('title'),
    ).toBe('Custom content');
  });

  it('renders nothing, and loads no behaviour, without HTML or outside a page', () => {
    for (const settings of [{}, { html: '   ' }, { html: 7 }, null]) {
      expect(renderCode(settings).html).toBe('');
      expect(
        behavioursIn({
          sections: [{ id: 's', blocks: [{ id: BLOCK_ID, type: 23, settings: settings as never }] }],
        }),
      ).toEqual([]);
    }
    expect(renderCode({ html: HTML }, { pageId: '' }).html).toBe('');
    expect(
      behavioursIn({
        sections: [{ id: 's', blocks: [{ id: BLOCK_ID, type: 23, settings: { html: HTML } }] }],
      }),
    ).toEqual(['code']);
  });

  it('carries its stylesheet only on pages that hold one', () => {
    expect(pageNeedsStylesheet('blocks/code/code.css', { kind: 'page', blockTypes: new Set([23]) })).toBe(
      true,
    );
    expect(pageNeedsStylesheet('blocks/code/code.css', { kind: 'page', blockTypes: new Set([2]) })).toBe(
      false,
    );
  });
});
