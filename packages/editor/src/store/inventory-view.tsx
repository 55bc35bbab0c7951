import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import { type InventoryRow, listInventory } from '../api/store.api';
import { patchVariants } from '../api/store-catalogue.api';
import { CheckboxField, FormError } from '../shared/fields';
import { queryKeys, useLoaded } from '../shared/queries';
import { useStore } from './store-context';
import { LoadStates, StoreTable } from './store-ui';

function StockCell({ row, onSave }: { row: InventoryRow; onSave(qty: number): void }) {
  const { canEdit } = useStore();
  const [text, setText] = useState(String(row.qtyInStock));
  const save = () => {
    const qty = Number(text);
    if (text.trim() !== '' && Number.isInteger(qty) && qty >= 0 && qty !== row.qtyInStock) onSave(qty);
  };
  return (
    <input
      className="field__input store-number"
      type="number"
      min={0}
      aria-label={`Stock of ${row.productName}${row.options ? ` ${row.options}` : ''}`}
      value={text}
      disabled={!canEdit}
      onChange={(e) => setText(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
      }}
    />
  );
}

/** Stock per variant, the ones at or under the low-stock threshold marked, edited in place. */
export function InventoryView() {
  const { canEdit } = useStore();
  const client = useQueryClient();
  const inventory = useLoaded(queryKeys.inventory, listInventory);
  const [lowOnly, setLowOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = async (row: InventoryRow, change: { qtyInStock?: number; unlimited?: boolean }) => {
    setError(null);
    setSaved(null);
    try {
      await patchVariants([{ id: row.variantId, ...change }]);
      setSaved(`Saved the stock of ${row.productName}${row.options ? ` ${row.options}` : ''}.`);
      // Stock shows in the products list too (sold out).
      void client.invalidateQueries({ queryKey: queryKeys.inventory });
      void client.invalidateQueries({ queryKey: queryKeys.products });
    } catch (e) {
      setError(describeError(e));
    }
  };
  const threshold = inventory.data?.lowStockThreshold ?? 0;
  const rows = (inventory.data?.inventory ?? []).filter(
    (r) => r.productType !== 2 && (!lowOnly || r.lowStock),
  );
  return (
    <div className="stack">
      <div className="store-view__head">
        <h3 className="store-view__title">Inventory</h3>
        <CheckboxField
          label="Low stock only"
          checked={lowOnly}
          onChange={(e) => setLowOnly(e.target.checked)}
        />
      </div>
      <p className="muted">Low stock: {threshold} or fewer left (set in Settings).</p>
      <FormError message={error} />
      <p className="visually-hidden" role="status">
        {saved ?? ''}
      </p>
      <LoadStates
        loaded={inventory}
        loading="Loading inventory…"
        empty={rows.length === 0}
        emptyTitle={lowOnly ? 'Nothing is low on stock.' : 'No stock to show yet.'}
      />
      {rows.length ? (
        <StoreTable
          className="store-inventory"
          head={
            <>
              <th>Product</th>
              <th>Variant</th>
              <th>SKU</th>
              <th>Stock</th>
              <th>Unlimited</th>
            </>
          }
        >
          {rows.map((r) => (
            <tr
              key={`${r.variantId}-${r.qtyInStock}-${r.unlimited}`}
              className={r.lowStock ? 'store-low-stock' : undefined}
            >
              <th scope="row">{r.productName}</th>
              <td>{r.options || '—'}</td>
              <td>{r.sku}</td>
              <td>
                {r.unlimited ? (
                  'Unlimited'
                ) : (
                  <StockCell row={r} onSave={(qtyInStock) => void save(r, { qtyInStock })} />
                )}
                {r.lowStock ? <span className="badge badge--low">Low stock</span> : null}
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${r.productName}${r.options ? ` ${r.options}` : ''} unlimited stock`}
                  checked={r.unlimited}
                  disabled={!canEdit}
                  onChange={(e) => void save(r, { unlimited: e.target.checked })}
                />
              </td>
            </tr>
          ))}
        </StoreTable>
      ) : null}
    </div>
  );
}
