import { describe, expect, it } from 'vitest';
import { BlockType } from '../blocks/block-types';
import { pageNeedsStylesheet } from './style-parts';

const page = (...types: number[]) => ({ kind: 'page', blockTypes: new Set(types) });

describe('which site stylesheet files a page carries', () => {
  it('gives a page document the styles of its own blocks only', () => {
    expect(pageNeedsStylesheet('blocks/gallery/gallery.css', page(BlockType.html))).toBe(false);
    expect(pageNeedsStylesheet('blocks/gallery/gallery.css', page(BlockType.gallery))).toBe(true);
    expect(pageNeedsStylesheet('widgets/lightbox/lightbox.css', page(BlockType.image))).toBe(true);
    expect(pageNeedsStylesheet('blocks/form/form.css', page(BlockType.newsletter))).toBe(true);
    expect(pageNeedsStylesheet('blocks/form/form.css', page(BlockType.quote))).toBe(false);
  });

  it('always carries the shell, the shared controls and the cookie banner', () => {
    for (const source of [
      'page/styles/tokens.css',
      'page/styles/site-header.css',
      'runtime/cookie-banner/cookie-banner.css',
    ]) {
      expect(pageNeedsStylesheet(source, page())).toBe(true);
      expect(pageNeedsStylesheet(source, { kind: 'store' })).toBe(true);
    }
  });

  it('leaves the store screens to the store, and gives rare screens everything', () => {
    expect(pageNeedsStylesheet('page/styles/store-screens.css', page(BlockType.product))).toBe(false);
    expect(pageNeedsStylesheet('page/styles/store-screens.css', { kind: 'store' })).toBe(true);
    expect(pageNeedsStylesheet('blocks/gallery/gallery.css', { kind: 'store' })).toBe(false);
    expect(pageNeedsStylesheet('blocks/gallery/gallery.css', { kind: 'not-found' })).toBe(true);
    expect(pageNeedsStylesheet('page/styles/system-pages.css', { kind: 'search' })).toBe(true);
  });

  it('carries a block file when the page cannot say what it holds', () => {
    expect(pageNeedsStylesheet('blocks/video/video.css', { kind: 'page' })).toBe(true);
  });
});
