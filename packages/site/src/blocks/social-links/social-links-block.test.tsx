import { describe, expect, it } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { pageNeedsStylesheet } from '../../page/style-parts';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn, blockRegistry } from '../registry';
import { SOCIAL_BLOCK_ID, SOCIAL_SETTINGS } from './social-links.test-support';

function renderSocial(settings: unknown, type = 54, tag = 'en') {
  const block = { id: SOCIAL_BLOCK_ID, type, settings: settings as Record<string, unknown> };
  return renderMarkup(
    <LocaleContext.Provider value={pageLocale(tag)}>
      <BlockView block={block} />
    </LocaleContext.Provider>,
  );
}

const links = (document: ReturnType<typeof renderSocial>['document']) => [
  ...document.querySelectorAll('a.block-social__link'),
];

describe('social links block', () => {
  it('renders each link with its accessible name, rel="me noopener", a new tab for web addresses', () => {
    const { document } = renderSocial(SOCIAL_SETTINGS);
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-block-type')).toBe('54');
    expect(root.getAttribute('data-behaviour')).toBe('social-share');
    const found = links(document);
    expect(found.map((a) => a.getAttribute('aria-label'))).toEqual(['Instagram', 'Our Mastodon', 'Email']);
    expect(found.map((a) => a.getAttribute('href'))).toEqual([
      // The follow link made from a username attribute (spec 001 §2).
      'https://www.instagram.com/riverside.studio',
      'https://mastodon.social/@riverside',
      'mailto:hello@riverside.example',
    ]);
    expect(found.every((a) => a.getAttribute('rel') === 'me noopener')).toBe(true);
    expect(found.map((a) => a.getAttribute('target'))).toEqual(['_blank', '_blank', null]);
    // Each glyph is inline SVG, decorative: no icon font, no picture fetched.
    expect(found.every((a) => a.querySelector('svg[aria-hidden="true"] path'))).toBe(true);
    expect(document.querySelector('img, link, script, [src]')).toBeNull();
  });

  it('shows the names beside or instead of the glyphs by its style, and sizes by its size', () => {
    const both = renderSocial({ ...SOCIAL_SETTINGS, style: 'icons-and-names', size: 'large' }).document;
    const first = links(both)[0]!;
    expect(first.hasAttribute('aria-label')).toBe(false);
    expect(first.querySelector('.block-social__name')?.textContent).toBe('Instagram');
    expect(first.querySelector('svg')).not.toBeNull();
    expect(both.body.firstElementChild?.className).toContain('block-social--large');
    const names = renderSocial({ ...SOCIAL_SETTINGS, style: 'names' }).document;
    expect(links(names)[1]!.textContent).toBe('Our Mastodon');
    expect(links(names)[1]!.querySelector('svg')).toBeNull();
  });

  it('renders the same block for types 19, 48 and 54', () => {
    for (const type of [19, 48, 54]) {
      expect(links(renderSocial(SOCIAL_SETTINGS, type).document)).toHaveLength(3);
      expect(blockRegistry.get(type)?.component).toBe(blockRegistry.get(54)?.component);
    }
  });

  it('leaves out unsafe or unknown links, and holds at most 20', () => {
    const { document } = renderSocial({
      links: [
        { id: 'a', network: 'x', url: 'javascript:alert(1)' },
        { id: 'b', network: 'x', url: 'http://x.com/studio' },
        { id: 'c', network: 'myspace', username: 'studio' },
        { id: 'd', network: 'website', username: 'studio' },
        { id: 'e', network: 'github', username: '../admin' },
        { id: 'f', network: 'x', username: 'studio', label: '<b>X</b>' },
      ],
    });
    expect(links(document).map((a) => a.getAttribute('href'))).toEqual(['https://x.com/studio']);
    expect(links(document)[0]!.getAttribute('aria-label')).toBe('<b>X</b>');
    const many = Array.from({ length: 25 }, (_, n) => ({
      id: `l${n}`,
      network: 'github',
      username: `u${n}`,
    }));
    expect(links(renderSocial({ links: many }).document)).toHaveLength(20);
  });

  it('has a Share button hidden until its behaviour starts, in the page’s language, and no script without it', () => {
    const { document } = renderSocial(SOCIAL_SETTINGS, 54, 'fr');
    const button = document.querySelector('button.block-social__share-button')!;
    expect(button.hasAttribute('hidden')).toBe(true);
    expect(button.textContent).toBe('Partager');
    expect(button.getAttribute('data-share-copy')).toBe('Copier le lien');
    const quiet = renderSocial({ ...SOCIAL_SETTINGS, share: false, style: 'names' }).document;
    expect(quiet.querySelector('button')).toBeNull();
    expect(quiet.body.firstElementChild?.hasAttribute('data-behaviour')).toBe(false);
  });

  it.each([[{}], [{ links: [] }], [{ links: 'instagram' }], ['links'], [{ links: [{ network: 'x' }] }]])(
    'renders nothing for %j',
    (settings) => {
      expect(renderSocial(settings).html).toBe('');
    },
  );

  it('gives site search the links’ names, and loads its script and styles only where needed', () => {
    expect(blockRegistry.get(19)?.text?.(SOCIAL_SETTINGS)).toBe('Instagram\nOur Mastodon\nEmail');
    const page = (settings: unknown, type = 54) => ({
      sections: [
        { id: 'd'.repeat(24), blocks: [{ id: SOCIAL_BLOCK_ID, type, settings: settings as never }] },
      ],
    });
    expect(behavioursIn(page(SOCIAL_SETTINGS))).toEqual(['social-share']);
    expect(behavioursIn(page(SOCIAL_SETTINGS, 48))).toEqual(['social-share']);
    // Glyphs alone: the script names them in tooltips; names shown and no Share button: no script.
    expect(behavioursIn(page({ ...SOCIAL_SETTINGS, share: false }))).toEqual(['social-share']);
    expect(behavioursIn(page({ ...SOCIAL_SETTINGS, share: false, style: 'names' }))).toEqual([]);
    expect(behavioursIn(page({ ...SOCIAL_SETTINGS, share: false, style: 'icons-and-names' }))).toEqual([]);
    const css = 'blocks/social-links/social-links.css';
    for (const type of [19, 48, 54])
      expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([type]) })).toBe(true);
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([31]) })).toBe(false);
  });
});
