import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function renderImage(settings: unknown) {
  return renderMarkup(
    <BlockView block={{ id: ID, type: 5, settings: settings as Record<string, unknown> }} />,
  );
}

describe('image block', () => {
  it('renders a lazy figure with its size, alt and caption', () => {
    const { document } = renderImage({
      src: '/files/harbour.jpg',
      alt: 'Boats in the harbour',
      width: 1200,
      height: 800,
      caption: 'Morning light',
    });
    const figure = document.querySelector('figure');
    const img = figure?.querySelector('img');
    expect(figure?.getAttribute('data-block-type')).toBe('5');
    expect(figure?.getAttribute('data-block-id')).toBe(ID);
    expect(img?.getAttribute('src')).toBe('/files/harbour.jpg');
    expect(img?.getAttribute('alt')).toBe('Boats in the harbour');
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('height')).toBe('800');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(figure?.querySelector('figcaption')?.textContent).toBe('Morning light');
    expect(figure?.querySelector('a')).toBeNull();
  });

  it('keeps an empty alt for a decorative image and leaves out what is not given', () => {
    const { document } = renderImage({ src: 'https://cdn.example.com/a.png', alt: '' });
    const img = document.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.hasAttribute('width')).toBe(false);
    expect(document.querySelector('figcaption')).toBeNull();
  });

  it('wraps the image in its click-through link', () => {
    const { document } = renderImage({ src: '/a.jpg', alt: 'A', link: 'https://example.com/more' });
    const link = document.querySelector('figure a');
    expect(link?.getAttribute('href')).toBe('https://example.com/more');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(link?.querySelector('img')).not.toBeNull();
  });

  it('drops an unsafe click-through link but keeps the image', () => {
    const { html, document } = renderImage({ src: '/a.jpg', alt: 'A', link: 'javascript:alert(1)' });
    expect(document.querySelector('a')).toBeNull();
    expect(document.querySelector('img')).not.toBeNull();
    expect(html).not.toContain('javascript');
  });

  it.each([
    ['no source', { alt: 'x' }],
    ['a javascript: source', { src: 'javascript:alert(1)', alt: 'x' }],
    ['a data: source', { src: 'data:image/svg+xml,<svg/>', alt: 'x' }],
    ['settings that are not an object', 'image.jpg'],
    ['null settings', null],
  ])('renders nothing for %s', (_name, settings) => {
    expect(renderImage(settings).html).toBe('');
  });
});
