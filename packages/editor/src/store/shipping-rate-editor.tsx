import { MAX_PRODUCT_PRICE, type ShippingRate, weightUnit } from '@atelier/domain';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import { MoneyField } from './money-field';
import { useStore } from './store-context';

const BIG = 100 * MAX_PRODUCT_PRICE;

interface ShippingRateEditorProps {
  rate: ShippingRate;
  /** "Rate 1 of Domestic": names every field of this rate for screen readers. */
  name: string;
  onChange(rate: ShippingRate): void;
  onRemove(): void;
}

/** One way to ship: a flat price or weight bands, optionally free over an amount. */
export function ShippingRateEditor({ rate, name, onChange, onRemove }: ShippingRateEditorProps) {
  const { canEdit, measurementStandard } = useStore();
  const unit = weightUnit(measurementStandard);
  const set = (change: Partial<ShippingRate>) => onChange({ ...rate, ...change });
  const setBand = (index: number, change: Partial<ShippingRate['bands'][number]>) =>
    set({ bands: rate.bands.map((b, i) => (i === index ? { ...b, ...change } : b)) });
  return (
    <fieldset className="fieldset store-rate">
      <legend>{name}</legend>
      <div className="store-grid">
        <TextField
          label={`${name}: name`}
          value={rate.name}
          disabled={!canEdit}
          onChange={(e) => set({ name: e.target.value })}
        />
        <SelectField
          label={`${name}: price by`}
          value={rate.kind}
          disabled={!canEdit}
          onChange={(e) => set({ kind: e.target.value as ShippingRate['kind'] })}
        >
          <option value="flat">Flat rate</option>
          <option value="weight">Weight bands</option>
        </SelectField>
        {rate.kind === 'flat' ? (
          <MoneyField
            label={`${name}: price`}
            value={rate.amount}
            max={BIG}
            onChange={(amount) => set({ amount })}
          />
        ) : null}
      </div>
      {rate.kind === 'weight' ? (
        <div className="stack stack--tight">
          {rate.bands.map((band, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: bands are edited in place and have no id
            <div key={i} className="store-grid store-band">
              <TextField
                label={`${name}: band ${i + 1} up to (${unit})`}
                type="number"
                min={0}
                step="0.01"
                value={String(band.upTo)}
                disabled={!canEdit}
                onChange={(e) => setBand(i, { upTo: Number(e.target.value) || 0 })}
              />
              <MoneyField
                label={`${name}: band ${i + 1} price`}
                value={band.amount}
                max={BIG}
                onChange={(amount) => setBand(i, { amount })}
              />
              {canEdit ? (
                <button
                  type="button"
                  className="button button--small button--quiet"
                  onClick={() => set({ bands: rate.bands.filter((_, j) => j !== i) })}
                >
                  Remove band {i + 1}
                </button>
              ) : null}
            </div>
          ))}
          {canEdit ? (
            <button
              type="button"
              className="button button--small"
              onClick={() =>
                set({ bands: [...rate.bands, { upTo: (rate.bands.at(-1)?.upTo ?? 0) + 1, amount: 0 }] })
              }
            >
              Add weight band
            </button>
          ) : null}
          <p className="field__hint">Orders heavier than the last band cannot choose this rate.</p>
        </div>
      ) : null}
      <CheckboxField
        label={`${name}: free over an amount`}
        checked={rate.freeOver !== null}
        disabled={!canEdit}
        onChange={(e) => set({ freeOver: e.target.checked ? 5000 : null })}
      />
      {rate.freeOver !== null ? (
        <MoneyField
          label={`${name}: free when the subtotal reaches`}
          value={rate.freeOver}
          max={BIG}
          onChange={(freeOver) => set({ freeOver })}
        />
      ) : null}
      {canEdit ? (
        <button type="button" className="button button--small button--quiet" onClick={onRemove}>
          Remove {name}
        </button>
      ) : null}
    </fieldset>
  );
}
