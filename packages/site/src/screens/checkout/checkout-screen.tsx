import type { enStore } from '@atelier/domain';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/use-text';
import { OrderSummaryTable, type OrderSummaryView } from '../order-status/order-summary';

/** One way to ship to the address, with its price for this cart. */
export interface ShippingOptionView {
  id: string;
  name: string;
  /** Formatted in the store's currency; "Free" at nothing. */
  price: string;
}

/** What the checkout screen shows of the priced cart. */
export interface CheckoutCartView {
  totalQuantity: number;
  subtotalFormatted: string;
  discountCents: number;
  discountFormatted: string;
  requiresShipping: boolean;
  /** The options for the address as far as it is known (the country chosen). */
  shippingOptions: ShippingOptionView[];
  /** The option checked: the one chosen, or the first. */
  selectedShippingId: string | null;
  /** Lines and totals; shipping, tax and total once the address is known. */
  summary: OrderSummaryView;
}

/** The order as shown before paying on the provider's own page: that total is what the next step charges. */
export interface CheckoutReview {
  /** The total shown, in minor units, sent back so a changed total is shown again before paying. */
  totalCents: number;
  /** Why the order is shown again (the total changed), or empty. */
  notice: string;
}

export interface CheckoutScreenProps {
  cart: CheckoutCartView;
  /** The fields as the visitor sent them, by form field name ("shippingAddress.city"). */
  values: Record<string, string>;
  /** A message per form field name that was refused. */
  errors: Record<string, string>;
  /** What went wrong with the whole form, or empty. */
  alert: string;
  /** The country chosen, as a code ("US"). */
  country: string;
  /** The countries one can ship to, by name. */
  countries: readonly { code: string; name: string }[];
  /** Set when the customer pays on the provider's page next: the order to check before going there. */
  review?: CheckoutReview | null;
}

/** A field's message, under it; its id names the field ("shippingAddress-city-error"). */
function FieldError({ name, errors }: { name: string; errors: Record<string, string> }) {
  const message = errors[name];
  const text = useText('store');
  return message ? (
    <p role="alert" id={`${name.replace('.', '-')}-error`}>
      {text.fromEnglish(message)}
    </p>
  ) : null;
}

type InputAttributes = { type?: string; autoComplete: string; required?: boolean };

function Field({
  name,
  label,
  input,
  values,
  errors,
}: {
  name: string;
  label: string;
  input: InputAttributes;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <>
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} defaultValue={values[name] ?? ''} {...input} />
      <FieldError name={name} errors={errors} />
    </>
  );
}

const ADDRESS_FIELDS: [string, keyof typeof enStore, InputAttributes][] = [
  ['name', 'fullName', { autoComplete: 'name', required: true }],
  ['line1', 'addressLine1', { autoComplete: 'address-line1', required: true }],
  ['line2', 'addressLine2', { autoComplete: 'address-line2' }],
  ['city', 'city', { autoComplete: 'address-level2', required: true }],
  ['region', 'region', { autoComplete: 'address-level1' }],
  ['postalCode', 'postalCode', { autoComplete: 'postal-code' }],
];

function ShippingAddress(props: CheckoutScreenProps) {
  const { values, errors } = props;
  const text = useText('store');
  const country = 'shippingAddress.country';
  return (
    <fieldset>
      <legend>{text('shippingAddress')}</legend>
      {ADDRESS_FIELDS.map(([field, label, input]) => (
        <Field
          key={field}
          name={`shippingAddress.${field}`}
          label={text(label)}
          input={input}
          values={values}
          errors={errors}
        />
      ))}
      {/* Chosen from the list, never typed: an unknown code would ship at the rest of the world's rate, untaxed. */}
      <label htmlFor={country}>{text('country')}</label>
      <select id={country} name={country} autoComplete="country" required defaultValue={props.country}>
        {props.countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <FieldError name={country} errors={errors} />
    </fieldset>
  );
}

function ShippingOptions({ cart }: { cart: CheckoutCartView }) {
  const options = cart.shippingOptions;
  const text = useText('store');
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend>{text('shipping')}</legend>
      {options.map((option) => (
        <label key={option.id}>
          <input
            type="radio"
            name="shippingRateId"
            value={option.id}
            defaultChecked={option.id === cart.selectedShippingId}
          />
          {` ${option.name} · `}
          <span data-shipping-price="">{text.fromEnglish(option.price)}</span>
        </label>
      ))}
      <p>
        <small>{text('shippingPricesNote')}</small>
      </p>
    </fieldset>
  );
}

function Summary({ cart }: { cart: CheckoutCartView }) {
  const text = useText('store');
  const items = text('itemCount', { count: cart.totalQuantity });
  return (
    <section aria-labelledby="summary">
      <h2 id="summary">{text('summary')}</h2>
      <p>
        {`${items} · ${text('labelColon', { label: text('subtotal') })} `}
        <strong>{cart.subtotalFormatted}</strong>
        {cart.discountCents ? ` · ${text('discount')} -${cart.discountFormatted}` : null}
      </p>
      <OrderSummaryTable summary={cart.summary} />
      {cart.summary.total === null ? (
        <p data-summary-pending="">
          <small>{text('shippingAddedLater')}</small>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Checkout (page type 201): the cart's summary and the buyer's email and shipping address, a form
 * that works without JavaScript and comes back with each refused field's message under it. The
 * shipping options carry their prices for the country chosen; once an address was sent (Update
 * shipping and tax, or a refused try) the summary adds shipping, tax and the total. The server
 * computes every figure.
 */
export function CheckoutScreen(props: CheckoutScreenProps): ReactNode {
  const { cart, values, errors, alert, review } = props;
  const text = useText('store');
  return (
    <>
      <h1>{text('checkout')}</h1>
      {alert ? <div role="alert">{text.fromEnglish(alert)}</div> : null}
      {review ? (
        <p role="status" data-checkout-review="">
          {review.notice ? text.fromEnglish(review.notice) : text('reviewNotice')}
        </p>
      ) : null}
      <Summary cart={cart} />
      <form method="post" action="/checkout" data-checkout-form="">
        <Field
          name="email"
          label={text('email')}
          input={{ type: 'email', autoComplete: 'email', required: true }}
          values={values}
          errors={errors}
        />
        {cart.requiresShipping ? (
          <>
            <ShippingAddress {...props} />
            <ShippingOptions cart={cart} />
          </>
        ) : null}
        <p>
          <small>{text('billingSameAsShipping')}</small>
        </p>
        {review ? <input type="hidden" name="reviewedTotal" value={String(review.totalCents)} /> : null}
        {/* Continue comes first: it is the button Enter presses. */}
        <div>
          <button type="submit">{text('continueToPayment')}</button>
          {cart.requiresShipping ? (
            <>
              {' '}
              <button className="secondary" type="submit" name="intent" value="quote" formNoValidate>
                {text('updateShipping')}
              </button>
            </>
          ) : null}
        </div>
      </form>
      <p>
        <a href="/cart">{text('backToCart')}</a>
      </p>
    </>
  );
}
