import { enStore } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { MediaContext, mediaRenderState } from '../image/media-context';
import { renderMarkup } from '../markup.test-support';
import { OWNER_PREVIEW, type ProductCard, ProductContext, type ProductLookup } from './product-context';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const card: ProductCard = {
  id: ID,
  name: 'Glazed Bowl',
  url: '/p/glazed-bowl',
  image: { src: '/bowl.jpg', alt: 'A bowl' },
  price: '$24.00',
  regularPrice: '$30.00',
  priceFrom: false,
  soldOut: false,
  variantId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
};

function renderProduct(settings: unknown, products: ProductLookup = { [ID]: card }) {
  const block = { id: 'eeeeeeeeeeeeeeeeeeeeeeee', type: 43, settings: settings as Record<string, unknown> };
  return renderMarkup(
    <ProductContext.Provider value={products}>
      <BlockView block={block} />
    </ProductContext.Provider>,
  ).document;
}

describe('product block', () => {
  it('shows the product with its sale price, a link to its page and Add to Cart', () => {
    const document = renderProduct({ productId: ID });
    const root = document.querySelector('[data-block-type="43"]')!;
    expect(root.querySelector('h3 a')?.getAttribute('href')).toBe('/p/glazed-bowl');
    expect(root.querySelector('s')?.textContent).toBe('$30.00');
    expect(root.querySelector('[data-on-sale]')).not.toBeNull();
    expect(root.querySelector('form')?.getAttribute('action')).toBe('/commerce/cart/add');
    expect(root.querySelector('button')?.textContent).toBe('Add to Cart');
  });

  it('sends to the product page when there are options, and offers nothing sold out', () => {
    const options = renderProduct({ productId: ID }, { [ID]: { ...card, variantId: undefined } });
    expect(options.querySelector('form')).toBeNull();
    expect(options.querySelector('a.button')?.textContent).toBe('Choose options');
    const soldOut = renderProduct({ productId: ID }, { [ID]: { ...card, soldOut: true } });
    expect(soldOut.querySelector('[data-sold-out]')).not.toBeNull();
    expect(soldOut.querySelector('form, a.button')).toBeNull();
  });

  it('shows a library picture as the Image block does: sources per format, srcset, width and height', () => {
    const mediaId = 'f'.repeat(24);
    const block = { id: 'eeeeeeeeeeeeeeeeeeeeeeee', type: 43, settings: { productId: ID } };
    const { document } = renderMarkup(
      <MediaContext.Provider
        value={mediaRenderState({
          [mediaId]: {
            id: mediaId,
            kind: 'image',
            mimeType: 'image/jpeg',
            url: `/media/${'ab'.repeat(32)}/`,
            width: 1200,
            height: 800,
            animated: false,
            fallback: 'jpeg',
            placeholderUrl: null,
            alt: 'Library alt',
            caption: '',
            focalPoint: { x: 0.5, y: 0.5 },
          },
        })}
      >
        <ProductContext.Provider
          value={{ [ID]: { ...card, image: { src: '/x.webp', alt: 'A bowl', mediaId } } }}
        >
          <BlockView block={block} />
        </ProductContext.Provider>
      </MediaContext.Provider>,
    );
    const img = document.querySelector('picture img.block-product__image')!;
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('alt')).toBe('A bowl');
    const avif = document.querySelector('picture source[type="image/avif"]')!.getAttribute('srcset')!;
    expect(avif).toContain('100.avif 100w');
    expect(avif).toContain('1200w');
    expect(document.querySelector('picture source[type="image/webp"]')!.getAttribute('sizes')).toBe(
      '(max-width: 640px) 100vw, 480px',
    );
  });

  it('renders nothing for a product that is not on sale or a bad id', () => {
    expect(renderProduct({ productId: 'c'.repeat(24) }).querySelector('[data-block-type]')).toBeNull();
    expect(renderProduct({ productId: 'nope' }).querySelector('[data-block-type]')).toBeNull();
  });

  it('shows the rich description through the safe renderer, and an old plain one as paragraphs', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Stoneware, ' },
            { type: 'text', marks: [{ type: 'bold' }], text: 'food safe' },
            { type: 'text', text: '<script>alert(1)</script>' },
            {
              type: 'text',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              text: ' bad link',
            },
          ],
        },
        { type: 'rawHtml', attrs: { html: '<img src=x onerror=alert(1)>' } },
      ],
    };
    const rich = renderProduct(
      { productId: ID },
      { [ID]: { ...card, descriptionDoc: doc, description: '' } },
    );
    const description = rich.querySelector('[data-description]')!;
    expect(description.querySelector('strong')?.textContent).toBe('food safe');
    expect(description.querySelector('script, img, a')).toBeNull();
    expect(description.textContent).toContain('<script>alert(1)</script>');
    const plain = renderProduct(
      { productId: ID },
      {
        [ID]: {
          ...card,
          description: '<p>Old <b>one</b></p><p onclick="x()">Two</p><img src=x onerror=alert(1)>',
        },
      },
    );
    const paragraphs = [...plain.querySelectorAll('[data-description] p')].map((p) => p.outerHTML);
    expect(paragraphs).toEqual(['<p>Old one</p>', '<p>Two</p>']);
  });
});

describe('product block in the owner’s preview', () => {
  const preview = (cards: Record<string, ProductCard>): ProductLookup => ({
    ...cards,
    [OWNER_PREVIEW]: true,
  });

  it('asks for a product, or says the one chosen was deleted, where visitors see nothing', () => {
    expect(renderProduct({}, {}).querySelector('[data-block-type]')).toBeNull();
    const unset = renderProduct({}, preview({})).querySelector('[data-product-placeholder]');
    expect(unset?.textContent).toBe(enStore.productBlockUnset);
    const gone = renderProduct({ productId: ID }, preview({})).querySelector('[data-product-placeholder]');
    expect(gone?.textContent).toBe(enStore.productBlockMissing);
  });

  it('shows a draft product with a note that only the owner sees it, and no working Add to Cart', () => {
    const document = renderProduct({ productId: ID }, preview({ [ID]: { ...card, unpublished: 'draft' } }));
    expect(document.querySelector('[data-product-placeholder]')?.textContent).toBe(enStore.productBlockDraft);
    expect(document.querySelector('h3')?.textContent).toBe('Glazed Bowl');
    expect(document.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    // A product on sale shows as visitors see it, with no note.
    const live = renderProduct({ productId: ID }, preview({ [ID]: card }));
    expect(live.querySelector('[data-product-placeholder]')).toBeNull();
    expect(live.querySelector('button')?.hasAttribute('disabled')).toBe(false);
  });
});
