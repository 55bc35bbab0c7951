import { formatMoney } from '@atelier/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import {
  deleteProduct,
  duplicateProduct,
  listProducts,
  PRODUCTS_PAGE_SIZE,
  type StoreProduct,
} from '../api/store-catalogue.api';
import { ConfirmStrip } from '../shared/confirm-strip';
import { FormError, SelectField, TextField } from '../shared/fields';
import { countLabel } from '../shared/format';
import { ListCount, ShowMore } from '../shared/list-states';
import { queryKeys, usePagedList } from '../shared/queries';
import { useDebounced } from '../shared/use-debounced';
import { PRODUCT_TYPES, productTypeLabel } from './product-draft';
import { ProductEditor } from './product-editor';
import { useStore } from './store-context';
import { ActionsHeader, LoadStates, RowActions, StoreTable } from './store-ui';

const STATES = [
  { value: '', label: 'Any state' },
  { value: 'draft', label: 'Hidden (draft)' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Available (published)' },
];

/** "$18.00" or "$18.00 – $24.00": what a product's variants cost now. */
function priceRange(product: StoreProduct, currency: string): string {
  const prices = product.variants.map((v) => (v.onSale ? v.salePrice : v.price));
  if (prices.length === 0) return '';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high
    ? formatMoney(low, currency)
    : `${formatMoney(low, currency)} – ${formatMoney(high, currency)}`;
}

function stockText(product: StoreProduct): string {
  if (product.productType === 2 || product.variants.some((v) => v.unlimited)) return 'Unlimited';
  return String(product.variants.reduce((sum, v) => sum + v.qtyInStock, 0));
}

/** The owner's products: search, filter by type and state, create, edit, duplicate, delete. */
export function ProductsView() {
  const { canEdit, currency } = useStore();
  const [q, setQ] = useState('');
  const [workflow, setWorkflow] = useState('');
  const [type, setType] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StoreProduct | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useDebounced(q);
  const client = useQueryClient();
  // A product saved, duplicated or deleted changes the lists, the inventory and the order lines' names.
  const changed = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.products }),
      client.invalidateQueries({ queryKey: queryKeys.inventory }),
    ]);
  const products = usePagedList<StoreProduct>(
    queryKeys.productList({ q: query, workflow, type }),
    async (cursor) => {
      const page = await listProducts({ q: query, workflow, type }, cursor);
      return { items: page.products, total: page.total ?? 0, totalCapped: page.totalCapped, next: page.next };
    },
  );

  if (editing) {
    return (
      <ProductEditor
        key={editing}
        productId={editing === 'new' ? null : editing}
        onBack={() => {
          setEditing(null);
          void changed();
        }}
        onSaved={() => void changed()}
      />
    );
  }

  const act = async (run: () => Promise<unknown>) => {
    setError(null);
    try {
      await run();
      await changed();
    } catch (e) {
      setError(describeError(e));
    }
  };
  const shown = products.data?.items ?? [];

  return (
    <div className="stack">
      <div className="store-view__head">
        <h3 className="store-view__title">Products</h3>
        {canEdit ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            New product
          </button>
        ) : null}
      </div>
      <div className="store-toolbar">
        <TextField
          label="Search products"
          type="search"
          value={q}
          placeholder="Name or SKU"
          onChange={(e) => setQ(e.target.value)}
        />
        <SelectField label="Type" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">Any type</option>
          {PRODUCT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="State" value={workflow} onChange={(e) => setWorkflow(e.target.value)}>
          {STATES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </div>
      <FormError message={error} />
      <LoadStates
        loaded={products}
        loading="Loading products…"
        empty={shown.length === 0}
        emptyTitle={q || workflow || type ? 'No product matches.' : 'No products yet'}
      >
        {canEdit && !q ? <p>Create a product; publish it and it appears on the store page.</p> : null}
      </LoadStates>
      {deleting ? (
        <ConfirmStrip
          message={`Delete ${deleting.name}? Its variants and stock go with it.`}
          confirmLabel="Delete product"
          busy={false}
          returnFocusTo={`delete-${deleting.id}`}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            void act(() => deleteProduct(id));
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
      {shown.length ? (
        <StoreTable
          className="store-products"
          head={
            <>
              <th>Product</th>
              <th>Type</th>
              <th>State</th>
              <th className="is-numeric">Price</th>
              <th className="is-numeric">Stock</th>
              <ActionsHeader />
            </>
          }
        >
          {shown.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <button type="button" className="link-button" onClick={() => setEditing(p.id)}>
                  {p.name}
                </button>
                {p.variants.length > 1 ? (
                  <span className="muted"> · {p.variants.length} variants</span>
                ) : null}
              </th>
              <td>{productTypeLabel(p.productType)}</td>
              <td>
                <span className={`badge badge--${p.live ? 'published' : p.workflow}`}>{p.state}</span>
                {p.onSale ? <span className="badge">On sale</span> : null}
                {p.soldOut ? <span className="badge badge--failed">Sold out</span> : null}
              </td>
              <td className="is-numeric">{priceRange(p, currency)}</td>
              <td className="is-numeric">{stockText(p)}</td>
              <RowActions
                name={p.name}
                actions={[
                  { label: 'Duplicate', onClick: () => void act(() => duplicateProduct(p.id)) },
                  { label: 'Delete', onClick: () => setDeleting(p), id: `delete-${p.id}` },
                ]}
              />
            </tr>
          ))}
        </StoreTable>
      ) : null}
      {shown.length ? (
        <>
          <ListCount
            label={
              products.data
                ? countLabel(products.data.total, 'product', 'products', products.data.totalCapped)
                : null
            }
            loading={products.loading}
            error={products.error}
          />
          <ShowMore
            more={Boolean(products.data?.next)}
            remaining={products.data?.totalCapped ? null : (products.data?.total ?? 0) - shown.length}
            pageSize={PRODUCTS_PAGE_SIZE}
            loading={products.loadingMore}
            error={products.moreError}
            onShowMore={() => void products.showMore()}
          />
        </>
      ) : null}
    </div>
  );
}
