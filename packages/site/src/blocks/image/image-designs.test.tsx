import { BlockVariant, paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { blockRegistry } from '../registry';
import { imageBlockText } from './image-block';
import { MediaContext, mediaRenderState, type RenderMedia } from './media-context';

const ID = 'dddddddddddddddddddddddd';
const MEDIA = 'a'.repeat(24);
const photo: RenderMedia = {
  id: MEDIA,
  kind: 'image',
  mimeType: 'image/jpeg',
  url: `/media/${'ab'.repeat(32)}/`,
  width: 1600,
  height: 1000,
  animated: false,
  fallback: 'jpeg',
  placeholderUrl: '',
  alt: 'Library alt',
  caption: 'Library caption',
  focalPoint: { x: 0.5, y: 0.5 },
};

const WORDS = {
  title: 'Every piece starts here',
  text: paragraphDoc('Thrown, trimmed and fired twice.', 'Glazed by hand.'),
  buttonLabel: 'Book a class',
  buttonLink: '/classes',
};

function render(settings: Record<string, unknown>) {
  const { document, html } = renderMarkup(
    <MediaContext.Provider value={mediaRenderState({ [MEDIA]: photo })}>
      <BlockView
        block={{ id: ID, type: 5, settings: { mediaId: MEDIA, alt: 'Bowls drying', ...settings } }}
      />
    </MediaContext.Provider>,
  );
  const figure = document.querySelector('figure');
  return { document, html, figure };
}

describe('the image block’s designs', () => {
  it('keeps a block without a design inline: the picture and its caption, no title, text or button', () => {
    const { figure } = render({ caption: 'On the bench', ...WORDS });
    expect(figure?.className).toBe('block block-image block-image--inline');
    expect(figure?.querySelector('figcaption')?.className).toBe('block-image__caption');
    expect(figure?.querySelector('figcaption')?.textContent).toBe('On the bench');
    expect(figure?.querySelector('h2')).toBeNull();
    expect(figure?.querySelector('.button')).toBeNull();
  });

  it.each([
    [BlockVariant.imagePoster, 'poster'],
    [BlockVariant.imageCard, 'card'],
    [BlockVariant.imageOverlap, 'overlap'],
    [BlockVariant.imageCollage, 'collage'],
    [BlockVariant.imageStack, 'stack'],
  ])('renders variant %d (%s) as the picture and its words: title, text and button', (variant, name) => {
    const { figure } = render({ variant, caption: 'Not shown beside a text', ...WORDS });
    expect(figure?.className).toBe(`block block-image block-image--${name}`);
    // The picture first, its words after it in reading order, as the figure's caption.
    const body = figure?.querySelector('.block-image__body');
    expect([...(body?.children ?? [])].map((child) => child.className)).toEqual([
      'block-image__frame',
      'block-image__content',
    ]);
    const content = figure?.querySelector('figcaption.block-image__content');
    expect(content?.querySelector('h2.block-image__title')?.textContent).toBe('Every piece starts here');
    expect([...(content?.querySelectorAll('.block-image__text p') ?? [])].map((p) => p.textContent)).toEqual([
      'Thrown, trimmed and fired twice.',
      'Glazed by hand.',
    ]);
    const button = content?.querySelector('a.button');
    expect(button?.textContent).toBe('Book a class');
    expect(button?.getAttribute('href')).toBe('/classes');
    expect(content?.textContent).not.toContain('Not shown');
    // Width and height reserve the picture's box: nothing shifts when it arrives.
    const img = figure?.querySelector('img');
    expect(img?.getAttribute('width')).toBe('1600');
    expect(img?.getAttribute('height')).toBe('1000');
    expect(img?.getAttribute('srcset')).toContain('1000w');
  });

  it('crops a poster’s picture to cover its frame, with the image loader, and keeps its link', () => {
    const { figure, document } = render({ variant: BlockVariant.imagePoster, link: '/work', ...WORDS });
    const img = figure?.querySelector('.block-image__frame a.block-image__link img');
    expect(img?.getAttribute('style')).toContain('object-fit:cover');
    expect(document.querySelector('picture')?.getAttribute('data-behaviour')).toBe('image-loader');
    expect(figure?.querySelector('.block-image__link')?.getAttribute('href')).toBe('/work');
  });

  it('keeps the lightbox on a designed picture', () => {
    const { figure } = render({ variant: BlockVariant.imageCard, lightbox: true, ...WORDS });
    expect(figure?.querySelector('img')?.getAttribute('data-behaviour')).toBe('image-lightbox');
    expect(blockRegistry.get(5)?.behaviourFor?.({ mediaId: MEDIA, lightbox: true, variant: 1014 })).toEqual([
      'image-lightbox',
    ]);
  });

  it('leaves out a button without a label or with an unsafe link, and an empty text', () => {
    const { figure } = render({
      variant: BlockVariant.imageStack,
      title: 'Just a title',
      text: paragraphDoc(''),
      buttonLabel: 'Go',
      buttonLink: 'javascript:alert(1)',
    });
    expect(figure?.querySelector('.block-image__content')?.innerHTML).toBe(
      '<h2 class="block-image__title">Just a title</h2>',
    );
    const unlabelled = render({ variant: BlockVariant.imageStack, title: 'T', buttonLink: '/classes' });
    expect(unlabelled.figure?.querySelector('a')).toBeNull();
  });

  it('shows the caption in the text’s place for a design chosen before it had words', () => {
    const { figure } = render({ variant: BlockVariant.imageCard, caption: 'The team' });
    expect(figure?.querySelector('.block-image__content p')?.textContent).toBe('The team');
    const library = render({ variant: BlockVariant.imageCollage });
    expect(library.figure?.querySelector('.block-image__content')?.textContent).toBe('Library caption');
    // Nothing at all to say: no empty caption box.
    const bare = renderMarkup(
      <BlockView block={{ id: ID, type: 5, settings: { src: '/a.jpg', alt: '', variant: 1017 } }} />,
    );
    expect(bare.document.querySelector('figure')?.className).toBe('block block-image block-image--stack');
    expect(bare.document.querySelector('figcaption')).toBeNull();
  });

  it('gives site search the design’s words, or the caption inline', () => {
    expect(imageBlockText({ mediaId: MEDIA, alt: '', caption: 'On the bench', ...WORDS })).toBe(
      'On the bench',
    );
    expect(imageBlockText({ mediaId: MEDIA, alt: '', variant: 1013, caption: 'Hidden', ...WORDS })).toBe(
      'Every piece starts here\nThrown, trimmed and fired twice.\nGlazed by hand.\nBook a class',
    );
    expect(imageBlockText({ mediaId: MEDIA, alt: '', variant: 1014, caption: 'The team' })).toBe('The team');
  });
});
