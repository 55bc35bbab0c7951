import { useState } from 'react';
import { TextField } from '../shared/fields';
import { MoneyField } from './money-field';
import type { BulkChange } from './product-draft';

interface VariantBulkBarProps {
  chosen: number;
  total: number;
  onApply(change: BulkChange): void;
}

/** Sets the price or the stock of the chosen variants (all of them when none is chosen) at once. */
export function VariantBulkBar({ chosen, total, onApply }: VariantBulkBarProps) {
  const [price, setPrice] = useState(0);
  const [stock, setStock] = useState('');
  const target = chosen > 0 ? `${chosen} chosen` : `all ${total}`;
  const stockNumber = Number(stock);
  const stockOk = stock.trim() !== '' && Number.isInteger(stockNumber) && stockNumber >= 0;
  return (
    <fieldset className="store-bulk">
      <legend className="store-bulk__target">Bulk edit {target} variants</legend>
      <div className="store-bulk__item">
        <MoneyField label="Bulk price" value={price} onChange={setPrice} />
        <button
          type="button"
          className="button button--small"
          onClick={() => onApply({ price, onSale: false })}
        >
          Set price
        </button>
      </div>
      <div className="store-bulk__item">
        <TextField
          label="Bulk stock"
          type="number"
          min={0}
          value={stock}
          onChange={(e) => setStock(e.target.value)}
        />
        <button
          type="button"
          className="button button--small"
          disabled={!stockOk}
          onClick={() => onApply({ qtyInStock: stockNumber, unlimited: false })}
        >
          Set stock
        </button>
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={() => onApply({ unlimited: true })}
        >
          Make unlimited
        </button>
      </div>
    </fieldset>
  );
}
