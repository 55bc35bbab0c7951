import { createContext, useContext } from 'react';

export interface StoreContextValue {
  /** The store currency: every amount on these screens is in it. */
  currency: string;
  measurementStandard: number;
  lowStockThreshold: number;
  /** The store's download terms of digital products (a product may set its own). */
  downloadLimit: number;
  downloadDays: number;
  /** False for roles that may only look (a viewer): every screen is read-only. */
  canEdit: boolean;
}

export const StoreContext = createContext<StoreContextValue>({
  currency: 'USD',
  measurementStandard: 1,
  lowStockThreshold: 5,
  downloadLimit: 5,
  downloadDays: 7,
  canEdit: false,
});

export const useStore = (): StoreContextValue => useContext(StoreContext);
