import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn } from '../registry';

const ID = 'cccccccccccccccccccccccc';
const image = (settings: Record<string, unknown>) => ({ id: ID, type: 5, settings });

describe('image block in the lightbox', () => {
  it('makes the image an opener and loads the behaviour only when the owner turned it on', () => {
    const on = renderMarkup(
      <BlockView block={image({ src: '/a.jpg', alt: 'A', lightbox: true })} />,
    ).document;
    const img = on.querySelector('img');
    expect(img?.getAttribute('data-behaviour')).toBe('image-lightbox');
    expect(img?.getAttribute('role')).toBe('button');
    expect(img?.getAttribute('tabindex')).toBe('0');
    const off = renderMarkup(<BlockView block={image({ src: '/a.jpg', alt: 'A' })} />).document;
    expect(off.querySelector('img')?.hasAttribute('data-behaviour')).toBe(false);
    const section = (settings: Record<string, unknown>) => ({
      sections: [{ id: ID, blocks: [image(settings)] }],
    });
    expect(behavioursIn(section({ src: '/a.jpg', alt: '', lightbox: true }))).toEqual(['image-lightbox']);
    expect(behavioursIn(section({ src: '/a.jpg', alt: '' }))).toEqual([]);
  });

  it('keeps a linked image a link', () => {
    const linked = renderMarkup(
      <BlockView block={image({ src: '/a.jpg', alt: 'A', lightbox: true, link: '/shop' })} />,
    ).document;
    expect(linked.querySelector('img')?.hasAttribute('data-behaviour')).toBe(false);
  });
});
