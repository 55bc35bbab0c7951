import { dimensionUnit, weightUnit } from '@atelier/domain';
import { Fragment, useState } from 'react';
import type { StoreVariant } from '../api/store-catalogue.api';
import { MoneyField } from './money-field';
import { applyBulk, variantLabel } from './product-draft';
import { ProductImages } from './product-images';
import { useStore } from './store-context';
import { VariantBulkBar } from './variant-bulk-bar';

interface VariantTableProps {
  variants: StoreVariant[];
  onChange(variants: StoreVariant[]): void;
  /** Digital products have no stock, weight or dimensions. */
  digital: boolean;
  errors: Record<string, string>;
}

interface NumberCellProps {
  label: string;
  value: number;
  onChange(value: number): void;
  step?: string;
  disabled?: boolean;
}

function NumberCell({ label, value, onChange, step = '1', disabled }: NumberCellProps) {
  const { canEdit } = useStore();
  return (
    <input
      className="field__input store-number"
      type="number"
      min={0}
      step={step}
      aria-label={label}
      value={Number.isFinite(value) ? value : 0}
      disabled={disabled || !canEdit}
      onChange={(e) => {
        const n = Number(e.target.value);
        if (e.target.value !== '' && Number.isFinite(n) && n >= 0) onChange(n);
      }}
    />
  );
}

/** Every variant with its price, sale, stock, SKU and weight; dimensions and images under Details. */
export function VariantTable({ variants, onChange, digital, errors }: VariantTableProps) {
  const { canEdit, measurementStandard } = useStore();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const weight = weightUnit(measurementStandard);
  const length = dimensionUnit(measurementStandard) === 'cm' ? 'cm' : 'in';
  const set = (index: number, change: Partial<StoreVariant>) =>
    onChange(variants.map((v, i) => (i === index ? { ...v, ...change } : v)));
  const toggle = (index: number) => {
    const next = new Set(chosen);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setChosen(next);
  };
  const columns = digital ? 6 : 9;
  return (
    <div className="stack stack--tight">
      {canEdit && variants.length > 1 ? (
        <VariantBulkBar
          chosen={chosen.size}
          total={variants.length}
          onApply={(change) => onChange(applyBulk(variants, chosen, change))}
        />
      ) : null}
      <div className="store-table-scroll">
        <table className="data-table store-variants">
          <thead>
            <tr>
              {canEdit ? (
                <th>
                  <input
                    type="checkbox"
                    aria-label="Choose all variants"
                    checked={chosen.size === variants.length && variants.length > 0}
                    onChange={(e) => setChosen(new Set(e.target.checked ? variants.map((_, i) => i) : []))}
                  />
                </th>
              ) : null}
              <th>Variant</th>
              <th>SKU</th>
              <th>Price</th>
              <th>Sale price</th>
              <th>On sale</th>
              {digital ? null : (
                <>
                  <th>Stock</th>
                  <th>Unlimited</th>
                  <th>Weight ({weight})</th>
                </>
              )}
              <th>
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map((v, i) => {
              const name = variantLabel(v, i);
              const err = (field: string) => errors[`variants.${i}.${field}`];
              return (
                <Fragment key={v.id ?? `new-${v.optionValues.join('/')}-${i}`}>
                  <tr>
                    {canEdit ? (
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Choose ${name}`}
                          checked={chosen.has(i)}
                          onChange={() => toggle(i)}
                        />
                      </td>
                    ) : null}
                    <th scope="row">{name}</th>
                    <td>
                      <input
                        className="field__input store-sku"
                        aria-label={`SKU of ${name}`}
                        placeholder="Made when empty"
                        maxLength={60}
                        value={v.sku}
                        disabled={!canEdit}
                        aria-invalid={err('sku') ? true : undefined}
                        onChange={(e) => set(i, { sku: e.target.value })}
                      />
                    </td>
                    <td>
                      <MoneyField
                        hideLabel
                        label={`Price of ${name}`}
                        value={v.price}
                        error={err('price')}
                        onChange={(price) => set(i, { price })}
                      />
                    </td>
                    <td>
                      <MoneyField
                        hideLabel
                        label={`Sale price of ${name}`}
                        value={v.salePrice}
                        error={err('salePrice')}
                        onChange={(salePrice) => set(i, { salePrice })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${name} on sale`}
                        checked={v.onSale}
                        disabled={!canEdit}
                        onChange={(e) => set(i, { onSale: e.target.checked })}
                      />
                    </td>
                    {digital ? null : (
                      <>
                        <td>
                          <NumberCell
                            label={`Stock of ${name}`}
                            value={v.qtyInStock}
                            disabled={v.unlimited}
                            onChange={(qtyInStock) => set(i, { qtyInStock: Math.floor(qtyInStock) })}
                          />
                        </td>
                        <td>
                          <input
                            type="checkbox"
                            aria-label={`${name} unlimited stock`}
                            checked={v.unlimited}
                            disabled={!canEdit}
                            onChange={(e) => set(i, { unlimited: e.target.checked })}
                          />
                        </td>
                        <td>
                          <NumberCell
                            label={`Weight of ${name} in ${weight}`}
                            step="0.01"
                            value={v.weight}
                            onChange={(w) => set(i, { weight: w })}
                          />
                        </td>
                      </>
                    )}
                    <td>
                      <button
                        type="button"
                        className="button button--small button--quiet"
                        aria-expanded={open === i}
                        aria-label={`Details of ${name}`}
                        onClick={() => setOpen(open === i ? null : i)}
                      >
                        Details
                      </button>
                    </td>
                  </tr>
                  {open === i ? (
                    <tr className="store-variants__details">
                      <td colSpan={columns + (canEdit ? 1 : 0)}>
                        {digital ? null : (
                          <fieldset className="fieldset store-dimensions">
                            <legend>
                              Dimensions of {name} ({length})
                            </legend>
                            {(['length', 'width', 'height'] as const).map((side) => (
                              <div key={side} className="store-dimension">
                                <span aria-hidden="true">{side[0]!.toUpperCase() + side.slice(1)}</span>
                                <NumberCell
                                  label={`${side} of ${name} in ${length}`}
                                  step="0.1"
                                  value={v.dimensions[side]}
                                  onChange={(n) => set(i, { dimensions: { ...v.dimensions, [side]: n } })}
                                />
                              </div>
                            ))}
                          </fieldset>
                        )}
                        <ProductImages
                          label={`Images of ${name}`}
                          images={v.images}
                          onChange={(images) => set(i, { images })}
                        />
                        {canEdit && variants.length > 1 ? (
                          <button
                            type="button"
                            className="button button--small button--quiet"
                            onClick={() => {
                              setOpen(null);
                              setChosen(new Set());
                              onChange(variants.filter((_, j) => j !== i));
                            }}
                          >
                            Remove the variant {name}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
