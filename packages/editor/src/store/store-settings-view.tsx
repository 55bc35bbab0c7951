import {
  CURRENCIES,
  CURRENCY_CODES,
  MAX_PRODUCT_PRICE,
  MeasurementUnit,
  type StoreSettings,
} from '@atelier/domain';
import { useRef, useState } from 'react';
import { describeError, isApiError } from '../api/api-error';
import { saveStoreSettings } from '../api/store-catalogue.api';
import { SelectField, TextField } from '../shared/fields';
import { MoneyField } from './money-field';
import { describeSettingsError } from './settings-rows';
import { ShippingZonesEditor } from './shipping-zones-editor';
import { StoreContext, useStore } from './store-context';
import { ErrorList, SaveBar } from './store-ui';
import { TaxRatesEditor } from './tax-rates-editor';

interface StoreSettingsViewProps {
  settings: StoreSettings;
  onSaved(settings: StoreSettings): void;
}

/** Currency, measurement standard, minimum order, store email, stock rules, shipping and tax. */
export function StoreSettingsView({ settings, onSaved }: StoreSettingsViewProps) {
  const store = useStore();
  const [draft, setDraft] = useState(settings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (change: Partial<StoreSettings>) => {
    setSaved(false);
    setDraft({ ...draft, ...change });
  };
  const save = async () => {
    if (form.current?.querySelector('[data-unparsed]')) {
      setError(['Correct the values marked in red.']);
      return;
    }
    setBusy(true);
    setError([]);
    setErrors({});
    try {
      const next = await saveStoreSettings(draft);
      setDraft(next);
      setSaved(true);
      onSaved(next);
    } catch (e) {
      const fields = isApiError(e) ? e.fieldErrors : {};
      setErrors(fields);
      const listed = Object.entries(fields).map(([path, message]) => describeSettingsError(path, message));
      setError(listed.length ? listed : [describeError(e)]);
    } finally {
      setBusy(false);
    }
  };
  // Amounts on this screen are in the currency being chosen, so they read right before saving.
  const context = { ...store, currency: draft.currency, measurementStandard: draft.measurementStandard };
  return (
    <StoreContext.Provider value={context}>
      <form
        ref={form}
        className="stack"
        aria-label="Store settings"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h3 className="store-view__title">Store settings</h3>
        <div className="store-grid">
          <SelectField
            label="Currency"
            value={draft.currency}
            disabled={!store.canEdit}
            hint="Prices are kept as entered: changing the currency does not convert them."
            error={errors.currency}
            onChange={(e) => set({ currency: e.target.value as StoreSettings['currency'] })}
          >
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code} · {CURRENCIES[code].name} ({CURRENCIES[code].symbol})
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Measurement standard"
            value={String(draft.measurementStandard)}
            disabled={!store.canEdit}
            onChange={(e) => set({ measurementStandard: Number(e.target.value) })}
          >
            <option value={MeasurementUnit.imperial}>Imperial (lbs, inches)</option>
            <option value={MeasurementUnit.metric}>Metric (kg, cm)</option>
          </SelectField>
          <MoneyField
            label="Minimum order subtotal"
            hint="0 for no minimum"
            value={draft.minimumSubtotal}
            max={100 * MAX_PRODUCT_PRICE}
            error={errors.minimumSubtotal}
            onChange={(minimumSubtotal) => set({ minimumSubtotal })}
          />
          <TextField
            label="Store email"
            type="email"
            value={draft.storeEmail}
            disabled={!store.canEdit}
            hint="New orders are sent here; customers see it as the reply address."
            error={errors.storeEmail}
            onChange={(e) => set({ storeEmail: e.target.value.trim() })}
          />
          <TextField
            label="Low stock at"
            type="number"
            min={0}
            value={String(draft.lowStockThreshold)}
            disabled={!store.canEdit}
            hint="Variants with this many or fewer left are marked in Inventory."
            error={errors.lowStockThreshold}
            onChange={(e) => set({ lowStockThreshold: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
          />
          <TextField
            label="Hold stock during checkout (minutes)"
            type="number"
            min={1}
            max={1440}
            value={String(draft.reservationMinutes)}
            disabled={!store.canEdit}
            error={errors.reservationMinutes}
            onChange={(e) => set({ reservationMinutes: Math.floor(Number(e.target.value) || 0) })}
          />
          <TextField
            label="Downloads per link"
            type="number"
            min={1}
            max={100}
            value={String(draft.downloadLimit)}
            disabled={!store.canEdit}
            hint="Digital products: how many times a customer may download the file after paying."
            error={errors.downloadLimit}
            onChange={(e) => set({ downloadLimit: Math.floor(Number(e.target.value) || 0) })}
          />
          <TextField
            label="Download links last (days)"
            type="number"
            min={1}
            max={365}
            value={String(draft.downloadDays)}
            disabled={!store.canEdit}
            hint="Digital products: days after payment before a download link expires."
            error={errors.downloadDays}
            onChange={(e) => set({ downloadDays: Math.floor(Number(e.target.value) || 0) })}
          />
        </div>
        <ShippingZonesEditor
          zones={draft.shippingZones}
          onChange={(shippingZones) => set({ shippingZones })}
        />
        <TaxRatesEditor
          rates={draft.taxRates}
          pricesIncludeTax={draft.pricesIncludeTax}
          onChange={(change) => set(change)}
        />
        <ErrorList title="The settings were not saved:" messages={error} />
        {store.canEdit ? <SaveBar label="Save settings" busy={busy} saved={saved} /> : null}
      </form>
    </StoreContext.Provider>
  );
}
