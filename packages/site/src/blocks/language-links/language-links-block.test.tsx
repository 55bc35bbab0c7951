import { describe, expect, it } from 'vitest';
import type { LanguageLink } from '../../page/site-page-input';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { OWNER_PREVIEW, ProductContext } from '../product/product-context';
import { LanguageLinksContext } from './language-links-context';

const block = { id: 'eeeeeeeeeeeeeeeeeeeeeeee', type: 1, settings: { show: 'languages' } };
const LINKS: LanguageLink[] = [
  { tag: 'en-US', name: 'English', path: '/about', current: false },
  { tag: 'fr', name: 'Français', path: '/fr/a-propos', current: true },
];

const render = (links: LanguageLink[], preview = false, settings: Record<string, unknown> = block.settings) =>
  renderMarkup(
    <ProductContext.Provider value={preview ? { [OWNER_PREVIEW]: true } : {}}>
      <LanguageLinksContext.Provider value={links}>
        <BlockView block={{ ...block, settings }} />
      </LanguageLinksContext.Provider>
    </ProductContext.Provider>,
  ).document;

describe('the language links block', () => {
  it('links this page in each language, named in itself, the current one marked', () => {
    const nav = render(LINKS).querySelector('div.block-language-links')!;
    expect(nav.getAttribute('data-block-type')).toBe('1');
    expect(nav.querySelector('ul')?.getAttribute('aria-label')).toBe('Language');
    const links = [...nav.querySelectorAll('a')].map((a) => ({
      href: a.getAttribute('href'),
      hreflang: a.getAttribute('hreflang'),
      lang: a.getAttribute('lang'),
      current: a.getAttribute('aria-current'),
      text: a.textContent,
    }));
    expect(links).toEqual([
      { href: '/about', hreflang: 'en-US', lang: 'en-US', current: null, text: 'English' },
      { href: '/fr/a-propos', hreflang: 'fr', lang: 'fr', current: 'true', text: 'Français' },
    ]);
  });

  it('shows visitors nothing while the site has one language, and tells the owner why', () => {
    const one = [LINKS[0]!];
    expect(render(one).querySelector('.block-language-links')).toBeNull();
    expect(render(one, true).querySelector('.block-language-links--placeholder')?.textContent).toContain(
      'second published language',
    );
  });

  it('renders nothing for a navigation block that asks for something else', () => {
    expect(render(LINKS, false, { show: 'pages' }).querySelector('.block-language-links')).toBeNull();
  });
});
