import './product-editor.css';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '../api/api-error';
import { listProducts, type StoreProduct } from '../api/store-catalogue.api';
import { useWorkspaceActions } from '../editor/workspace-actions';
import { queryKeys } from '../shared/queries';
import { useDebounced } from '../shared/use-debounced';

/** How a product stands for visitors, in the words the Store's product list uses. */
export const productStanding = (product: Pick<StoreProduct, 'live' | 'workflow'>): string =>
  product.live ? 'Published' : product.workflow === 'scheduled' ? 'Scheduled' : 'Draft';

/** The store's products matching a search, as the owner types (the server searches names and SKUs). */
export function useProductSearch(query: string) {
  // A short pause, so typing a word asks once rather than once per letter.
  const q = useDebounced(query.trim(), query ? 200 : 0);
  const client = useQueryClient();
  const search = useQuery({
    queryKey: queryKeys.productSearch(q),
    queryFn: () => listProducts({ q, workflow: '' }),
    placeholderData: keepPreviousData,
  });
  // How many the store holds: the answer to the empty search, whenever it came.
  const everything = q ? client.getQueryData<{ total: number }>(queryKeys.productSearch('')) : search.data;
  return {
    products: search.data?.products ?? null,
    total: everything?.total ?? null,
    error: search.error ? describeError(search.error) : null,
    retry: () => void search.refetch(),
  };
}

/**
 * What the store says when it has no product at all: where to make one, with the workspace's own
 * action that opens the Store dialog on its products (the block and page settings that choose
 * products have no store of their own to show).
 */
export function EmptyStoreNote() {
  const workspace = useWorkspaceActions();
  return (
    <div className="stack stack--tight" data-testid="empty-store">
      <p className="field__hint">Your store has no products yet. Add one in Store, then choose it here.</p>
      {workspace ? (
        <div className="button-row">
          <button type="button" className="button button--small" onClick={workspace.openStore}>
            Create a product in Store
          </button>
        </div>
      ) : (
        <p className="field__hint">Store is under More in the top bar.</p>
      )}
    </div>
  );
}

interface ProductPickerProps {
  /** The label of the search field, e.g. "Find a product". */
  label: string;
  /** Products already chosen: marked, and not offered again. */
  chosenIds: readonly string[];
  /** The words of each result's button, e.g. "Choose" or "Add". */
  action: string;
  onPick(product: StoreProduct): void;
}

/**
 * A search over the store's products with a button per result: the Product block chooses one, a
 * store page picks several. An empty store says how to make a product.
 */
export function ProductPicker({ label, chosenIds, action, onPick }: ProductPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const { products, total, error, retry } = useProductSearch(query);
  if (total === 0 && !query) return <EmptyStoreNote />;
  const chosen = new Set(chosenIds);
  return (
    <div className="stack stack--tight product-picker">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          className="field__input"
          value={query}
          placeholder="Name or SKU"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}{' '}
          <button type="button" className="button button--small button--quiet" onClick={retry}>
            Try again
          </button>
        </p>
      ) : null}
      {products === null && !error ? <p className="field__hint">Loading products…</p> : null}
      {products && products.length === 0 ? (
        <p className="field__hint">No product matches “{query.trim()}”.</p>
      ) : null}
      {products && products.length > 0 ? (
        <ul className="product-picker__list" aria-label="Products">
          {products.map((product) => (
            <li key={product.id} className="product-picker__item">
              <span>
                {product.name} <span className="badge">{productStanding(product)}</span>
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={chosen.has(product.id)}
                aria-label={`${action} ${product.name}`}
                onClick={() => onPick(product)}
              >
                {chosen.has(product.id) ? 'Chosen' : action}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
