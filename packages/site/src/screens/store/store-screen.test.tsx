import { describe, expect, it } from 'vitest';
import { BlockView } from '../../blocks/block-view';
import { renderMarkup } from '../../blocks/markup.test-support';
import { ProductContext } from '../../blocks/product/product-context';
import { ProductScreen } from '../product/product-screen';
import { type StoreListItem, StoreScreen } from './store-screen';

const item = (name: string, extra: Partial<StoreListItem> = {}): StoreListItem => ({
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  price: { amount: '$24.00', from: false },
  soldOut: false,
  onSale: false,
  ...extra,
});

const renderStore = (props: Partial<Parameters<typeof StoreScreen>[0]> = {}) =>
  renderMarkup(
    <StoreScreen
      categories={['Ceramics', 'Linen']}
      products={[item('Glazed Bowl')]}
      page={1}
      pages={1}
      {...props}
    />,
  ).document;

describe('store screen', () => {
  it('lists the products with their prices and badges, each linked to its page', () => {
    const document = renderStore({
      products: [
        item('Oak Lamp', { soldOut: true }),
        item('Glazed Bowl', { onSale: true, price: { amount: '$24.00', regular: '$30.00', from: true } }),
      ],
    });
    const [lamp, bowl] = [...document.querySelectorAll('[data-product-item]')];
    expect(lamp!.querySelector('a')?.getAttribute('href')).toBe('/p/oak-lamp');
    expect(lamp!.querySelector('[data-sold-out]')?.textContent).toBe('Sold out');
    expect(lamp!.querySelector('[data-on-sale]')).toBeNull();
    expect(bowl!.querySelector('[data-price]')?.textContent).toBe('from $30.00 $24.00');
    expect(bowl!.querySelector('[data-price] s')?.textContent).toBe('$30.00');
    expect(bowl!.querySelector('[data-on-sale]')?.textContent).toBe('Sale');
    expect(bowl!.textContent).toBe('Glazed Bowl from $30.00 $24.00 Sale');
  });

  it('marks the category shown and pages within it', () => {
    const document = renderStore({
      categories: ['Ceramics', 'Linen & cotton'],
      category: 'Linen & cotton',
      page: 2,
      pages: 3,
    });
    const current = [...document.querySelectorAll('nav[aria-label="Categories"] a[aria-current="page"]')];
    expect(current.map((a) => a.getAttribute('href'))).toEqual(['/store?category=Linen%20%26%20cotton']);
    const pages = [...document.querySelectorAll('nav[aria-label="Pages"] a')];
    expect(pages.map((a) => a.getAttribute('href'))).toEqual([
      '/store?page=1&category=Linen%20%26%20cotton',
      '/store?page=2&category=Linen%20%26%20cotton',
      '/store?page=3&category=Linen%20%26%20cotton',
    ]);
    expect(pages[1]!.getAttribute('aria-current')).toBe('page');
    const all = renderStore().querySelector('nav[aria-label="Categories"] a[aria-current="page"]');
    expect(all?.textContent).toBe('All');
    expect(renderStore().querySelector('nav[aria-label="Pages"]')).toBeNull();
  });

  it('shows Sold out with one piece of markup in the store, on the product page and in the product block', () => {
    const store = renderMarkup(
      <StoreScreen categories={[]} products={[item('Oak Lamp', { soldOut: true })]} page={1} pages={1} />,
    ).html;
    const page = renderMarkup(
      <ProductScreen
        id={'a'.repeat(24)}
        name="Oak Lamp"
        images={[]}
        price={{ amount: '$80.00', from: false }}
        soldOut
        onSale={false}
        descriptionDoc={null}
        description=""
        addToCart={null}
        storefront={{}}
      />,
    ).html;
    const block = renderMarkup(
      <ProductContext.Provider
        value={{
          ['a'.repeat(24)]: {
            id: 'a'.repeat(24),
            name: 'Oak Lamp',
            url: '/p/oak-lamp',
            price: '$80.00',
            priceFrom: false,
            soldOut: true,
          },
        }}
      >
        <BlockView block={{ id: 'e'.repeat(24), type: 43, settings: { productId: 'a'.repeat(24) } }} />
      </ProductContext.Provider>,
    ).html;
    const badges = (html: string) => html.match(/<strong data-sold-out[^>]*>[^<]*<\/strong>/g);
    expect(badges(store)).toEqual(['<strong data-sold-out="">Sold out</strong>']);
    // Beside the price, and in place of Add to Cart.
    expect(badges(page)).toEqual([
      '<strong data-sold-out="">Sold out</strong>',
      '<strong data-sold-out="">Sold out</strong>',
    ]);
    expect(badges(block)).toEqual(['<strong data-sold-out="">Sold out</strong>']);
  });
});

describe('a store page at its own address', () => {
  it('keeps its own address in its category and page links, under its own title', () => {
    const document = renderStore({
      title: 'Ceramics',
      path: '/ceramics',
      category: 'Linen',
      page: 1,
      pages: 2,
    });
    expect(document.querySelector('h1')?.textContent).toBe('Ceramics');
    expect(
      [...document.querySelectorAll('nav[aria-label="Categories"] a')].map((a) => a.getAttribute('href')),
    ).toEqual(['/ceramics', '/ceramics?category=Ceramics', '/ceramics?category=Linen']);
    expect(
      [...document.querySelectorAll('nav[aria-label="Pages"] a')].map((a) => a.getAttribute('href')),
    ).toEqual(['/ceramics?page=1&category=Linen', '/ceramics?page=2&category=Linen']);
  });

  it('leaves out a category filter with one category, and says so when there is nothing to show', () => {
    const one = renderStore({ categories: ['Ceramics'] });
    expect(one.querySelector('nav[aria-label="Categories"]')).toBeNull();
    const empty = renderStore({ products: [] });
    expect(empty.querySelector('[data-store-list]')).toBeNull();
    expect(empty.querySelector('[data-store-empty]')?.textContent).toBe('There are no products here yet.');
    expect(
      renderStore({ products: [], preview: true }).querySelector('[data-store-empty]')?.textContent,
    ).toMatch(/^No products to show here yet\. Add products under Store/);
  });

  it('marks, in the owner’s preview, a product that is not on sale yet', () => {
    const document = renderStore({ products: [item('Draft Vase', { unpublished: 'draft' }), item('Mug')] });
    const [vase, mug] = [...document.querySelectorAll('[data-product-item]')];
    expect(vase!.querySelector('[data-unpublished]')?.textContent).toBe(
      'Draft: not on sale until you publish it',
    );
    expect(mug!.querySelector('[data-unpublished]')).toBeNull();
  });
});
