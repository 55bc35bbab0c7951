import '../styles/store.css';
import type { StoreSettings } from '@atelier/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getStoreSettings } from '../api/store-catalogue.api';
import { LoadFailed, Loading, RoleCannotSee } from '../shared/list-states';
import { ModalDialog } from '../shared/modal-dialog';
import { queryKeys, useLoaded } from '../shared/queries';
import { CouponsView } from './coupons-view';
import { InventoryView } from './inventory-view';
import { OrdersView } from './orders-view';
import { ProductsView } from './products-view';
import { ReviewsView } from './reviews-view';
import { StoreContext, type StoreContextValue } from './store-context';
import { StoreSettingsView } from './store-settings-view';

const VIEWS = [
  ['products', 'Products'],
  ['orders', 'Orders'],
  ['inventory', 'Inventory'],
  ['coupons', 'Coupons'],
  ['reviews', 'Reviews'],
  ['settings', 'Settings'],
] as const;
type View = (typeof VIEWS)[number][0];

interface StorePanelProps {
  onClose(): void;
  /** What the signed-in role may change (docs/permissions.md); the rest is shown read-only. */
  permissions: readonly string[];
}

/** The owner's store: products and variants, orders, inventory, coupons and store settings. */
export function StorePanel({ onClose, permissions }: StorePanelProps) {
  const [view, setView] = useState<View>('products');
  const client = useQueryClient();
  const loaded = useLoaded(queryKeys.storeSettings, getStoreSettings);
  const current = loaded.data;
  const setSettings = (saved: StoreSettings) => client.setQueryData(queryKeys.storeSettings, saved);
  const canEdit = permissions.includes('store');
  // Orders hold customers' details: a role without `store` may look at the products, not at them.
  const hidden = (view === 'orders' || view === 'reviews') && !canEdit;
  const readOnly = !hidden && (!canEdit || (view === 'settings' && !permissions.includes('storeSettings')));

  let body = null;
  if (hidden) {
    body = (
      <RoleCannotSee>
        Orders and reviews hold customers’ names, addresses and email addresses, so only admins and store
        managers see them.
      </RoleCannotSee>
    );
  } else if (loaded.error && !current) body = <LoadFailed error={loaded.error} onRetry={loaded.reload} />;
  else if (!current) body = <Loading>Loading the store…</Loading>;
  else {
    const context: StoreContextValue = {
      currency: current.currency,
      measurementStandard: current.measurementStandard,
      lowStockThreshold: current.lowStockThreshold,
      downloadLimit: current.downloadLimit,
      downloadDays: current.downloadDays,
      canEdit: view === 'settings' ? permissions.includes('storeSettings') : canEdit,
    };
    body = (
      <StoreContext.Provider value={context}>
        {view === 'products' ? <ProductsView /> : null}
        {view === 'orders' ? <OrdersView /> : null}
        {view === 'inventory' ? <InventoryView /> : null}
        {view === 'coupons' ? <CouponsView /> : null}
        {view === 'reviews' ? <ReviewsView /> : null}
        {view === 'settings' ? <StoreSettingsView settings={current} onSaved={setSettings} /> : null}
      </StoreContext.Provider>
    );
  }

  return (
    <ModalDialog title="Store" onClose={onClose} className="modal--forms modal--store">
      <div className="store-panel">
        <nav className="store-nav" aria-label="Store">
          <div role="tablist" aria-label="Store sections" className="store-nav__list">
            {VIEWS.map(([name, label]) => (
              <button
                key={name}
                id={`store-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={view === name}
                aria-controls="store-view"
                className="block-row__select store-nav__item"
                onClick={() => setView(name)}
              >
                {label}
              </button>
            ))}
          </div>
        </nav>
        <div
          id="store-view"
          role="tabpanel"
          aria-labelledby={`store-tab-${view}`}
          className="store-panel__main"
        >
          {readOnly ? (
            <p className="notice store-readonly" role="note">
              Your role can look at the store but not change it.
            </p>
          ) : null}
          {body}
        </div>
      </div>
    </ModalDialog>
  );
}
