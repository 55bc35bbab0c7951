import { DEFAULT_SITE_STYLES, type SiteStyles } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../blocks/markup.test-support';
import { BLOCK_ANIMATION_BEHAVIOUR, chosenBlockAnimation } from './block-animation';
import { renderSitePage } from './render-page';
import { pageInput } from './site-page.fixture';

const rising: SiteStyles = { ...DEFAULT_SITE_STYLES, animation: { effect: 'rise', speed: 'medium' } };
const main = (html: string) => parseHtml(html).querySelector('main');

describe('the block animation on a page', () => {
  it('names its behaviour on <main> of a page of blocks when the site’s styles choose one', () => {
    const page = main(renderSitePage(pageInput({ styles: rising })));
    expect(page?.getAttribute('data-behaviour')).toBe(BLOCK_ANIMATION_BEHAVIOUR);
    // With its rules in the site styles, which hide nothing before the behaviour has run.
    const styles = parseHtml(renderSitePage(pageInput({ styles: rising }))).getElementById('site-styles');
    expect(styles?.textContent).toContain('.block-animation .site-main [data-block-id]:not(.block-loaded)');
  });

  it('loads nothing without a choice, in the editor’s frame, or on a screen that is not a page of blocks', () => {
    expect(
      main(renderSitePage(pageInput({ styles: DEFAULT_SITE_STYLES })))?.hasAttribute('data-behaviour'),
    ).toBe(false);
    const editing = pageInput({
      styles: rising,
      assets: { css: '/a.css', boot: '/b.js', editorBridge: '/assets/editor-bridge.js' },
    });
    expect(main(renderSitePage(editing))?.hasAttribute('data-behaviour')).toBe(false);
    const search = pageInput({ styles: rising, body: { kind: 'search', query: 'bowl', results: [] } });
    expect(main(renderSitePage(search))?.hasAttribute('data-behaviour')).toBe(false);
  });

  it('reads none, and an effect outside the list, as no animation', () => {
    expect(chosenBlockAnimation(undefined)).toBeNull();
    expect(chosenBlockAnimation({ ...rising, animation: { effect: 'none', speed: 'slow' } })).toBeNull();
    expect(chosenBlockAnimation(rising)).toEqual({ effect: 'rise', speed: 'medium' });
  });
});
