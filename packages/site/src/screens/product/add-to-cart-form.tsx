import type { PickerData, ValueState } from '../../blocks/product/variant-rules';
import { PageLanguageField } from '../../i18n/page-language-field';
import { type PageText, useText } from '../../i18n/use-text';
import { scriptSafeJson } from '../../page/script-safe-json';

/**
 * One option's picker: its name, its values as they read before any script runs (`label`, in the
 * page's language; `value` is what the form sends), the one chosen.
 */
export interface PickerOption {
  name: string;
  values: { value: string; label?: string; state: ValueState }[];
  chosen: string;
}

/** Why a visitor's choice could not go into the cart (the cart sends them back with it). */
export type ChoiceProblem = 'missing' | 'sold-out';

export interface AddToCartView {
  productId: string;
  /** A product without options adds its one variant. */
  variantId?: string;
  options: PickerOption[];
  /** The chosen values, joined: "M / Blue". */
  label: string;
  problem: ChoiceProblem | null;
  /** The chosen variant is sold out: the status line says so. */
  chosenSoldOut: boolean;
  /** What the variant-picker behaviour reads (prices formatted); absent without options. */
  picker: PickerData | null;
}

function problemText(view: AddToCartView, productName: string, text: PageText<'store'>): string | null {
  if (view.problem === 'missing') return text('combinationUnavailable', { label: view.label });
  if (view.problem === 'sold-out')
    return text('choiceSoldOutChooseAnother', { label: view.label || productName });
  return null;
}

/**
 * The Add to Cart form: one labelled picker per option, a form that works without JavaScript (the
 * server resolves the chosen values to a variant) and that the variant-picker behaviour enhances.
 */
export function AddToCartForm({ view, productName }: { view: AddToCartView; productName: string }) {
  const text = useText('store');
  const cartText = useText('cart');
  const problem = problemText(view, productName, text);
  const hasOptions = view.options.length > 0;
  return (
    <>
      {problem ? (
        <div role="alert" data-choice-problem="">
          {problem}
        </div>
      ) : null}
      <form
        method="post"
        action="/commerce/cart/add"
        className="variant-picker"
        data-add-to-cart=""
        data-behaviour={hasOptions ? 'variant-picker' : undefined}
      >
        <input type="hidden" name="productId" value={view.productId} />
        <PageLanguageField />
        {view.variantId ? <input type="hidden" name="variantId" value={view.variantId} /> : null}
        {hasOptions ? (
          <fieldset className="variant-picker__options">
            <legend className="visually-hidden">{text('options')}</legend>
            {view.options.map((option, i) => (
              <div key={option.name} className="variant-picker__option">
                <label htmlFor={`option-${i}`}>{option.name}</label>
                <select id={`option-${i}`} name={`option${i}`} data-option={i} defaultValue={option.chosen}>
                  {option.values.map(({ value, label = value, state }) => (
                    <option
                      key={value}
                      value={value}
                      disabled={state === 'none'}
                      data-label={label === value ? undefined : label}
                    >
                      {state === 'sold-out' ? `${label} (${cartText('soldOut')})` : label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        ) : null}
        <p className="variant-picker__status" data-variant-status="" role="status" aria-live="polite">
          {view.chosenSoldOut ? cartText('choiceSoldOut', { label: view.label }) : ''}
        </p>
        <label htmlFor="quantity">{text('quantity')}</label>
        <input
          id="quantity"
          name="quantity"
          type="number"
          min="1"
          max="999"
          defaultValue="1"
          inputMode="numeric"
        />
        <button type="submit" data-add-button="">
          {text('addToCart')}
        </button>
        {view.picker ? (
          <script
            type="application/json"
            data-variant-data=""
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by scriptSafeJson
            dangerouslySetInnerHTML={{ __html: scriptSafeJson(view.picker) }}
          />
        ) : null}
      </form>
    </>
  );
}
