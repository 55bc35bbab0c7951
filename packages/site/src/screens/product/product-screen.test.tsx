import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../blocks/markup.test-support';
import type { AddToCartView } from './add-to-cart-form';
import { ProductScreen, type ProductScreenProps } from './product-screen';

const ID = 'a'.repeat(24);

const pickers: AddToCartView = {
  productId: ID,
  options: [
    {
      name: 'Size',
      values: [
        { value: 'S', state: 'ok' },
        { value: 'M', state: 'sold-out' },
        { value: 'L', state: 'none' },
      ],
      chosen: 'M',
    },
  ],
  label: 'M',
  problem: null,
  chosenSoldOut: true,
  picker: {
    options: ['Size'],
    variants: [
      { id: 'v1', values: ['S'], price: '$10.00', regular: null, soldOut: false, image: null },
      {
        id: 'v2',
        values: ['M</script><script>alert(1)</script>'],
        price: '$10.00',
        regular: null,
        soldOut: true,
        image: null,
      },
    ],
  },
};

const props = (extra: Partial<ProductScreenProps> = {}): ProductScreenProps => ({
  id: ID,
  name: 'Linen Apron',
  images: [
    { src: '/a.webp', alt: 'The apron' },
    { src: '/b.webp', alt: 'Its pocket' },
  ],
  price: { amount: '$48.00', from: true },
  soldOut: false,
  onSale: false,
  descriptionDoc: null,
  description: 'Soft linen.\n\nTwo pockets & a loop.',
  addToCart: pickers,
  storefront: { id: ID, name: 'Linen Apron </script>' },
  ...extra,
});

const render = (extra: Partial<ProductScreenProps> = {}) => renderMarkup(<ProductScreen {...props(extra)} />);

describe('product screen', () => {
  it('offers a labelled picker per option that posts the chosen values without JavaScript', () => {
    const { document } = render();
    const form = document.querySelector('form[data-add-to-cart]')!;
    expect(form.getAttribute('action')).toBe('/commerce/cart/add');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('data-behaviour')).toBe('variant-picker');
    expect(form.querySelector('input[name="productId"]')?.getAttribute('value')).toBe(ID);
    expect(form.querySelector('input[name="variantId"]')).toBeNull();
    const select = form.querySelector('select[name="option0"]')!;
    expect(document.querySelector('label[for="option-0"]')?.textContent).toBe('Size');
    expect(select.getAttribute('id')).toBe('option-0');
    const options = [...select.querySelectorAll('option')];
    expect(options.map((o) => o.textContent)).toEqual(['S', 'M (Sold out)', 'L']);
    expect(options.map((o) => o.hasAttribute('selected'))).toEqual([false, true, false]);
    expect(options.map((o) => o.hasAttribute('disabled'))).toEqual([false, false, true]);
    expect(form.querySelector('[data-variant-status]')?.textContent).toBe('M is sold out.');
    expect(form.querySelector('input[name="quantity"]')?.getAttribute('value')).toBe('1');
  });

  it('carries the picker data and the product as JSON no text can break out of', () => {
    const { document, html } = render();
    expect(html).not.toContain('<script>alert');
    const data = JSON.parse(document.querySelector('script[data-variant-data]')!.textContent!);
    expect(data.variants[1].values).toEqual(['M</script><script>alert(1)</script>']);
    const product = JSON.parse(document.querySelector('script[data-product-json]')!.textContent!);
    expect(product.name).toBe('Linen Apron </script>');
  });

  it('says why a choice sent back from the cart could not be added', () => {
    const missing = render({ addToCart: { ...pickers, problem: 'missing', label: 'L' } }).document;
    expect(missing.querySelector('[role="alert"][data-choice-problem]')?.textContent).toBe(
      'This combination is not available: L. Choose another.',
    );
    const soldOut = render({ addToCart: { ...pickers, problem: 'sold-out', label: '' } }).document;
    expect(soldOut.querySelector('[data-choice-problem]')?.textContent).toBe(
      'Linen Apron is sold out. Choose another.',
    );
  });

  it('adds the one variant of a product without options, and offers nothing sold out', () => {
    const single = render({
      addToCart: { ...pickers, options: [], variantId: 'v1', label: '', chosenSoldOut: false, picker: null },
    }).document;
    expect(single.querySelector('input[name="variantId"]')?.getAttribute('value')).toBe('v1');
    expect(single.querySelector('form')?.hasAttribute('data-behaviour')).toBe(false);
    expect(single.querySelector('fieldset, script[data-variant-data]')).toBeNull();
    const gone = render({ soldOut: true, addToCart: null }).document;
    expect(gone.querySelector('form')).toBeNull();
    expect(gone.querySelectorAll('[data-sold-out]')).toHaveLength(2);
  });

  it('shows the pictures, the first marked for the picker, and the description as paragraphs', () => {
    const { document } = render();
    const images = [...document.querySelectorAll('.product-page__gallery img')];
    expect(images.map((i) => i.hasAttribute('data-product-image'))).toEqual([true, false]);
    expect(document.querySelector('h1')?.textContent).toBe('Linen Apron');
    expect(document.querySelector('[data-variant-price]')?.textContent).toBe('from $48.00');
    expect([...document.querySelectorAll('[data-description] p')].map((p) => p.textContent)).toEqual([
      'Soft linen.',
      'Two pockets & a loop.',
    ]);
    expect(document.querySelector('a[href="/store"]')?.textContent).toBe('Store');
  });
});
