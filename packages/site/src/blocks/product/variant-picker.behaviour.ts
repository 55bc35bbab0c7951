import { enCart } from '@atelier/domain';
import { cartLoaders } from '@atelier/domain/dictionaries/load-cart';
import { type BrowserText, englishText, loadPageText, pageUiLocale } from '../../i18n/page-dictionary';
import { type PickerData, settle, valueState, variantFor } from './variant-rules';

/** The SoldOutBadge or SaleBadge markup (product-badges.tsx), written here where no React runs. */
function badge(attribute: 'data-sold-out' | 'data-on-sale', text: string): HTMLElement {
  const strong = document.createElement('strong');
  strong.setAttribute(attribute, '');
  strong.textContent = text;
  return strong;
}

/**
 * The product page's option pickers, enhanced: a value that makes no variant with the earlier
 * choices is disabled, a sold-out one is marked, later pickers follow an earlier change, and the
 * price, sale price and image follow the chosen variant, announced in the form's status line. Without
 * it the same form still posts the chosen values and the server finds the variant.
 */
export default function variantPicker(form: HTMLElement): () => void {
  const script = form.querySelector('script[data-variant-data]');
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select[data-option]')];
  if (!script || selects.length === 0) return () => {};
  const doc = form.ownerDocument;
  if (pageUiLocale(doc) === 'en')
    return enhancePicker(form, script, selects, englishText<'cart'>(enCart, undefined, doc));
  let stopped = false;
  let stop = () => {};
  // The page's words first: the pickers change nothing until they can say it in its language.
  void loadPageText<'cart'>(enCart, cartLoaders, doc).then((text) => {
    if (!stopped) stop = enhancePicker(form, script, selects, text);
  });
  return () => {
    stopped = true;
    stop();
  };
}

function enhancePicker(
  form: HTMLElement,
  script: Element,
  selects: HTMLSelectElement[],
  text: BrowserText<'cart'>,
): () => void {
  const SOLD_OUT = ` (${text('soldOut')})`;
  const data = JSON.parse(script.textContent ?? '{}') as PickerData;
  const page = form.closest('[data-product]') ?? document;
  const price = page.querySelector<HTMLElement>('[data-variant-price]');
  const image = page.querySelector<HTMLImageElement>('img[data-product-image]');
  const status = form.querySelector<HTMLElement>('[data-variant-status]');
  const button = form.querySelector<HTMLButtonElement>('[data-add-button]');
  const original = {
    price: price?.innerHTML ?? '',
    src: image?.getAttribute('src') ?? '',
    alt: image?.alt ?? '',
  };

  const show = (announce: boolean) => {
    const chosen = selects.map((s) => s.value);
    selects.forEach((select, i) => {
      for (const option of select.options) {
        const state = valueState(data, chosen, i, option.value);
        option.disabled = state === 'none';
        // A value reads in the page's language (data-label) and is sent as the primary one.
        option.textContent = (option.dataset.label ?? option.value) + (state === 'sold-out' ? SOLD_OUT : '');
      }
    });
    const variant = variantFor(data, chosen);
    const label = selects
      .map((select) => {
        const option = select.selectedOptions[0];
        return option?.dataset.label ?? select.value;
      })
      .join(' / ');
    if (price) {
      if (!variant) price.innerHTML = original.price;
      else {
        price.replaceChildren();
        const span = document.createElement('span');
        span.setAttribute('data-price', '');
        if (variant.regular) {
          const was = document.createElement('s');
          was.textContent = variant.regular;
          span.append(was, ' ');
        }
        span.append(variant.price);
        price.append(span);
        if (variant.soldOut) price.append(' ', badge('data-sold-out', text('soldOut')));
        else if (variant.regular) price.append(' ', badge('data-on-sale', text('sale')));
      }
    }
    if (image) {
      const own = variant?.image;
      image.setAttribute('src', own ? own.src : original.src);
      image.alt = own ? own.alt : original.alt;
    }
    const buyable = Boolean(variant && !variant.soldOut);
    if (button) button.disabled = !buyable;
    if (status) {
      const said = !variant
        ? text('choiceUnavailable', { label })
        : variant.soldOut
          ? text('choiceSoldOut', { label })
          : announce
            ? text('choicePrice', { label, price: variant.price })
            : '';
      if (status.textContent !== said) status.textContent = said;
    }
  };

  const onChange = (event: Event) => {
    const index = selects.indexOf(event.target as HTMLSelectElement);
    if (index < 0) return;
    const next = settle(
      data,
      selects.map((s) => s.value),
      index,
    );
    selects.forEach((select, i) => {
      if (select.value !== next[i]) select.value = next[i] ?? '';
    });
    show(true);
  };

  form.addEventListener('change', onChange);
  // A visitor who changed a picker before this script arrived gets the status their change would have
  // given; a page that loaded as the server rendered it announces nothing.
  const changedEarly = selects.some((select) => {
    const rendered = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    return rendered !== undefined && rendered.value !== select.value;
  });
  // A choice the server could not sell (sent back with a message) starts from the nearest one that exists.
  const start = settle(
    data,
    selects.map((s) => s.value),
    0,
  );
  selects.forEach((select, i) => {
    if (select.value !== start[i]) select.value = start[i] ?? '';
  });
  show(changedEarly);
  return () => form.removeEventListener('change', onChange);
}
