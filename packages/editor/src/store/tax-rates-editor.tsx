import type { TaxRate } from '@atelier/domain';
import { useState } from 'react';
import { CheckboxField } from '../shared/fields';
import { percentText, readPercent } from './settings-rows';
import { useStore } from './store-context';
import { ActionsHeader } from './store-ui';

function PercentCell({ rate, label, onChange }: { rate: number; label: string; onChange(bp: number): void }) {
  const { canEdit } = useStore();
  const [text, setText] = useState(percentText(rate));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className="money-field">
      <input
        className="field__input store-number"
        inputMode="decimal"
        aria-label={label}
        value={text}
        disabled={!canEdit}
        aria-invalid={problem ? true : undefined}
        data-unparsed={problem ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const read = readPercent(e.target.value);
          setProblem(read.ok ? null : read.message);
          if (read.ok) onChange(read.basisPoints);
        }}
      />
      {problem ? <span className="field__error">{problem}</span> : null}
    </span>
  );
}

interface TaxRatesEditorProps {
  rates: TaxRate[];
  pricesIncludeTax: boolean;
  onChange(change: { taxRates?: TaxRate[]; pricesIncludeTax?: boolean }): void;
}

/** Tax rates per country or region, and whether the prices entered already include tax. */
export function TaxRatesEditor({ rates, pricesIncludeTax, onChange }: TaxRatesEditorProps) {
  const { canEdit } = useStore();
  const set = (index: number, change: Partial<TaxRate>) =>
    onChange({ taxRates: rates.map((r, i) => (i === index ? { ...r, ...change } : r)) });
  return (
    <fieldset className="fieldset">
      <legend>Tax</legend>
      <CheckboxField
        label="Prices include tax"
        hint="On: the prices you enter already contain tax. Off: tax is added at checkout."
        checked={pricesIncludeTax}
        disabled={!canEdit}
        onChange={(e) => onChange({ pricesIncludeTax: e.target.checked })}
      />
      {rates.length ? (
        <table className="data-table">
          <thead>
            <tr>
              <th>Country code</th>
              <th>Region code (optional)</th>
              <th>Rate (%)</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {rates.map((rate, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rates are edited in place and have no id
              <tr key={i}>
                <td>
                  <input
                    className="field__input store-code"
                    aria-label={`Country code of tax rate ${i + 1}`}
                    maxLength={2}
                    value={rate.country}
                    disabled={!canEdit}
                    onChange={(e) => set(i, { country: e.target.value.toUpperCase() })}
                  />
                </td>
                <td>
                  <input
                    className="field__input store-code"
                    aria-label={`Region code of tax rate ${i + 1}`}
                    maxLength={10}
                    value={rate.region ?? ''}
                    disabled={!canEdit}
                    onChange={(e) =>
                      set(i, { region: e.target.value.trim() ? e.target.value.toUpperCase() : null })
                    }
                  />
                </td>
                <td>
                  <PercentCell
                    rate={rate.rate}
                    label={`Rate of tax rate ${i + 1} in percent`}
                    onChange={(bp) => set(i, { rate: bp })}
                  />
                </td>
                <td>
                  {canEdit ? (
                    <button
                      type="button"
                      className="button button--small button--quiet"
                      onClick={() => onChange({ taxRates: rates.filter((_, j) => j !== i) })}
                    >
                      Remove tax rate {i + 1}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No tax is charged.</p>
      )}
      {canEdit ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => onChange({ taxRates: [...rates, { country: '', region: null, rate: 0 }] })}
        >
          Add tax rate
        </button>
      ) : null}
    </fieldset>
  );
}
