import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { getProduct, type StoreProduct } from '../api/store-catalogue.api';
import { useWorkspaceActions } from '../editor/workspace-actions';
import { queryKeys } from '../shared/queries';
import type { BlockEditorProps } from './block-editor-props';
import { ProductPicker, productStanding } from './product-editor-picker';

const ID = /^[0-9a-f]{24}$/;

/**
 * The chosen product as the store has it now: loaded, gone (deleted), or not yet known. It shares
 * the Store's cache of the product, so a change saved there shows here at once.
 */
function useChosenProduct(productId: string | null): StoreProduct | 'gone' | null {
  const loaded = useQuery({
    queryKey: queryKeys.product(productId ?? ''),
    queryFn: () => getProduct(productId ?? ''),
    enabled: productId !== null,
  });
  if (!productId) return null;
  if (isApiError(loaded.error) && loaded.error.status === 404) return 'gone';
  return loaded.data ?? null;
}

/**
 * Settings of the Product block (type 43): which product of the store it shows, chosen by a search
 * of the store. Says plainly when visitors will not see it yet (a draft product) and why.
 */
export function ProductBlockEditor({ settings, onChange }: BlockEditorProps) {
  const productId =
    typeof settings.productId === 'string' && ID.test(settings.productId) ? settings.productId : null;
  const product = useChosenProduct(productId);
  const workspace = useWorkspaceActions();
  const [changing, setChanging] = useState(false);
  const picking = changing || productId === null || product === 'gone';

  return (
    <div className="stack">
      {productId && product && product !== 'gone' ? (
        <div className="stack stack--tight" data-testid="chosen-product">
          <p className="field__label">Product</p>
          <p>
            {product.name} <span className="badge">{productStanding(product)}</span>
          </p>
          {product.live ? (
            <p className="field__hint">Visitors see it here with its price and an Add to Cart button.</p>
          ) : (
            <p className="field__hint" role="note">
              Visitors do not see this block yet: the product is{' '}
              {product.workflow === 'scheduled' ? 'scheduled, not on sale yet' : 'a draft'}. Set its state to
              Published in Store and it is on sale at once; this page still waits for Publish.
            </p>
          )}
          {changing ? null : (
            <div className="button-row">
              <button type="button" className="button button--small" onClick={() => setChanging(true)}>
                Choose another product
              </button>
              {workspace && !product.live ? (
                <button
                  type="button"
                  className="button button--small button--quiet"
                  onClick={workspace.openStore}
                >
                  Open Store
                </button>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
      {product === 'gone' ? (
        <p className="field__hint" role="note">
          The product this block showed was deleted from the store. Choose another.
        </p>
      ) : null}
      {productId && product === null ? <p className="field__hint">Loading the product…</p> : null}
      {picking ? (
        <ProductPicker
          label={productId ? 'Find another product' : 'Find a product'}
          chosenIds={productId ? [productId] : []}
          action="Choose"
          onPick={(picked) => {
            setChanging(false);
            onChange({ ...settings, productId: picked.id });
          }}
        />
      ) : null}
    </div>
  );
}
