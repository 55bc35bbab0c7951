// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import variantPicker from './variant-picker.behaviour';
import { type PickerData, settle, valueState, variantFor } from './variant-rules';

const variant = (
  values: string[],
  soldOut = false,
  image: PickerData['variants'][number]['image'] = null,
) => ({
  id: values.join('-'),
  values,
  price: values[1] === 'Indigo' ? '$52.00' : '$48.00',
  regular: values[0] === 'L' ? '$60.00' : null,
  soldOut,
  image,
});

// The demo's apron: M / Natural sold out, L / Indigo never made.
const apron: PickerData = {
  options: ['Size', 'Colour'],
  variants: [
    variant(['S', 'Natural']),
    variant(['M', 'Natural'], true),
    variant(['L', 'Natural']),
    variant(['S', 'Indigo'], false, { src: '/indigo.webp', alt: 'The indigo apron' }),
    variant(['M', 'Indigo']),
  ],
};

describe('variant rules', () => {
  it('judges each option against the choices before it only', () => {
    expect(valueState(apron, ['L', 'Natural'], 0, 'S')).toBe('ok');
    expect(valueState(apron, ['L', 'Natural'], 1, 'Indigo')).toBe('none');
    expect(valueState(apron, ['M', 'Indigo'], 1, 'Natural')).toBe('sold-out');
    // S/Red and L/Blue: from S/Red, L is still offered and Blue follows it.
    const crossed: PickerData = {
      options: ['Size', 'Colour'],
      variants: [variant(['S', 'Red']), variant(['L', 'Blue'])],
    };
    expect(valueState(crossed, ['S', 'Red'], 0, 'L')).toBe('ok');
    expect(settle(crossed, ['L', 'Red'], 0)).toEqual(['L', 'Blue']);
  });

  it('moves later options to a variant that exists, preferring one in stock', () => {
    expect(settle(apron, ['L', 'Indigo'], 0)).toEqual(['L', 'Natural']);
    expect(settle(apron, ['M', 'Natural'], 0)).toEqual(['M', 'Natural']);
    const soldFirst: PickerData = {
      options: ['Size', 'Colour'],
      variants: [variant(['S', 'A']), variant(['M', 'A'], true), variant(['M', 'B'])],
    };
    expect(settle(soldFirst, ['M', 'C'], 0)).toEqual(['M', 'B']);
    expect(variantFor(apron, ['S', 'Indigo'])?.id).toBe('S-Indigo');
    expect(variantFor(apron, ['L', 'Indigo'])).toBeUndefined();
  });
});

/** The values' labels in the page's language, where they differ (data-label), as a French page has them. */
const pageHtml = (data: PickerData, labels: Record<string, string> = {}) => `<article data-product>
<img data-product-image src="/apron.webp" alt="The apron">
<p data-variant-price><span data-price>from $48.00</span></p>
<form data-behaviour="variant-picker">
${data.options
  .map(
    (name, i) =>
      `<label for="o${i}">${name}</label><select id="o${i}" name="option${i}" data-option="${i}">${[
        ...new Set(data.variants.map((v) => v.values[i])),
      ]
        .map((v) =>
          labels[v!]
            ? `<option value="${v}" data-label="${labels[v!]}">${labels[v!]}</option>`
            : `<option value="${v}">${v}</option>`,
        )
        .join('')}</select>`,
  )
  .join('')}
<p data-variant-status role="status" aria-live="polite"></p>
<button type="submit" data-add-button>Add to Cart</button>
<script type="application/json" data-variant-data>${JSON.stringify(data)}</script></form></article>`;

describe('variant picker behaviour', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const start = (labels: Record<string, string> = {}) => {
    document.body.innerHTML = pageHtml(apron, labels);
    const form = document.querySelector<HTMLFormElement>('form')!;
    const stop = variantPicker(form);
    const [size, colour] = [...form.querySelectorAll('select')] as HTMLSelectElement[];
    const choose = (select: HTMLSelectElement, value: string) => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    return { form, stop, size: size!, colour: colour!, choose };
  };
  const optionOf = (select: HTMLSelectElement, value: string) =>
    [...select.options].find((o) => o.value === value)!;

  it('disables impossible combinations, marks sold-out ones and follows the price and image', () => {
    const { size, colour, choose } = start();
    expect(document.querySelector('[data-variant-price]')?.textContent).toBe('$48.00');
    choose(size, 'L');
    expect(optionOf(colour, 'Indigo').disabled).toBe(true);
    expect(document.querySelector('[data-variant-price] s')?.textContent).toBe('$60.00');
    choose(size, 'M');
    expect(optionOf(colour, 'Indigo').disabled).toBe(false);
    expect(optionOf(colour, 'Natural').textContent).toBe('Natural (Sold out)');
    expect(document.querySelector('[data-variant-status]')?.textContent).toBe('M / Natural is sold out.');
    expect(document.querySelector<HTMLButtonElement>('[data-add-button]')?.disabled).toBe(true);
    choose(colour, 'Indigo');
    expect(document.querySelector<HTMLButtonElement>('[data-add-button]')?.disabled).toBe(false);
    expect(document.querySelector('[data-variant-status]')?.textContent).toBe('M / Indigo: $52.00');
    choose(size, 'S');
    const image = document.querySelector<HTMLImageElement>('img[data-product-image]')!;
    expect(image.getAttribute('src')).toBe('/indigo.webp');
    expect(image.alt).toBe('The indigo apron');
    choose(colour, 'Natural');
    expect(image.getAttribute('src')).toBe('/apron.webp');
  });

  it('moves the colour along when the size has no variant in it', () => {
    const { size, colour, choose } = start();
    choose(colour, 'Indigo');
    choose(size, 'L');
    expect(colour.value).toBe('Natural');
    expect(document.querySelector('[data-variant-status]')?.textContent).toBe('L / Natural: $48.00');
  });

  it('announces a choice the visitor made before the script arrived, and nothing on a page as rendered', () => {
    document.body.innerHTML = pageHtml(apron);
    const form = document.querySelector<HTMLFormElement>('form')!;
    variantPicker(form);
    expect(document.querySelector('[data-variant-status]')?.textContent).toBe('');
    document.body.innerHTML = pageHtml(apron);
    const early = document.querySelector<HTMLFormElement>('form')!;
    early.querySelector('select')!.value = 'L';
    variantPicker(early);
    expect(document.querySelector('[data-variant-status]')?.textContent).toBe('L / Natural: $48.00');
  });

  it('stops listening when the page leaves', () => {
    const { stop, size, choose } = start();
    stop();
    choose(size, 'M');
    expect(document.querySelector('[data-variant-status]')?.textContent).toBe('');
  });

  it('writes each value in the page’s language and sends the primary one', () => {
    const { size, colour, choose } = start({ Natural: 'Naturel', Indigo: 'Indigo foncé' });
    choose(size, 'M');
    expect(optionOf(colour, 'Natural').textContent).toBe('Naturel (Sold out)');
    choose(colour, 'Indigo');
    expect(document.querySelector('[data-variant-status]')?.textContent).toBe('M / Indigo foncé: $52.00');
    expect(colour.value).toBe('Indigo');
  });
});
