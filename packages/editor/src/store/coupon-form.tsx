import { MAX_PRODUCT_PRICE } from '@atelier/domain';
import { useRef, useState } from 'react';
import { describeError, isApiError } from '../api/api-error';
import { type CouponInput, createCoupon, type StoreCoupon, updateCoupon } from '../api/store-catalogue.api';
import { CheckboxField, FormError, SelectField, TextField } from '../shared/fields';
import { fromLocalInput, toLocalInput } from './date-input';
import { MoneyField } from './money-field';

export const COUPON_KINDS = [
  ['percent', 'Percentage off'],
  ['fixed', 'Fixed amount off'],
  ['free_shipping', 'Free shipping'],
] as const;

const blank: CouponInput = {
  code: '',
  kind: 'percent',
  amount: 10,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  active: true,
};

const limitText = (n: number | null) => (n === null ? '' : String(n));
const readLimit = (text: string) => (text.trim() === '' ? null : Number(text));

/** Creates or changes one coupon; the server's message for each field shows under it. */
export function CouponForm({
  coupon,
  onSaved,
  onCancel,
}: {
  coupon: StoreCoupon | null;
  onSaved(): void;
  onCancel(): void;
}) {
  const [input, setInput] = useState<CouponInput>(() => {
    if (!coupon) return blank;
    const { id: _id, timesUsed: _used, ...rest } = coupon;
    return rest;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (change: Partial<CouponInput>) => setInput({ ...input, ...change });

  const save = async () => {
    if (form.current?.querySelector('[data-unparsed]')) {
      setError('Correct the amounts marked in red.');
      return;
    }
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      if (coupon) await updateCoupon(coupon.id, input);
      else await createCoupon(input);
      onSaved();
    } catch (e) {
      setErrors(isApiError(e) ? e.fieldErrors : {});
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="stack store-coupon-form"
      aria-label={coupon ? `Coupon ${coupon.code}` : 'New coupon'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="store-grid">
        <TextField
          label="Code"
          required
          value={input.code}
          hint="What customers type at checkout: letters, digits, - and _."
          error={errors.code}
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
        />
        <SelectField
          label="Discount"
          value={input.kind}
          onChange={(e) =>
            set({
              kind: e.target.value as CouponInput['kind'],
              amount: e.target.value === 'percent' ? 10 : 0,
            })
          }
        >
          {COUPON_KINDS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {input.kind === 'percent' ? (
          <TextField
            label="Percentage"
            type="number"
            min={1}
            max={100}
            value={String(input.amount)}
            error={errors.amount}
            onChange={(e) => set({ amount: Math.floor(Number(e.target.value) || 0) })}
          />
        ) : null}
        {input.kind === 'fixed' ? (
          <MoneyField
            label="Amount off"
            value={input.amount}
            max={100 * MAX_PRODUCT_PRICE}
            error={errors.amount}
            onChange={(amount) => set({ amount })}
          />
        ) : null}
        <MoneyField
          label="Minimum subtotal"
          hint="0 for any order"
          value={input.minSubtotal}
          max={100 * MAX_PRODUCT_PRICE}
          error={errors.minSubtotal}
          onChange={(minSubtotal) => set({ minSubtotal })}
        />
        {(['startsAt', 'endsAt'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'startsAt' ? 'Starts' : 'Ends'}
            type="datetime-local"
            value={toLocalInput(input[field])}
            hint={field === 'startsAt' ? 'Empty: from now.' : 'Empty: never ends.'}
            error={errors[field]}
            onChange={(e) => set({ [field]: fromLocalInput(e.target.value) })}
          />
        ))}
        {(['usageLimit', 'perCustomerLimit'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'usageLimit' ? 'Total uses' : 'Uses per customer'}
            type="number"
            min={1}
            value={limitText(input[field])}
            hint="Empty: no limit."
            error={errors[field]}
            onChange={(e) => set({ [field]: readLimit(e.target.value) })}
          />
        ))}
      </div>
      <CheckboxField
        label="Active"
        checked={input.active}
        onChange={(e) => set({ active: e.target.checked })}
      />
      <FormError message={error} />
      <div className="store-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {coupon ? 'Save coupon' : 'Create coupon'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
