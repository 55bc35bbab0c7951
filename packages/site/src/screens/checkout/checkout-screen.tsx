import { cartMessages as text } from '@atelier/domain';
import type { ReactNode } from 'react';

/** What the checkout screen shows of the priced cart. */
export interface CheckoutCartView {
  totalQuantity: number;
  subtotalFormatted: string;
  discountCents: number;
  discountFormatted: string;
  requiresShipping: boolean;
  shippingOptions: { id: string; name: string }[];
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
}

/** A field's message, under it; its id names the field ("shippingAddress-city-error"). */
function FieldError({ name, errors }: { name: string; errors: Record<string, string> }) {
  const message = errors[name];
  return message ? (
    <p role="alert" id={`${name.replace('.', '-')}-error`}>
      {message}
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

const ADDRESS_FIELDS: [string, string, InputAttributes][] = [
  ['name', 'Full name', { autoComplete: 'name', required: true }],
  ['line1', 'Address', { autoComplete: 'address-line1', required: true }],
  ['line2', 'Apartment, suite (optional)', { autoComplete: 'address-line2' }],
  ['city', 'City', { autoComplete: 'address-level2', required: true }],
  ['region', 'State / province / region', { autoComplete: 'address-level1' }],
  ['postalCode', 'ZIP / postal code', { autoComplete: 'postal-code' }],
];

function ShippingAddress(props: CheckoutScreenProps) {
  const { values, errors } = props;
  const country = 'shippingAddress.country';
  return (
    <fieldset>
      <legend>Shipping address</legend>
      {ADDRESS_FIELDS.map(([field, label, input]) => (
        <Field
          key={field}
          name={`shippingAddress.${field}`}
          label={label}
          input={input}
          values={values}
          errors={errors}
        />
      ))}
      {/* Chosen from the list, never typed: an unknown code would ship at the rest of the world's rate, untaxed. */}
      <label htmlFor={country}>Country</label>
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

function ShippingOptions({ options }: { options: CheckoutCartView['shippingOptions'] }) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend>Shipping</legend>
      {options.map((option, i) => (
        <label key={option.id}>
          <input type="radio" name="shippingRateId" value={option.id} defaultChecked={i === 0} />
          {` ${option.name}`}
        </label>
      ))}
    </fieldset>
  );
}

function Summary({ cart }: { cart: CheckoutCartView }) {
  const items = `${cart.totalQuantity} ${cart.totalQuantity === 1 ? 'item' : 'items'}`;
  return (
    <section aria-labelledby="summary">
      <h2 id="summary">{text.summary}</h2>
      <p>
        {`${items} · ${text.subtotal}: `}
        <strong>{cart.subtotalFormatted}</strong>
        {cart.discountCents ? ` · Discount -${cart.discountFormatted}` : null}
      </p>
      <p>
        <small>Shipping and tax are added from your address before payment.</small>
      </p>
    </section>
  );
}

/**
 * Checkout (page type 201): the cart's summary and the buyer's email and shipping address, a form
 * that works without JavaScript and comes back with each refused field's message under it.
 */
export function CheckoutScreen(props: CheckoutScreenProps): ReactNode {
  const { cart, values, errors, alert } = props;
  return (
    <>
      <h1>Checkout</h1>
      {alert ? <div role="alert">{alert}</div> : null}
      <Summary cart={cart} />
      <form method="post" action="/checkout" data-checkout-form="">
        <Field
          name="email"
          label="Email"
          input={{ type: 'email', autoComplete: 'email', required: true }}
          values={values}
          errors={errors}
        />
        {cart.requiresShipping ? (
          <>
            <ShippingAddress {...props} />
            <ShippingOptions options={cart.shippingOptions} />
          </>
        ) : null}
        <p>
          <small>Billing address: the same as shipping.</small>
        </p>
        <button type="submit">Continue to payment</button>
      </form>
      <p>
        <a href="/cart">Back to cart</a>
      </p>
    </>
  );
}
