import type { enStore } from '@atelier/domain';
import { inPageLanguage, useLocale } from '../../i18n/locale-context';
import { PageLanguageField } from '../../i18n/page-language-field';
import { useText } from '../../i18n/use-text';
import { AccountAlert as Alert } from './account-alert';
import type { AccountScreenProps } from './account-screen';

/** An address's fields as its form names them (the checkout's shipping address fields). */
export interface AccountAddressValues {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166 alpha-2, upper case. */
  country: string;
}

/** One of the member's saved shipping addresses. */
export interface AccountAddress {
  id: string;
  /** The address on one line, its country named in the page's language. */
  summary: string;
  isDefault: boolean;
  values: AccountAddressValues;
}

/** The address form as shown: an address being edited, or what the member sent with an alert. */
export interface AccountAddressForm {
  /** The address edited; null for a new one. */
  id: string | null;
  values: AccountAddressValues;
}

type Field = [
  keyof AccountAddressValues,
  keyof typeof enStore,
  { autoComplete: string; required?: boolean; maxLength: number },
];

// The checkout's fields, labels and limits (screens/checkout, modules/cart AddressInput).
const FIELDS: Field[] = [
  ['name', 'fullName', { autoComplete: 'name', required: true, maxLength: 200 }],
  ['line1', 'addressLine1', { autoComplete: 'address-line1', required: true, maxLength: 200 }],
  ['line2', 'addressLine2', { autoComplete: 'address-line2', maxLength: 200 }],
  ['city', 'city', { autoComplete: 'address-level2', required: true, maxLength: 200 }],
  ['region', 'region', { autoComplete: 'address-level1', maxLength: 10 }],
  ['postalCode', 'postalCode', { autoComplete: 'postal-code', maxLength: 20 }],
];

const EMPTY: AccountAddressValues = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};

type AddressesProps = Pick<
  AccountScreenProps,
  'alert' | 'addresses' | 'addressForm' | 'addressLimit' | 'countries'
>;

/**
 * The member's shipping addresses (the checkout starts from the default one): each can be edited
 * (`?address=<id>` opens it in the form), made the default or removed; a new one is added below,
 * until the limit.
 */
export function AccountAddresses({
  alert,
  addresses = [],
  addressForm = null,
  addressLimit = 10,
  countries = [],
}: AddressesProps) {
  const text = useText('members');
  const locale = useLocale();
  const account = inPageLanguage(locale, '/account');
  const full = addresses.length >= addressLimit && !addressForm?.id;
  return (
    <section aria-labelledby="account-addresses" className="account-screen__addresses">
      <h2 id="account-addresses">{text('addressesHeading')}</h2>
      {addresses.length ? (
        <ul>
          {addresses.map((address) => (
            <li key={address.id} data-address={address.id}>
              {address.summary}
              {address.isDefault ? (
                <>
                  {' '}
                  <strong className="badge">{text('defaultAddressLabel')}</strong>
                </>
              ) : null}{' '}
              <a href={`${account}?address=${address.id}#address-form`}>{text('editAddressLink')}</a>
              {address.isDefault ? null : (
                <form method="post" action="/account/addresses/default" className="account-screen__inline">
                  <PageLanguageField />
                  <input type="hidden" name="id" value={address.id} />
                  <button type="submit" className="link-button">
                    {text('makeDefaultButton')}
                  </button>
                </form>
              )}
              {/* Asked first in a popup (account-widgets.ts); without JavaScript the form posts. */}
              <form
                method="post"
                action="/account/addresses/remove"
                className="account-screen__inline"
                data-confirm={text('removeAddressQuestion')}
                data-confirm-yes={text('removeAddressButton')}
                data-confirm-no={text('cancelEditLink')}
              >
                <PageLanguageField />
                <input type="hidden" name="id" value={address.id} />
                <button type="submit" className="link-button">
                  {text('removeAddressButton')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{text('noAddresses')}</p>
      )}
      <Alert alert={alert} form="address" />
      {full ? (
        <p>{text('addressLimitReached', { max: addressLimit })}</p>
      ) : (
        <AddressForm form={addressForm} countries={countries} account={account} />
      )}
    </section>
  );
}

function AddressForm({
  form,
  countries,
  account,
}: {
  form: AccountAddressForm | null;
  countries: readonly { code: string; name: string }[];
  account: string;
}) {
  const text = useText('members');
  const store = useText('store');
  const values = form?.values ?? EMPTY;
  const editing = Boolean(form?.id);
  return (
    <form method="post" action="/account/addresses" id="address-form" aria-labelledby="address-form-heading">
      <h3 id="address-form-heading">{text(editing ? 'editAddressHeading' : 'addAddressHeading')}</h3>
      <PageLanguageField />
      {form?.id ? <input type="hidden" name="id" value={form.id} /> : null}
      {FIELDS.map(([field, label, input]) => (
        <span key={field} className="account-screen__field">
          <label htmlFor={`address-${field}`}>{store(label)}</label>
          <input id={`address-${field}`} name={field} defaultValue={values[field]} {...input} />
        </span>
      ))}
      <label htmlFor="address-country">{store('country')}</label>
      <select
        id="address-country"
        name="country"
        autoComplete="country"
        required
        defaultValue={values.country || 'US'}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <button type="submit">{text('saveAddressButton')}</button>
      {editing ? (
        <>
          {' '}
          <a href={`${account}#account-addresses`}>{text('cancelEditLink')}</a>
        </>
      ) : null}
    </form>
  );
}
